import type { SiteDatabase } from './database';

/** The health check's write: same statement on both databases (SQLite ≥ 3.24 knows ON CONFLICT … DO UPDATE). */
const PROBE_WRITE = (p: (n: number) => string) =>
  `INSERT INTO storage_probe (id, checked_at) VALUES (1, ${p(1)}) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`;

/** Commits one tiny write to `storage_probe`; rejects when the database refuses writes (or is closed). */
export function probeWriteOn(database: SiteDatabase): () => Promise<void> {
  if (database.kind === 'sqlite') {
    const { db } = database;
    return async () => {
      db.prepare(PROBE_WRITE(() => '?')).run(new Date().toISOString());
    };
  }
  const { pool } = database;
  return async () => {
    await pool.query(PROBE_WRITE((n) => `$${n}`), [new Date()]);
  };
}
