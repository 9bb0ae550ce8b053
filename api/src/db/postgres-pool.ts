import { Pool, type PoolClient, type QueryConfig } from 'pg';

/**
 * How long the site waits on PostgreSQL. A database that is down, restarting or paused must give
 * a quick, clear failure (a 503 the visitor can retry, a 'degraded' health check), never a request
 * left hanging until the proxy or the socket timeout cuts it: these bounds keep every
 * database-bound answer within a few seconds, well inside CONNECTION_TIMEOUT_MS (10 s).
 */
export const DB_TIMEOUTS = {
  /** Getting a connection (a new one, or waiting for a busy pool). */
  connectMs: 2_000,
  /** One query's answer; a transaction of a few queries stays within a few seconds. */
  queryMs: 2_500,
} as const;

/**
 * Every PostgreSQL pool of the server. An error on a connection (the server restarting: 57P01,
 * a network cut) must never end the process: pg emits it on the pool for an idle client and on
 * the client itself while it is checked out, where an unhandled 'error' event would crash Node.
 * Both are handled here; the failed client is dropped and the next query opens a fresh
 * connection, so the pool recovers by itself as soon as the database is back.
 */
export function openPostgresPool(connectionString: string, options: { max: number; onError?: (error: Error) => void }): Pool {
  const pool = new Pool({
    connectionString,
    max: options.max,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    query_timeout: DB_TIMEOUTS.queryMs,
    // A half-open TCP connection (the database's host gone) is noticed instead of waited on.
    keepAlive: true,
  });
  const onError = options.onError ?? (() => undefined);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/**
 * Runs `work` in one transaction on one client. A client whose query failed or timed out is
 * destroyed rather than returned to the pool: its connection may still be inside the aborted
 * transaction, or dead.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}

/**
 * A query with its own time limit: longer than DB_TIMEOUTS.queryMs for one that waits for a lock
 * another process holds on purpose, shorter for optional work a request should not wait on.
 * (pg reads `query_timeout` per query too; its types do not list it.)
 */
export function timedQuery(text: string, timeoutMs: number, values?: unknown[]): QueryConfig {
  return { text, values, query_timeout: timeoutMs } as QueryConfig;
}
