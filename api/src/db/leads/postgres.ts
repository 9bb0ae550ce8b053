import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { inTransaction } from '../postgres-pool';
import { ENQUEUE_NOTIFICATION } from '../outbox/store';
import { postgresCvStore } from './cv-store';
import { INSERT_LEAD, leadValues, rowToLead, type LeadStore } from './store';

const $ = (n: number) => `$${n}`;

/** The leads on PostgreSQL; CVs are rows of `cv_files`, so every instance sharing the database sees them. */
export function postgresLeadStore(pool: Pool): LeadStore {
  return {
    cvs: postgresCvStore(pool),
    async insertLead(lead, { notify, idempotencyKey }) {
      // synchronous_commit is on by default: COMMIT returns once the WAL is flushed.
      return inTransaction<'stored' | 'repeat'>(pool, async (client) => {
        // A second insert with the same key waits for the first to commit, then does nothing.
        const { rowCount } = await client.query(INSERT_LEAD($), [...leadValues(lead), idempotencyKey ?? null]);
        if (rowCount === 0) return 'repeat';
        if (notify) await client.query(ENQUEUE_NOTIFICATION($), [randomUUID(), lead.id, lead.createdAt, lead.createdAt]);
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
  };
}
