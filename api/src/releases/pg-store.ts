import fs from 'node:fs';
import type { Pool } from 'pg';
import { timedQuery, openPostgresPool } from '../db/postgres-pool';
import { historyEntrySchema, readHistory, type HistoryEntry } from './history';
import { stateFile } from './layout';
import { EMPTY_STATE, releaseStateSchema, type ReleaseState } from './state';
import { readStateFile, type Change, type ReleaseStore } from './store';
import type { ReleaseWatcher } from './watch';

/**
 * The release state shared by every instance and deploy machine: one row (the state as JSON, a
 * revision that grows with each change) and the history, in the site's PostgreSQL database. A
 * change holds that row's lock (SELECT … FOR UPDATE) for its transaction, so two deploys from two
 * machines, or the automatic rollback of several instances, run one after the other on the state
 * as the previous one left it, and the state and its history lines are committed together.
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS site_release (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    state JSONB NOT NULL,
    revision BIGINT NOT NULL,
    changed_at TIMESTAMPTZ NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS site_release_history (
    seq BIGSERIAL PRIMARY KEY,
    entry JSONB NOT NULL
  )`,
];

/** How often an instance looks for a new release: every instance serves a switch within about this long. */
export const RELEASE_POLL_MS = 500;

/**
 * Waiting for the state's lock (another deploy, or another instance's rollback, holds it) is
 * normal and may take longer than one query is otherwise allowed: a deploy that renders while
 * another switches must wait its turn, not fail.
 */
const LOCK_WAIT_MS = 30_000;

export class PgReleaseStore implements ReleaseStore {
  private constructor(private readonly pool: Pool) {}

  /**
   * Opens the store, creating its two tables if needed. A site that kept its state in files until
   * now (release.json, deploy-history.jsonl in `siteDir`) is carried over once, when the table is
   * still empty, so moving to DATABASE_URL changes nothing visitors get.
   */
  static async open(connectionString: string, siteDir: string): Promise<PgReleaseStore> {
    // Its own small pool; a lost connection (a database restart) never ends the process.
    const pool = openPostgresPool(connectionString, { max: 4 });
    try {
      const client = await pool.connect();
      try {
        // One opener at a time creates the tables and carries the files over.
        await client.query('BEGIN');
        await client.query(timedQuery(`SELECT pg_advisory_xact_lock(hashtext('site_release'))`, LOCK_WAIT_MS));
        for (const statement of SCHEMA) await client.query(statement);
        const { rowCount } = await client.query('SELECT 1 FROM site_release WHERE id = 1');
        if (!rowCount) {
          const state = fs.existsSync(stateFile(siteDir)) ? readStateFile(siteDir) : EMPTY_STATE;
          await client.query('INSERT INTO site_release (id, state, revision, changed_at) VALUES (1, $1, 0, now())', [JSON.stringify(state)]);
          for (const entry of readHistory(siteDir)) await client.query('INSERT INTO site_release_history (entry) VALUES ($1)', [JSON.stringify(entry)]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(error as Error);
        throw error;
      }
      client.release();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgReleaseStore(pool);
  }

  /** The state and its revision as committed now. */
  async readRevision(): Promise<{ state: ReleaseState; revision: number }> {
    const { rows } = await this.pool.query('SELECT state, revision FROM site_release WHERE id = 1');
    return { state: releaseStateSchema.parse(rows[0].state), revision: Number(rows[0].revision) };
  }

  async read(): Promise<ReleaseState> {
    return (await this.readRevision()).state;
  }

  async change<T>(_purpose: string, decide: (state: ReleaseState) => Change<T> | Promise<Change<T>>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(timedQuery('SELECT state FROM site_release WHERE id = 1 FOR UPDATE', LOCK_WAIT_MS));
      const outcome = await decide(releaseStateSchema.parse(rows[0].state));
      if (outcome.state) {
        await client.query('UPDATE site_release SET state = $1, revision = revision + 1, changed_at = now() WHERE id = 1', [JSON.stringify(releaseStateSchema.parse(outcome.state))]);
      }
      for (const line of outcome.history ?? []) {
        await client.query('INSERT INTO site_release_history (entry) VALUES ($1)', [JSON.stringify(historyEntrySchema.parse({ at: new Date().toISOString(), ...line }))]);
      }
      await client.query('COMMIT');
      return outcome.result;
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // A client whose query failed may be dead or mid-transaction: dropped, not reused.
      client.release(failure);
    }
  }

  async history(): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query('SELECT entry FROM site_release_history ORDER BY seq');
    return rows.flatMap((r) => {
      const parsed = historyEntrySchema.safeParse(r.entry);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /**
   * What a server serves from: the state, polled every RELEASE_POLL_MS (one indexed row; the
   * revision tells whether it changed), so every instance follows a switch made anywhere within
   * a second. A failed poll keeps the last state and tells `onError` (once, until a poll succeeds).
   */
  async watch(onError: (error: unknown) => void = () => undefined): Promise<ReleaseWatcher> {
    let { state, revision } = await this.readRevision();
    let polling = false;
    // A database that is away fails every poll: told once per outage, not twice a second.
    let failing = false;
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      this.readRevision()
        .then(
          (now) => {
            failing = false;
            if (now.revision !== revision) ({ state, revision } = now);
          },
          (error) => {
            if (!failing) onError(error);
            failing = true;
          },
        )
        .finally(() => (polling = false));
    }, RELEASE_POLL_MS);
    timer.unref();
    return { current: () => state, close: () => clearInterval(timer) };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
