import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { fileCvStore } from './cv-store';
import { CLAIM_TASK, ENSURE_TASK, FINISH_TASK, MIGRATIONS, MIGRATIONS_TABLE, PROBE_WRITE, VISITS_UPSERT } from './schema';
import { leadValues, minuteOf, rowToClientError, rowToLead, rowToOutbox } from './rows';
import { LEAD_COLUMNS, type Lead, type LeadStore, type OutboxItem } from './types';

const columns = LEAD_COLUMNS.map(([, c]) => c).join(', ');
const placeholders = LEAD_COLUMNS.map(() => '?').join(', ');

/**
 * The default store: one SQLite file, WAL journal, fsync on every commit (synchronous=FULL); CVs
 * are files in `<dataDir>/cvs` (the file's folder unless told).
 */
export function openSqliteLeadStore(file: string, dataDir = path.dirname(file)): LeadStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is fsync'd at each commit, so an acknowledged lead survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  db.exec(MIGRATIONS_TABLE);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((r) => (r as { version: number }).version));
  db.transaction(() => {
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements('sqlite')) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, new Date().toISOString());
    }
  }).immediate();

  // A key already stored is the same submission again: nothing is inserted (changes = 0).
  const insertLeadStmt = db.prepare(
    `INSERT INTO leads (${columns}, idempotency_key) VALUES (${placeholders}, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const insertOutboxStmt = db.prepare(
    `INSERT INTO outbox (id, lead_id, kind, status, attempts, next_attempt_at, created_at) VALUES (?, ?, 'notify-email', 'pending', 0, ?, ?)`,
  );
  const insertWithOutbox = db.transaction((lead: Lead, notify: boolean, idempotencyKey: string | null): 'stored' | 'repeat' => {
    if (insertLeadStmt.run(...leadValues(lead), idempotencyKey).changes === 0) return 'repeat';
    if (notify) insertOutboxStmt.run(randomUUID(), lead.id, lead.createdAt, lead.createdAt);
    return 'stored';
  });
  const claimTask = db.transaction((task: string, holder: string, leaseUntil: string, now: string, ranBefore: string) => {
    db.prepare(ENSURE_TASK(() => '?')).run(task);
    return db.prepare(CLAIM_TASK(() => '?')).run(leaseUntil, holder, task, now, ranBefore).changes === 1;
  });
  const deleteBefore = db.transaction((cutoff: string) => {
    const rows = db.prepare('SELECT * FROM leads WHERE created_at < ? ORDER BY created_at').all(cutoff) as Record<string, unknown>[];
    db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff);
    return rows.map(rowToLead);
  });
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

  const upsertVisits = db.prepare(VISITS_UPSERT(() => '?'));
  const addVisits = db.transaction((counts: { remote: string; version: string; minute: string; visits: number }[]) => {
    for (const c of counts) upsertVisits.run(c.remote, c.version, c.minute, c.visits);
  });

  const listCvPaths = async () => (db.prepare('SELECT cv_path FROM leads WHERE cv_path IS NOT NULL').all() as { cv_path: string }[]).map((r) => r.cv_path);

  return {
    kind: 'sqlite',
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
    async listOutbox(): Promise<OutboxItem[]> {
      return (db.prepare('SELECT * FROM outbox ORDER BY created_at, id').all() as Record<string, unknown>[]).map(rowToOutbox);
    },
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
    async claimTask(task, holder, now, everyMs, leaseMs) {
      return claimTask.immediate(task, holder, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), new Date(now.getTime() - everyMs).toISOString());
    },
    async finishTask(task, holder, now) {
      db.prepare(FINISH_TASK(() => '?')).run(now.toISOString(), task, holder);
    },
    async probeWrite() {
      db.prepare(PROBE_WRITE(() => '?')).run(new Date().toISOString());
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
