import type { SiteDatabase } from '../database';
import { postgresTaskLeases } from './postgres';
import { sqliteTaskLeases } from './sqlite';
import type { TaskLeases } from './store';

export type { TaskLeases } from './store';

/** The task leases on the site's database. */
export function taskLeasesOn(database: SiteDatabase): TaskLeases {
  return database.kind === 'sqlite' ? sqliteTaskLeases(database.db) : postgresTaskLeases(database.pool);
}
