/**
 * The one place where the site's tables are defined, for both databases (each store owns its
 * tables: leads and cv_files, outbox, client_errors and version_visits, maintenance_runs,
 * storage_probe; PostgreSQL also holds bot_sessions and rate_limits).
 * Migrations only ever append; each runs once and is recorded in schema_migrations.
 */
export type Dialect = 'sqlite' | 'postgres';

// SQLite keeps timestamps as ISO-8601 UTC text (which sorts and compares correctly);
// PostgreSQL uses timestamptz. Everything else is the same on both.
const types = {
  sqlite: { ts: 'TEXT' },
  postgres: { ts: 'TIMESTAMPTZ' },
} as const;

/** Ordered migrations; add new ones at the end, never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; statements: (d: Dialect) => string[] }> = [
  {
    version: 1,
    statements: (d) => {
      const { ts } = types[d];
      return [
        `CREATE TABLE IF NOT EXISTS leads (
          id TEXT PRIMARY KEY,
          origin TEXT NOT NULL CHECK (origin IN ('contact', 'telephony', 'application')),
          created_at ${ts} NOT NULL,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          phone TEXT,
          company TEXT,
          service TEXT,
          message TEXT,
          position TEXT,
          experience TEXT,
          request_type TEXT,
          offer_details TEXT,
          plan_mode TEXT,
          line_type TEXT,
          line_quantity INTEGER,
          company_name TEXT,
          consent_at ${ts} NOT NULL,
          policy_version TEXT NOT NULL,
          cv_path TEXT,
          cv_original_name TEXT,
          cv_mime TEXT,
          cv_size INTEGER
        )`,
        `CREATE INDEX IF NOT EXISTS leads_created_at_idx ON leads (created_at)`,
        `CREATE TABLE IF NOT EXISTS outbox (
          id TEXT PRIMARY KEY,
          lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at ${ts} NOT NULL,
          locked_until ${ts},
          last_error TEXT,
          created_at ${ts} NOT NULL,
          sent_at ${ts}
        )`,
        `CREATE INDEX IF NOT EXISTS outbox_due_idx ON outbox (status, next_attempt_at)`,
        `CREATE INDEX IF NOT EXISTS outbox_lead_idx ON outbox (lead_id)`,
      ];
    },
  },
  {
    version: 2,
    // One row that the health check rewrites to prove the database still takes writes.
    statements: (d) => [`CREATE TABLE IF NOT EXISTS storage_probe (id INTEGER PRIMARY KEY, checked_at ${types[d].ts} NOT NULL)`],
  },
  {
    version: 3,
    // Release health: browser errors inside a remote, and page views per remote version, so the
    // error rate of a canary can be compared with the stable version's. No personal data: no
    // address, no user agent, no query string; `path` is a route of the site.
    statements: (d) => {
      const { ts } = types[d];
      return [
        `CREATE TABLE IF NOT EXISTS client_errors (
          id TEXT PRIMARY KEY,
          created_at ${ts} NOT NULL,
          remote TEXT NOT NULL,
          version TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('load', 'render', 'script')),
          message TEXT NOT NULL,
          path TEXT NOT NULL
        )`,
        `CREATE INDEX IF NOT EXISTS client_errors_version_idx ON client_errors (remote, version, created_at)`,
        `CREATE TABLE IF NOT EXISTS version_visits (
          remote TEXT NOT NULL,
          version TEXT NOT NULL,
          minute ${ts} NOT NULL,
          visits INTEGER NOT NULL,
          PRIMARY KEY (remote, version, minute)
        )`,
      ];
    },
  },
  {
    version: 4,
    // Several instances, one site (docs/operations.md): a lead's idempotency key is unique, so a
    // resent submission stores nothing new whichever instance answers it; a row lease runs the
    // daily retention on one instance at a time. On PostgreSQL, what one instance's memory or disk
    // held moves here too: CVs, NavegaBot's sessions and the per-minute rate-limit counters.
    statements: (d) => {
      const { ts } = types[d];
      const common = [
        `ALTER TABLE leads ADD COLUMN idempotency_key TEXT`,
        // NULLs never collide (a script-less post carries no key), on both databases.
        `CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_key_idx ON leads (idempotency_key)`,
        `CREATE TABLE IF NOT EXISTS maintenance_runs (
          task TEXT PRIMARY KEY,
          last_run_at ${ts},
          lease_until ${ts},
          holder TEXT
        )`,
      ];
      if (d === 'sqlite') return common;
      return [
        ...common,
        `CREATE TABLE IF NOT EXISTS cv_files (
          path TEXT PRIMARY KEY,
          content BYTEA NOT NULL,
          created_at ${ts} NOT NULL
        )`,
        `CREATE TABLE IF NOT EXISTS bot_sessions (
          name TEXT PRIMARY KEY,
          turns TEXT NOT NULL,
          touched_at BIGINT NOT NULL
        )`,
        `CREATE INDEX IF NOT EXISTS bot_sessions_touched_idx ON bot_sessions (touched_at)`,
        // Times in epoch milliseconds, as @fastify/rate-limit counts them.
        `CREATE TABLE IF NOT EXISTS rate_limits (
          key TEXT PRIMARY KEY,
          hits INTEGER NOT NULL,
          window_ends BIGINT NOT NULL
        )`,
        `CREATE INDEX IF NOT EXISTS rate_limits_window_idx ON rate_limits (window_ends)`,
      ];
    },
  },
];

/** The bookkeeping table itself (same on both databases). */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`;
