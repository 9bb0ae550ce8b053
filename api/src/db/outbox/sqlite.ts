import type { SqliteDb } from '../sqlite-file';
import { rowToOutbox, type OutboxStore } from './store';

/** The outbox in the SQLite file (one writer: a lease is a plain UPDATE inside an IMMEDIATE transaction). */
export function sqliteOutboxStore(db: SqliteDb): OutboxStore {
  const claim = db.transaction((now: string, limit: number, leaseUntil: string) => {
    const rows = db
      .prepare(
        `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
         ORDER BY next_attempt_at LIMIT ?`,
      )
      .all(now, now, limit) as Record<string, unknown>[];
    const lock = db.prepare('UPDATE outbox SET locked_until = ? WHERE id = ?');
    for (const row of rows) lock.run(leaseUntil, row.id);
    return rows.map(rowToOutbox);
  });

  return {
    async claimDueNotifications(now, limit, leaseMs) {
      return claim.immediate(now.toISOString(), limit, new Date(now.getTime() + leaseMs).toISOString());
    },
    async markNotificationSent(id, at) {
      db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = ?`).run(
        at.toISOString(),
        id,
      );
    },
    async markNotificationRetry(id, attempts, nextAttemptAt, error) {
      db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, locked_until = NULL WHERE id = ?').run(
        attempts,
        nextAttemptAt.toISOString(),
        error,
        id,
      );
    },
    async markNotificationFailed(id, attempts, error) {
      db.prepare(`UPDATE outbox SET status = 'failed', attempts = ?, last_error = ?, locked_until = NULL WHERE id = ?`).run(attempts, error, id);
    },
    async listOutbox() {
      return (db.prepare('SELECT * FROM outbox ORDER BY created_at, id').all() as Record<string, unknown>[]).map(rowToOutbox);
    },
  };
}
