import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';

/** A fresh temp folder, removed by the caller. */
export const makeTempDir = (prefix = 'leads-test-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The real app on a real socket with its real database, as the API tests use it. */
export type LeadApp = {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  postJson: (body: unknown, headers?: Record<string, string>) => Promise<Response>;
  postRaw: (body: BodyInit | undefined, headers?: Record<string, string>) => Promise<Response>;
  postForm: (form: FormData) => Promise<Response>;
  /** Rows of the leads table, read through a separate connection. */
  rows: () => Record<string, unknown>[];
  outboxRows: () => Record<string, unknown>[];
  /** Files in <dataDir>/cvs. */
  cvFiles: () => string[];
  close: () => Promise<void>;
};

/**
 * buildApp with a temp data dir and silent logs, listening on a free loopback port. The
 * machine's environment is left out (`env: {}`): a test sets what it needs as typed options.
 */
export async function startLeadApp(options: BuildOptions & { keepDataDir?: boolean } = {}): Promise<LeadApp> {
  const dataDir = options.dataDir ?? makeTempDir();
  // Never the repository's var/site: a test's release state (with DATABASE_URL, its marker that
  // the state lives in PostgreSQL) must not become the site a developer then starts.
  const siteDir = options.siteDir ?? makeTempDir('site-');
  const { keepDataDir, ...overrides } = options;
  const app = await buildApp({ env: {}, logLevel: 'silent', rateLimitPerMinute: 10_000, ...overrides, dataDir, siteDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/contact`;
  const dbFile = path.join(dataDir, 'leads.sqlite');
  const query = (sql: string) => {
    if (!fs.existsSync(dbFile)) return [];
    return withSqliteFile(dbFile, (db) => db.prepare(sql).all() as Record<string, unknown>[], { readOnly: true });
  };
  return {
    app,
    url,
    dataDir,
    postJson: (body, headers = {}) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    postRaw: (body, headers = {}) => fetch(url, { method: 'POST', headers, body }),
    postForm: (form) => fetch(url, { method: 'POST', body: form }),
    rows: () => query('SELECT * FROM leads ORDER BY created_at, id'),
    outboxRows: () => query('SELECT * FROM outbox ORDER BY created_at, id'),
    cvFiles: () => {
      const dir = path.join(dataDir, 'cvs');
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    },
    close: async () => {
      await app.close();
      if (!keepDataDir && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (!options.siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
    },
  };
}
