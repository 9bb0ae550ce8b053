import { randomUUID } from 'node:crypto';
import type { SqliteDb } from '../sqlite-file';
import { ENQUEUE_NOTIFICATION } from '../outbox/store';
import { fileCvStore } from './cv-store';
import { INSERT_LEAD, leadValues, rowToLead, type Lead, type LeadStore } from './store';

/** The leads in the SQLite file; CVs are files in `<dataDir>/cvs`. */
export function sqliteLeadStore(db: SqliteDb, dataDir: string): LeadStore {
  const insertLeadStmt = db.prepare(INSERT_LEAD(() => '?'));
  const insertOutboxStmt = db.prepare(ENQUEUE_NOTIFICATION(() => '?'));
  const insertWithOutbox = db.transaction((lead: Lead, notify: boolean, idempotencyKey: string | null): 'stored' | 'repeat' => {
    // A key already stored: nothing was inserted (changes = 0).
    if (insertLeadStmt.run(...leadValues(lead), idempotencyKey).changes === 0) return 'repeat';
    if (notify) insertOutboxStmt.run(randomUUID(), lead.id, lead.createdAt, lead.createdAt);
    return 'stored';
  });
  const deleteBefore = db.transaction((cutoff: string) => {
    const rows = db.prepare('SELECT * FROM leads WHERE created_at < ? ORDER BY created_at').all(cutoff) as Record<string, unknown>[];
    db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff);
    return rows.map(rowToLead);
  });
  const listCvPaths = async () => (db.prepare('SELECT cv_path FROM leads WHERE cv_path IS NOT NULL').all() as { cv_path: string }[]).map((r) => r.cv_path);

  return {
    cvs: fileCvStore(dataDir, listCvPaths),
    async insertLead(lead, { notify, idempotencyKey }) {
      return insertWithOutbox.immediate(lead, notify, idempotencyKey ?? null);
    },
    async getLead(id) {
      const row = db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as Record<string, unknown> | undefined;
      return row ? rowToLead(row) : undefined;
    },
    async listLeads({ since } = {}) {
      const rows = since
        ? db.prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id').all(since.toISOString())
        : db.prepare('SELECT * FROM leads ORDER BY created_at, id').all();
      return (rows as Record<string, unknown>[]).map(rowToLead);
    },
    async countLeads() {
      return (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    },
    async deleteLeadsCreatedBefore(cutoff) {
      return deleteBefore.immediate(cutoff.toISOString());
    },
    listCvPaths,
  };
}
