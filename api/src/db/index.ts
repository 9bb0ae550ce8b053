/**
 * The database layer's public entry: one database (SQLite under DATA_DIR, or PostgreSQL), one
 * store per job on it. The server, the staff CLI and the tools import this (or, for release
 * health alone, ./release-health), never a store's files.
 */
import type { Pool } from 'pg';
import { openDatabase } from './database';
import { leadStoreOn, type LeadStore } from './leads';
import { outboxStoreOn, type OutboxStore } from './outbox';
import { probeWriteOn } from './probe';
import { releaseHealthStoreOn, type ReleaseHealthStore } from './release-health';
import { taskLeasesOn, type TaskLeases } from './task-leases';

export { SQLITE_FILE } from './database';
export { LEAD_COLUMNS, type CvStore, type Lead, type LeadOrigin, type LeadStore, type StoredCv } from './leads';
export type { OutboxItem, OutboxStore } from './outbox';
export { openReleaseHealthStore, type ClientErrorKind, type ClientErrorRecord, type ReleaseHealthStore, type VersionHealth, type VisitCount } from './release-health';
export type { TaskLeases } from './task-leases';

/** The site's stores, sharing one database connection. */
export type Stores = {
  readonly kind: 'sqlite' | 'postgres';
  /** The leads with their CVs. */
  readonly leads: LeadStore;
  /** The notification e-mails to send. */
  readonly outbox: OutboxStore;
  /** Browser error reports and page views per version (the canaries' telemetry). */
  readonly releaseHealth: ReleaseHealthStore;
  /** Who runs a periodic task (the daily retention) now. */
  readonly tasks: TaskLeases;
  /** PostgreSQL's connection pool (that database only): the other shared state of several instances uses it too. */
  readonly pool?: Pool;
  /** Commits one tiny write (the health check's probe); rejects when the database refuses writes. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
};

/** Opens PostgreSQL when `databaseUrl` is a postgres:// URL, else `<dataDir>/leads.sqlite` (CVs in `<dataDir>/cvs`). */
export async function openStores(options: { dataDir: string; databaseUrl?: string }): Promise<Stores> {
  const database = await openDatabase(options);
  return {
    kind: database.kind,
    leads: leadStoreOn(database),
    outbox: outboxStoreOn(database),
    releaseHealth: releaseHealthStoreOn(database),
    tasks: taskLeasesOn(database),
    pool: database.kind === 'postgres' ? database.pool : undefined,
    probeWrite: probeWriteOn(database),
    close: () => database.close(),
  };
}
