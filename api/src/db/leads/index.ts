import type { SiteDatabase } from '../database';
import { postgresLeadStore } from './postgres';
import { sqliteLeadStore } from './sqlite';
import type { LeadStore } from './store';

export type { CvStore } from './cv-store';
export { LEAD_COLUMNS, type Lead, type LeadOrigin, type LeadStore, type StoredCv } from './store';

/** The lead store on the site's database. */
export function leadStoreOn(database: SiteDatabase): LeadStore {
  return database.kind === 'sqlite' ? sqliteLeadStore(database.db, database.dataDir) : postgresLeadStore(database.pool);
}
