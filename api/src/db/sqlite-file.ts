import { DatabaseSync, enhance, type DatabaseSyncInstance, type EnhancedDatabaseSync } from '@photostructure/sqlite';

/**
 * The embedded database's driver, in one place: every SQLite file the API, its tools and its tests
 * open goes through here.
 *
 * `@photostructure/sqlite` (node:sqlite's API for Node 20, with better-sqlite3's `.pragma()`,
 * `.transaction()` and `.raw()` added by `enhance()`) ships its binary inside the npm package, so
 * `npm install` compiles nothing. better-sqlite3 compiled SQLite from source on every clean
 * install here (no prebuilt binary can be downloaded): about a minute of one core in `npm ci`
 * (issue 34, the suite in 15 minutes), and a C++ toolchain a newcomer's machine had to have.
 */
export type SqliteDb = EnhancedDatabaseSync<DatabaseSyncInstance>;

/**
 * Opens `file` (created if missing, unless read-only). Rows come back as objects without a
 * prototype (node:sqlite's); binding `undefined` throws.
 */
export function openSqliteFile(file: string, options: { readOnly?: boolean } = {}): SqliteDb {
  return enhance(new DatabaseSync(file, { readOnly: options.readOnly ?? false }));
}

/** Opens `file`, hands it to `task` and closes it whatever happens: a one-off look into a database file (a backup, a check, a test). */
export function withSqliteFile<T>(file: string, task: (db: SqliteDb) => T, options: { readOnly?: boolean } = {}): T {
  const db = openSqliteFile(file, options);
  try {
    return task(db);
  } finally {
    db.close();
  }
}
