/** Where a lead came from: the /contacto form, the /telefonia dialog or the job application. */
export type LeadOrigin = 'contact' | 'telephony' | 'application';

/** A stored CV: the file lives at `<dataDir>/<path>`, never under a served folder. */
export type StoredCv = {
  /** Relative to the data dir, e.g. `cvs/<uuid>.pdf`. */
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

/**
 * The one storage interface of the lead pipeline; SQLite (default) and PostgreSQL implement it.
 * Every write has been committed (and, for SQLite, fsync'd) when its promise resolves.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Inserts the lead and, when `notify`, its outbox row, in one transaction. */
  insertLead(lead: Lead, options: { notify: boolean }): Promise<void>;
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
  /** Commits one tiny write (the health check's probe); rejects when the database refuses writes. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
