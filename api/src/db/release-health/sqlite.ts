import type { SqliteDb } from '../sqlite-file';
import { minuteOf, rowToClientError, VISITS_UPSERT, type ReleaseHealthStore, type VisitCount } from './store';

/** Release health in the SQLite file. */
export function sqliteReleaseHealthStore(db: SqliteDb): ReleaseHealthStore {
  const upsertVisits = db.prepare(VISITS_UPSERT(() => '?'));
  const addVisits = db.transaction((counts: VisitCount[]) => {
    for (const c of counts) upsertVisits.run(c.remote, c.version, c.minute, c.visits);
  });

  return {
    async insertClientError(r) {
      db.prepare('INSERT INTO client_errors (id, created_at, remote, version, kind, message, path) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        r.id,
        r.createdAt,
        r.remote,
        r.version,
        r.kind,
        r.message,
        r.path,
      );
    },
    async addVisits(counts) {
      if (counts.length) addVisits.immediate(counts.map((c) => ({ ...c, minute: new Date(c.minute).toISOString() })));
    },
    async versionHealth(remote, version, since) {
      const from = minuteOf(since).toISOString();
      const visits = db.prepare('SELECT COALESCE(SUM(visits), 0) AS n FROM version_visits WHERE remote = ? AND version = ? AND minute >= ?').get(remote, version, from) as { n: number };
      const errors = db.prepare('SELECT COUNT(*) AS n FROM client_errors WHERE remote = ? AND version = ? AND created_at >= ?').get(remote, version, from) as { n: number };
      return { visits: Number(visits.n), errors: Number(errors.n) };
    },
    async listClientErrors({ since } = {}) {
      const rows = db.prepare('SELECT * FROM client_errors WHERE created_at >= ? ORDER BY created_at, id').all((since ?? new Date(0)).toISOString());
      return (rows as Record<string, unknown>[]).map(rowToClientError);
    },
    async deleteClientErrorsBefore(cutoff) {
      return db.prepare('DELETE FROM client_errors WHERE created_at < ?').run(cutoff.toISOString()).changes;
    },
    async deleteVisitsBefore(cutoff) {
      return db.prepare('DELETE FROM version_visits WHERE minute < ?').run(cutoff.toISOString()).changes;
    },
  };
}
