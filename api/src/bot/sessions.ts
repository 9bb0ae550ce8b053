import type { Pool } from 'pg';
import { DatabaseBreaker } from '../db/breaker';
import { timedQuery } from '../db/postgres-pool';
import type { QueryFacets } from './text/analyzer';

/** One answered question, as much as a follow-up needs. */
export type Turn = {
  /** The search terms the answer came from (the question's own, plus the context it borrowed). */
  terms: string[];
  facets: QueryFacets;
  /** Topic and passage that answered; undefined when the bot had no answer. */
  topic?: string;
  passageId?: string;
  score: number;
  at: number;
};

/** SPEC §9: a chat session lives one hour; the server forgets it after the same time. */
export const SESSION_TTL_MS = 60 * 60 * 1000;
/** The most sessions kept (in memory, or rows of PostgreSQL): a flood of session names cannot grow it. */
export const MAX_SESSIONS = 5000;
export const MAX_TURNS = 4;

/**
 * The last few turns of each chat, in memory, keyed by the widget's session name. Bounded
 * (least recently used sessions go first) so a flood of session names cannot exhaust memory.
 */
export class SessionStore {
  private readonly sessions = new Map<string, { turns: Turn[]; touched: number }>();

  constructor(
    private readonly maxSessions = MAX_SESSIONS,
    private readonly maxTurns = MAX_TURNS,
    private readonly ttlMs = SESSION_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The session's turns, oldest first; empty when unknown or expired. */
  turns(name: string): Turn[] {
    const entry = this.sessions.get(name);
    if (!entry) return [];
    const now = this.clock();
    if (now - entry.touched > this.ttlMs) {
      this.sessions.delete(name);
      return [];
    }
    // Map keeps insertion order: re-inserting marks it as the most recently used.
    this.sessions.delete(name);
    this.sessions.set(name, entry);
    return entry.turns.filter((t) => now - t.at <= this.ttlMs);
  }

  /** Adds a turn, keeping the last `maxTurns`, and evicts the least recently used session if full. */
  record(name: string, turn: Turn): void {
    const entry = this.sessions.get(name) ?? { turns: [], touched: 0 };
    entry.turns = [...entry.turns, turn].slice(-this.maxTurns);
    entry.touched = this.clock();
    this.sessions.delete(name);
    this.sessions.set(name, entry);
    this.evictBeyondBound();
  }

  /**
   * Replaces a session's turns with those kept elsewhere (the shared store), just before the
   * engine reads them; none: the session is forgotten here too.
   */
  adopt(name: string, turns: Turn[]): void {
    this.sessions.delete(name);
    if (turns.length === 0) return;
    this.sessions.set(name, { turns: turns.slice(-this.maxTurns), touched: this.clock() });
    this.evictBeyondBound();
  }

  private evictBeyondBound() {
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value as string;
      this.sessions.delete(oldest);
    }
  }

  get size(): number {
    return this.sessions.size;
  }
}

/** The upsert, then the pruning (which never touches the row just written), in one statement. */
const SAVE_SESSION = `WITH saved AS (
    INSERT INTO bot_sessions (name, turns, touched_at) VALUES ($1, $2, $3)
    ON CONFLICT (name) DO UPDATE SET turns = excluded.turns, touched_at = excluded.touched_at RETURNING name)
  DELETE FROM bot_sessions WHERE name <> $1 AND (touched_at < $4
    OR name IN (SELECT name FROM bot_sessions ORDER BY touched_at DESC OFFSET $5))`;

/** A chat answer must not wait long on the shared session: past this it goes on without it. */
const SESSION_QUERY_TIMEOUT_MS = 1_000;

/**
 * Chat sessions shared by every instance of the site (DATABASE_URL): one row per session name in
 * PostgreSQL, so a follow-up answered by another instance keeps its context. Same lifetime and
 * bound as the memory store: a session unused for an hour is gone, and past MAX_SESSIONS rows the
 * least recently used go first (pruned on each write).
 */
export class PostgresSessions {
  /** Skips the database for a moment after it failed: a chat must not wait on a database that is away. */
  readonly breaker = new DatabaseBreaker();

  constructor(
    private readonly pool: Pool,
    private readonly clock: () => number = () => Date.now(),
    private readonly maxSessions = MAX_SESSIONS,
    private readonly ttlMs = SESSION_TTL_MS,
  ) {}

  /** The session's turns as the last instance left them; empty when unknown or expired. */
  async load(name: string): Promise<Turn[]> {
    const { rows } = await this.pool.query<{ turns: string }>(
      timedQuery('SELECT turns FROM bot_sessions WHERE name = $1 AND touched_at >= $2', SESSION_QUERY_TIMEOUT_MS, [name, this.clock() - this.ttlMs]),
    );
    return rows[0] ? (JSON.parse(rows[0].turns) as Turn[]) : [];
  }

  /** Writes the session's turns, and drops expired sessions and those past the bound. */
  async save(name: string, turns: Turn[]): Promise<void> {
    const now = this.clock();
    await this.pool.query(timedQuery(SAVE_SESSION, SESSION_QUERY_TIMEOUT_MS, [name, JSON.stringify(turns), now, now - this.ttlMs, this.maxSessions - 1]));
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM bot_sessions');
    return Number(rows[0].n);
  }
}

/**
 * One question of a shared session: its turns are read from PostgreSQL into the engine's memory
 * store, the engine answers (synchronously, so no other request can change them meanwhile), and
 * what it recorded is written back. The engine itself only ever sees its SessionStore.
 */
export async function askInSharedSession<T>(shared: PostgresSessions, local: SessionStore, name: string, ask: () => T): Promise<T> {
  // While the database is away NavegaBot keeps answering: the conversation this instance holds
  // goes on (a follow-up that reaches another instance then starts afresh), and is shared again
  // once the database answers.
  const turns = await shared.breaker.attempt(() => shared.load(name), () => undefined);
  if (turns) local.adopt(name, turns);
  const result = ask();
  await shared.breaker.attempt(() => shared.save(name, local.turns(name)), () => undefined);
  return result;
}
