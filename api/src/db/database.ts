import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { inTransaction, openPostgresPool, timedQuery } from './postgres-pool';
import { MIGRATIONS, MIGRATIONS_TABLE } from './schema';
import { openSqliteFile, type SqliteDb } from './sqlite-file';

/** Where the SQLite file lives inside the data dir (named when it held only leads; kept for existing sites). */
export const SQLITE_FILE = 'leads.sqlite';

// Any constant works; it only keeps two instances starting at once from migrating twice.
const MIGRATION_LOCK = 7_341_002;

/**
 * The site's one database, migrated: every store is built on it and shares its connection. Every
 * write has been committed (and, for SQLite, fsync'd) when a store's promise resolves.
 */
export type SiteDatabase =
  | { readonly kind: 'sqlite'; readonly db: SqliteDb; readonly dataDir: string; close(): Promise<void> }
  | { readonly kind: 'postgres'; readonly pool: Pool; close(): Promise<void> };

/** Opens PostgreSQL when `databaseUrl` is a postgres:// URL, else `<dataDir>/leads.sqlite`; runs the migrations not yet applied. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<SiteDatabase> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// URL (leave it empty for SQLite)');
    }
    return openPostgres(options.databaseUrl);
  }
  return openSqlite(path.join(options.dataDir, SQLITE_FILE), options.dataDir);
}

/** One SQLite file, WAL journal, fsync on every commit (synchronous=FULL). */
function openSqlite(file: string, dataDir: string): SiteDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = openSqliteFile(file);
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is fsync'd at each commit, so an acknowledged lead survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  db.exec(MIGRATIONS_TABLE);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((r) => (r as { version: number }).version));
  db.transaction(() => {
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements('sqlite')) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, new Date().toISOString());
    }
  }).immediate();

  return {
    kind: 'sqlite',
    db,
    dataDir,
    async close() {
      if (db.isOpen) db.close();
    },
  };
}

/** PostgreSQL (DATABASE_URL=postgres://…): tables are created on start, under a lock. */
async function openPostgres(connectionString: string): Promise<SiteDatabase> {
  // A lost connection (a database restart) never ends the process; the pool replaces it.
  const pool = openPostgresPool(connectionString, { max: 10 });
  try {
    await inTransaction(pool, async (client) => {
      await client.query(timedQuery('SELECT pg_advisory_xact_lock($1)', 30_000, [MIGRATION_LOCK]));
      await client.query(MIGRATIONS_TABLE);
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => Number(r.version)));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.statements('postgres')) await client.query(statement);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, new Date().toISOString()]);
      }
    });
  } catch (error) {
    // Not reachable, or the migration failed: nothing is left open behind the refused start.
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'postgres',
    pool,
    async close() {
      await pool.end();
    },
  };
}
