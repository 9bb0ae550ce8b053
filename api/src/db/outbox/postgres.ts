import type { Pool } from 'pg';
import { rowToOutbox, type OutboxStore } from './store';

/** The outbox on PostgreSQL, worked off by several instances at once. */
export function postgresOutboxStore(pool: Pool): OutboxStore {
  return {
    async claimDueNotifications(now, limit, leaseMs) {
      // SKIP LOCKED: several instances can run a worker without sending the same mail twice.
      const { rows } = await pool.query(
        `UPDATE outbox SET locked_until = $2 WHERE id IN (
           SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1)
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + leaseMs), limit],
      );
      return rows.map(rowToOutbox).sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
    },
    async markNotificationSent(id, at) {
      await pool.query(
        `UPDATE outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = $1`,
        [id, at],
      );
    },
    async markNotificationRetry(id, attempts, nextAttemptAt, error) {
      await pool.query('UPDATE outbox SET attempts = $2, next_attempt_at = $3, last_error = $4, locked_until = NULL WHERE id = $1', [
        id,
        attempts,
        nextAttemptAt,
        error,
      ]);
    },
    async markNotificationFailed(id, attempts, error) {
      await pool.query(`UPDATE outbox SET status = 'failed', attempts = $2, last_error = $3, locked_until = NULL WHERE id = $1`, [
        id,
        attempts,
        error,
      ]);
    },
    async listOutbox() {
      const { rows } = await pool.query('SELECT * FROM outbox ORDER BY created_at, id');
      return rows.map(rowToOutbox);
    },
  };
}
