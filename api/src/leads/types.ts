/** Where a lead came from: the /contacto form, the /telefonia dialog or the job application. */
export type LeadOrigin = 'contact' | 'telephony' | 'application';

import type { Pool } from 'pg';
import type { CvStore } from './cv-store';

/** A stored CV: a file at `<dataDir>/<path>` (never under a served folder), or a row of PostgreSQL's `cv_files`. */
export type StoredCv = {
  /** Its reference, e.g. `cvs/<uuid>.pdf` (relative to the data dir for a file). */
  path: string;
  originalName: string;
  mime: string;
  size: number;
};

/** One row of the leads table, as the repository hands it out (timestamps as ISO strings, UTC). */
export type Lead = {
  id: string;
  origin: LeadOrigin;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  message: string | null;
  position: string | null;
  experience: string | null;
  /** Telephony: 'offer' (a tariff) or 'contact'. */
  requestType: string | null;
  offerDetails: string | null;
  planMode: string | null;
  lineType: string | null;
  lineQuantity: number | null;
  companyName: string | null;
  consentAt: string;
  policyVersion: string;
  cvPath: string | null;
  cvOriginalName: string | null;
  cvMime: string | null;
  cvSize: number | null;
};

/** The column order of the leads table, shared by both stores and the export. */
export const LEAD_COLUMNS = [
  ['id', 'id'],
  ['origin', 'origin'],
  ['createdAt', 'created_at'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['company', 'company'],
  ['service', 'service'],
  ['message', 'message'],
  ['position', 'position'],
  ['experience', 'experience'],
  ['requestType', 'request_type'],
  ['offerDetails', 'offer_details'],
  ['planMode', 'plan_mode'],
  ['lineType', 'line_type'],
  ['lineQuantity', 'line_quantity'],
  ['companyName', 'company_name'],
  ['consentAt', 'consent_at'],
  ['policyVersion', 'policy_version'],
  ['cvPath', 'cv_path'],
  ['cvOriginalName', 'cv_original_name'],
  ['cvMime', 'cv_mime'],
  ['cvSize', 'cv_size'],
] as const satisfies ReadonlyArray<readonly [keyof Lead, string]>;

/** A notification waiting in (or done with) the outbox. */
export type OutboxItem = {
  id: string;
  leadId: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

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
 * The one storage interface of the lead pipeline; SQLite (default) and PostgreSQL implement it.
 * Every write has been committed (and, for SQLite, fsync'd) when its promise resolves.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the CVs the leads point to are kept (files beside SQLite, a table of PostgreSQL). */
  readonly cvs: CvStore;
  /** PostgreSQL's connection pool (that store only): the other shared state of several instances uses it too. */
  readonly pool?: Pool;
  /**
   * Inserts the lead and, when `notify`, its outbox row, in one transaction. With an
   * `idempotencyKey` already stored (the same submission sent again) nothing is written and the
   * answer is 'repeat'; the unique index decides, so two at once still store one.
   */
  insertLead(lead: Lead, options: { notify: boolean; idempotencyKey?: string }): Promise<'stored' | 'repeat'>;
  getLead(id: string): Promise<Lead | undefined>;
  /** Leads created at or after `since`, oldest first. */
  listLeads(options?: { since?: Date }): Promise<Lead[]>;
  countLeads(): Promise<number>;
  /** Deletes leads created before `cutoff` (and their outbox rows); returns what it deleted. */
  deleteLeadsCreatedBefore(cutoff: Date): Promise<Lead[]>;
  /** CV paths still referenced by a lead (to tell orphan files apart). */
  listCvPaths(): Promise<string[]>;
  /** Leases up to `limit` due pending notifications so no other worker sends them meanwhile. */
  claimDueNotifications(now: Date, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  markNotificationSent(id: string, at: Date): Promise<void>;
  markNotificationRetry(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  markNotificationFailed(id: string, attempts: number, error: string): Promise<void>;
  listOutbox(): Promise<OutboxItem[]>;
  /** Stores one browser error report (release health). */
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
  /**
   * Takes the lease of a periodic task (`task`) for `holder` when its last run finished at least
   * `everyMs` ago and no live lease is held: true for exactly one caller at a time, across
   * processes and instances. The lease ends by itself after `leaseMs` (a holder that died).
   */
  claimTask(task: string, holder: string, now: Date, everyMs: number, leaseMs: number): Promise<boolean>;
  /** Records the task's run as finished at `now` and frees its lease. */
  finishTask(task: string, holder: string, now: Date): Promise<void>;
  /** Commits one tiny write (the health check's probe); rejects when the database refuses writes. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
