import type { Pool } from 'pg';
import { inTransaction } from '../postgres-pool';
import { minuteOf, rowToClientError, VISITS_UPSERT, type ReleaseHealthStore } from './store';

/** Release health on PostgreSQL: every instance adds to the same rows. */
export function postgresReleaseHealthStore(pool: Pool): ReleaseHealthStore {
  return {
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
  };
}
