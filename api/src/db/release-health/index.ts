/**
 * The release-health store's public entry: what the release model (canary judgement, visit
 * counting) and the deploy tools use of the database, and nothing of the leads.
 */
import { openDatabase, type SiteDatabase } from '../database';
import { postgresReleaseHealthStore } from './postgres';
import { sqliteReleaseHealthStore } from './sqlite';
import type { ReleaseHealthStore } from './store';

export { minuteOf, type ClientErrorKind, type ClientErrorRecord, type ReleaseHealthStore, type VersionHealth, type VisitCount } from './store';

/** The release-health store on the site's database. */
export function releaseHealthStoreOn(database: SiteDatabase): ReleaseHealthStore {
  return database.kind === 'sqlite' ? sqliteReleaseHealthStore(database.db) : postgresReleaseHealthStore(database.pool);
}

/** Opens the site's database (DATA_DIR or DATABASE_URL, as the server does) for release health alone: a deploy tool's read. */
export async function openReleaseHealthStore(options: { dataDir: string; databaseUrl?: string }): Promise<ReleaseHealthStore & { close(): Promise<void> }> {
  const database = await openDatabase(options);
  return { ...releaseHealthStoreOn(database), close: () => database.close() };
}
