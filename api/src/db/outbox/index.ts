import type { SiteDatabase } from '../database';
import { postgresOutboxStore } from './postgres';
import { sqliteOutboxStore } from './sqlite';
import type { OutboxStore } from './store';

export type { OutboxItem, OutboxStore } from './store';

/** The outbox on the site's database. */
export function outboxStoreOn(database: SiteDatabase): OutboxStore {
  return database.kind === 'sqlite' ? sqliteOutboxStore(database.db) : postgresOutboxStore(database.pool);
}
