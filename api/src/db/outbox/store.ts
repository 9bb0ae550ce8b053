import { iso, isoOrNull } from '../rows';

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
 * The e-mail outbox: a row per lead to notify, written with the lead (LeadStore.insertLead, one
 * transaction) and worked off by the outbox worker. SQLite and PostgreSQL implement it
 * (api/test/stores/outbox.contract.ts holds both to the same behaviour).
 */
export interface OutboxStore {
  /** Leases up to `limit` due pending notifications so no other worker sends them meanwhile. */
  claimDueNotifications(now: Date, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  markNotificationSent(id: string, at: Date): Promise<void>;
  markNotificationRetry(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  markNotificationFailed(id: string, attempts: number, error: string): Promise<void>;
  listOutbox(): Promise<OutboxItem[]>;
}

/** A lead's notification, due at once (parameters: id, lead id, due at, created at); same on both databases. */
export const ENQUEUE_NOTIFICATION = (p: (n: number) => string) =>
  `INSERT INTO outbox (id, lead_id, kind, status, attempts, next_attempt_at, created_at) VALUES (${p(1)}, ${p(2)}, 'notify-email', 'pending', 0, ${p(3)}, ${p(4)})`;

/** An outbox row (either database) as an OutboxItem. */
export function rowToOutbox(row: Record<string, unknown>): OutboxItem {
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
