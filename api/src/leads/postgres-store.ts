import { randomUUID } from 'node:crypto';
import { inTransaction, timedQuery, openPostgresPool } from '../db/postgres-pool';
import { postgresCvStore } from './cv-store';
import { CLAIM_TASK, ENSURE_TASK, FINISH_TASK, MIGRATIONS, MIGRATIONS_TABLE, PROBE_WRITE, VISITS_UPSERT } from './schema';
import { leadValues, minuteOf, rowToClientError, rowToLead, rowToOutbox } from './rows';
import { LEAD_COLUMNS, type LeadStore } from './types';

const columns = LEAD_COLUMNS.map(([, c]) => c).join(', ');
const placeholders = LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
const $ = (n: number) => `$${n}`;
// Any constant works; it only keeps two instances starting at once from migrating twice.
const MIGRATION_LOCK = 7_341_002;

/**
 * The same store on PostgreSQL (DATABASE_URL=postgres://…); tables are created on start. CVs are
 * rows of `cv_files`, so every instance sharing the database sees them.
 */
export async function openPostgresLeadStore(connectionString: string): Promise<LeadStore> {
  // A lost connection (a database restart) never ends the process; the pool replaces it.
  const pool = openPostgresPool(connectionString, { max: 10 });

  try {
    await inTransaction(pool, async (client) => {
      await client.query(timedQuery('SELECT pg_advisory_xact_lock($1)', 30_000, [MIGRATION_LOCK]));
      await client.query(MIGRATIONS_TABLE);
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => Number(r.version)));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.statements('postgres')) await client.query(statement);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, new Date().toISOString()]);
      }
    });
  } catch (error) {
    // Not reachable, or the migration failed: nothing is left open behind the refused start.
    await pool.end().catch(() => undefined);
    throw error;
  }

  return {
    kind: 'postgres',
    cvs: postgresCvStore(pool),
    pool,
    async insertLead(lead, { notify, idempotencyKey }) {
      // synchronous_commit is on by default: COMMIT returns once the WAL is flushed.
      return inTransaction<'stored' | 'repeat'>(pool, async (client) => {
        // A second insert with the same key waits for the first to commit, then does nothing.
        const { rowCount } = await client.query(
          `INSERT INTO leads (${columns}, idempotency_key) VALUES (${placeholders}, $${LEAD_COLUMNS.length + 1}) ON CONFLICT (idempotency_key) DO NOTHING`,
          [...leadValues(lead), idempotencyKey ?? null],
        );
        if (rowCount === 0) return 'repeat';
        if (notify) {
          await client.query(
            `INSERT INTO outbox (id, lead_id, kind, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, 'notify-email', 'pending', 0, $3, $3)`,
            [randomUUID(), lead.id, lead.createdAt],
          );
        }
        return 'stored';
      });
    },
    async getLead(id) {
      const { rows } = await pool.query('SELECT * FROM leads WHERE id = $1', [id]);
      return rows[0] ? rowToLead(rows[0]) : undefined;
    },
    async listLeads({ since } = {}) {
      const { rows } = since
        ? await pool.query('SELECT * FROM leads WHERE created_at >= $1 ORDER BY created_at, id', [since])
        : await pool.query('SELECT * FROM leads ORDER BY created_at, id');
      return rows.map(rowToLead);
    },
    async countLeads() {
      const { rows } = await pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM leads');
      return Number(rows[0].n);
    },
    async deleteLeadsCreatedBefore(cutoff) {
      const { rows } = await pool.query('DELETE FROM leads WHERE created_at < $1 RETURNING *', [cutoff]);
      return rows.map(rowToLead).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async listCvPaths() {
      const { rows } = await pool.query<{ cv_path: string }>('SELECT cv_path FROM leads WHERE cv_path IS NOT NULL');
      return rows.map((r) => r.cv_path);
    },
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
    async insertClientError(r) {
      await pool.query('INSERT INTO client_errors (id, created_at, remote, version, kind, message, path) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        r.id,
        r.createdAt,
        r.remote,
        r.version,
        r.kind,
        r.message,
        r.path,
      ]);
    },
    async addVisits(counts) {
      if (!counts.length) return;
      await inTransaction(pool, async (client) => {
        for (const c of counts) await client.query(VISITS_UPSERT((n) => `$${n}`), [c.remote, c.version, new Date(c.minute), c.visits]);
      });
    },
    async versionHealth(remote, version, since) {
      const from = minuteOf(since);
      const visits = await pool.query<{ n: string }>('SELECT COALESCE(SUM(visits), 0) AS n FROM version_visits WHERE remote = $1 AND version = $2 AND minute >= $3', [remote, version, from]);
      const errors = await pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM client_errors WHERE remote = $1 AND version = $2 AND created_at >= $3', [remote, version, from]);
      return { visits: Number(visits.rows[0].n), errors: Number(errors.rows[0].n) };
    },
    async listClientErrors({ since } = {}) {
      const { rows } = await pool.query('SELECT * FROM client_errors WHERE created_at >= $1 ORDER BY created_at, id', [since ?? new Date(0)]);
      return rows.map(rowToClientError);
    },
    async deleteClientErrorsBefore(cutoff) {
      return (await pool.query('DELETE FROM client_errors WHERE created_at < $1', [cutoff])).rowCount ?? 0;
    },
    async deleteVisitsBefore(cutoff) {
      return (await pool.query('DELETE FROM version_visits WHERE minute < $1', [cutoff])).rowCount ?? 0;
    },
    async claimTask(task, holder, now, everyMs, leaseMs) {
      await pool.query(ENSURE_TASK($), [task]);
      const { rowCount } = await pool.query(CLAIM_TASK($), [new Date(now.getTime() + leaseMs), holder, task, now, new Date(now.getTime() - everyMs)]);
      return rowCount === 1;
    },
    async finishTask(task, holder, now) {
      await pool.query(FINISH_TASK($), [now, task, holder]);
    },
    async probeWrite() {
      await pool.query(PROBE_WRITE((n) => `$${n}`), [new Date()]);
    },
    async close() {
      await pool.end();
    },
  };
}
