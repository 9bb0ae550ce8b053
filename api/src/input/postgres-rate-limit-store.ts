import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Pool } from 'pg';
import { DatabaseBreaker } from '../db/breaker';
import { timedQuery } from '../db/postgres-pool';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * One counter per key and window, increased atomically: the first hit of a window (or the first
 * after it ended) starts a new one. Times are epoch milliseconds: $2 now, $3 the window's length.
 */
const INCREMENT = `INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.window_ends <= $2::bigint THEN 1 ELSE rate_limits.hits + 1 END,
    window_ends = CASE WHEN rate_limits.window_ends <= $2::bigint THEN $2::bigint + $3::bigint ELSE rate_limits.window_ends END
  RETURNING hits, window_ends`;

/** A limit check must not hold a request up: past this, the instance counts on its own. */
const COUNT_TIMEOUT_MS = 1_000;

/**
 * The stand-in while PostgreSQL is away: this instance's own fixed windows (as the plugin's
 * in-memory store counts), so the limits still hold per instance and nobody is refused, or let
 * through unlimited, because the database is restarting.
 */
class LocalWindows {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  hit(key: string, now: number, windowMs: number): Counted {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Ended windows go as new ones start, so the map stays the size of the active visitors.
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.endsAt - now };
  }

  peek(key: string, now: number): Counted {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { current: window.hits, ttl: window.endsAt - now } : { current: 0, ttl: 0 };
  }
}

/** What the plugin passes to `child` (its types say route options; at run time its merged parameters). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store on PostgreSQL (its README, "Custom store"): every instance sharing
 * the database counts the same per-minute windows, so N instances do not mean N times the limit.
 * A fixed window per key, as the plugin's in-memory store counts it. `clock` is the instances'
 * time (NTP-synchronised servers agree to well under a window); tests move it. While the database
 * does not answer, each instance counts alone (LocalWindows) and tries the database again within
 * seconds (DatabaseBreaker).
 */
export function postgresRateLimitStore(pool: Pool, clock: () => number = () => Date.now()) {
  const breaker = new DatabaseBreaker();
  const local = new LocalWindows();
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'global-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      const id = this.prefix + key;
      breaker
        .attempt(
          async () => {
            const { rows: [row] } = await pool.query<{ hits: number; window_ends: string }>(timedQuery(INCREMENT, COUNT_TIMEOUT_MS, [id, now, timeWindow]));
            return { current: row.hits, ttl: Math.max(0, Number(row.window_ends) - now) };
          },
          () => local.hit(id, now, timeWindow),
        )
        .then((counted) => callback(null, counted), callback);
    }

    /** The current count without counting (the plugin's `increment: false`). */
    read(key: string, callback: Callback): void {
      const now = clock();
      const id = this.prefix + key;
      breaker
        .attempt(
          async () => {
            const { rows: [row] } = await pool.query<{ hits: number; window_ends: string }>(timedQuery('SELECT hits, window_ends FROM rate_limits WHERE key = $1', COUNT_TIMEOUT_MS, [id]));
            return row && Number(row.window_ends) > now ? { current: row.hits, ttl: Number(row.window_ends) - now } : { current: 0, ttl: 0 };
          },
          () => local.peek(id, now),
        )
        .then((counted) => callback(null, counted), callback);
    }

    /** Each limited route counts apart: its method and path prefix the key. */
    child(routeOptions: object) {
      // The route's part of the key, as the plugin's own Redis store builds it.
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)}${url ?? ''}-`);
    }
  };
}

/** Deletes counters whose window has ended (each instance now and then; keeps the table small). */
export async function pruneRateLimits(pool: Pool, now = Date.now()): Promise<number> {
  return (await pool.query('DELETE FROM rate_limits WHERE window_ends < $1', [now])).rowCount ?? 0;
}
