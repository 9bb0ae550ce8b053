import { LEAD_COLUMNS, type ClientErrorRecord, type Lead, type OutboxItem } from './types';

type Row = Record<string, unknown>;

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/** A leads row (either database) as a Lead. */
export function rowToLead(row: Row): Lead {
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

/** An outbox row (either database) as an OutboxItem. */
export function rowToOutbox(row: Row): OutboxItem {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    status: row.status as OutboxItem['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: iso(row.created_at),
    sentAt: isoOrNull(row.sent_at),
  };
}

/** A client_errors row (either database) as a ClientErrorRecord. */
export function rowToClientError(row: Row): ClientErrorRecord {
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

/** The start of the minute `at` falls in: the key of a version_visits row. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);
