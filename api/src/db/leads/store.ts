import type { CvStore } from './cv-store';
import { iso } from '../rows';

/** Where a lead came from: the /contacto form, the /telefonia dialog or the job application. */
export type LeadOrigin = 'contact' | 'telephony' | 'application';

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

/**
 * The leads and their CVs; SQLite (default) and PostgreSQL implement it
 * (api/test/stores/leads.contract.ts holds both to the same behaviour).
 */
export interface LeadStore {
  /** Where the CVs the leads point to are kept (files beside SQLite, a table of PostgreSQL). */
  readonly cvs: CvStore;
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
}

const columns = LEAD_COLUMNS.map(([, c]) => c).join(', ');

/** The lead insert of both databases; a key already stored is the same submission again, and nothing is inserted. */
export const INSERT_LEAD = (p: (n: number) => string) =>
  `INSERT INTO leads (${columns}, idempotency_key) VALUES (${LEAD_COLUMNS.map((_, i) => p(i + 1)).join(', ')}, ${p(LEAD_COLUMNS.length + 1)}) ON CONFLICT (idempotency_key) DO NOTHING`;

/** A leads row (either database) as a Lead. */
export function rowToLead(row: Record<string, unknown>): Lead {
  const lead = {} as Record<string, unknown>;
  for (const [key, column] of LEAD_COLUMNS) {
    const value = row[column];
    lead[key] = value === undefined ? null : value;
  }
  lead.createdAt = iso(row.created_at);
  lead.consentAt = iso(row.consent_at);
  if (lead.lineQuantity !== null) lead.lineQuantity = Number(lead.lineQuantity);
  if (lead.cvSize !== null) lead.cvSize = Number(lead.cvSize);
  return lead as Lead;
}

/** The values of a Lead in LEAD_COLUMNS order. */
export function leadValues(lead: Lead): unknown[] {
  return LEAD_COLUMNS.map(([key]) => lead[key] ?? null);
}
