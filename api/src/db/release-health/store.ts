import { iso } from '../rows';

/** Where in a remote a browser error happened: its script failed to load, a render threw (error boundary), or its code threw. */
export type ClientErrorKind = 'load' | 'render' | 'script';

/** A browser error inside a remote, as stored: which version, what kind, a short message and the route. */
export type ClientErrorRecord = {
  id: string;
  createdAt: string;
  remote: string;
  version: string;
  kind: ClientErrorKind;
  message: string;
  /** A route of the site (`/telefonia`), never a query string. */
  path: string;
};

/** Page views of one remote version in one minute (`minute` is an ISO time at :00 seconds). */
export type VisitCount = { remote: string; version: string; minute: string; visits: number };

/** A version's page views and error reports over a window. */
export type VersionHealth = { visits: number; errors: number };

/**
 * Release health (the canaries' telemetry): browser error reports and page views per remote
 * version, added to by every instance. SQLite and PostgreSQL implement it
 * (api/test/stores/release-health.contract.ts holds both to the same behaviour).
 */
export interface ReleaseHealthStore {
  /** Stores one browser error report. */
  insertClientError(record: ClientErrorRecord): Promise<void>;
  /** Adds page views per version and minute (several instances add to the same rows). */
  addVisits(counts: VisitCount[]): Promise<void>;
  /** Page views and error reports of a remote version since `since` (floored to its minute). */
  versionHealth(remote: string, version: string, since: Date): Promise<VersionHealth>;
  /** Error reports since `since`, oldest first. */
  listClientErrors(options?: { since?: Date }): Promise<ClientErrorRecord[]>;
  /** Deletes error reports created before `cutoff`; returns how many. */
  deleteClientErrorsBefore(cutoff: Date): Promise<number>;
  /** Deletes page-view counts of minutes before `cutoff`; returns how many rows. */
  deleteVisitsBefore(cutoff: Date): Promise<number>;
}

/** The start of the minute `at` falls in: the key of a version_visits row. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Adds page views to a version's minute (same statement on both databases). */
export const VISITS_UPSERT = (p: (n: number) => string) =>
  `INSERT INTO version_visits (remote, version, minute, visits) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})
   ON CONFLICT (remote, version, minute) DO UPDATE SET visits = version_visits.visits + excluded.visits`;

/** A client_errors row (either database) as a ClientErrorRecord. */
export function rowToClientError(row: Record<string, unknown>): ClientErrorRecord {
  return {
    id: String(row.id),
    createdAt: iso(row.created_at),
    remote: String(row.remote),
    version: String(row.version),
    kind: row.kind as ClientErrorRecord['kind'],
    message: String(row.message),
    path: String(row.path),
  };
}
