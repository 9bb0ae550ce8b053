/**
 * Backup and restore as docs/operations.md tells an operator to do them (issue 33), on real
 * databases: leads (one with a CV) stored through the running server, backed up while it runs,
 * restored into a fresh DATA_DIR or a fresh PostgreSQL database, and found again by the staff
 * export (CV bytes included) with a server started on the restored data.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { runLeadsCli } from '../../src/cli/leads';
import { SQLITE_FILE } from '../../src/db';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { findPgBin, startPostgres, type TestPostgres } from '../../testing/postgres';

jest.setTimeout(90_000);
const run = promisify(execFile);

const cv = Buffer.concat([cvFiles.pdf(), Buffer.from('CV-DE-COPIA-7731')]);

async function cli(argv: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runLeadsCli(argv, { env, stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}

/** A contact lead and a job application with its CV, through the running server. */
async function storeLeads(app: LeadApp) {
  expect((await app.postJson({ ...validContact(), email: 'contacto.copia@example.com' })).status).toBe(201);
  const form = applicationForm({ ...validApplicationFields(), email: 'candidata.copia@example.com' }, { name: 'cv.pdf', content: cv });
  expect((await app.postForm(form)).status).toBe(201);
}

/** What the staff export finds with `env`, and the bytes of the CVs it copies. */
async function exported(env: Record<string, string>, cvDir: string) {
  const { code, out } = await cli(['export', '--format', 'json', '--cv-dir', cvDir], env);
  expect(code).toBe(0);
  const leads = JSON.parse(out) as Array<{ email: string; cvFile: string | null }>;
  return {
    emails: leads.map((l) => l.email).sort(),
    cvs: leads.flatMap((l) => (l.cvFile ? [fs.readFileSync(l.cvFile)] : [])),
  };
}

test('SQLite: `npm run leads -- backup` while the server runs; the folder as a fresh DATA_DIR serves every lead and CV', async () => {
  const tmp = makeTempDir('backup-sqlite-');
  const siteDir = path.join(tmp, 'site');
  const live = await startLeadApp({ siteDir });
  try {
    await storeLeads(live);
    // The leads are still in the WAL here: a copy of leads.sqlite alone would not have them.
    const backup = path.join(tmp, 'copia-2026-11-29');
    const made = await cli(['backup', '--out', backup], { DATA_DIR: live.dataDir });
    expect(made).toMatchObject({ code: 0, out: expect.stringContaining('2 lead(s), 1 CV(s)') });
    // A second backup into the same folder is refused (the command exits 1 with the message): nothing is overwritten.
    await expect(cli(['backup', '--out', backup], { DATA_DIR: live.dataDir })).rejects.toThrow('ya existe y no está vacía');
    // A lead after the backup is not in it.
    expect((await live.postJson({ ...validContact(), email: 'despues@example.com' })).status).toBe(201);
  } catch (error) {
    await live.close();
    throw error;
  }
  // The machine is lost: only the backup is left.
  await live.close();

  const restored = path.join(tmp, 'data');
  fs.cpSync(path.join(tmp, 'copia-2026-11-29'), restored, { recursive: true });
  const back = await startLeadApp({ dataDir: restored, siteDir });
  try {
    expect(fs.readdirSync(restored).sort()).toEqual(expect.arrayContaining(['cvs', SQLITE_FILE]));
    const found = await exported({ DATA_DIR: restored }, path.join(tmp, 'export-cvs'));
    expect(found.emails).toEqual(['candidata.copia@example.com', 'contacto.copia@example.com']);
    expect(found.cvs).toEqual([cv]);
    // And the restored store takes new leads.
    expect((await back.postJson(validContact())).status).toBe(201);
    expect(back.rows()).toHaveLength(3);
  } finally {
    await back.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('backup refuses with DATABASE_URL and points to pg_dump', async () => {
  const { code, err } = await cli(['backup', '--out', path.join(makeTempDir(), 'x')], { DATABASE_URL: 'postgres://nadie@127.0.0.1:1/nada' });
  expect(code).toBe(2);
  expect(err).toContain('pg_dump -Fc');
});

describe('PostgreSQL: pg_dump -Fc and pg_restore into a fresh database', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(() => pg?.stop());

  test('the restored database serves every lead and its CV (a row, so it comes along)', async () => {
    const bin = findPgBin() as string;
    const tmp = makeTempDir('backup-pg-');
    const siteDir = path.join(tmp, 'site');
    const dump = path.join(tmp, 'leads.dump');
    const live = await startLeadApp({ databaseUrl: pg.url, siteDir });
    try {
      await storeLeads(live);
      await run(path.join(bin, 'pg_dump'), ['-Fc', '-d', pg.url, '-f', dump]);
    } finally {
      await live.close();
    }

    // A fresh database on the same server stands for the new one.
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('CREATE DATABASE leads_restored');
    await admin.end();
    const restoredUrl = pg.url.replace(/\/leads_test$/, '/leads_restored');
    await run(path.join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', restoredUrl, dump]);

    const back = await startLeadApp({ databaseUrl: restoredUrl, siteDir });
    try {
      const found = await exported({ DATABASE_URL: restoredUrl, DATA_DIR: path.join(tmp, 'data') }, path.join(tmp, 'export-cvs'));
      expect(found.emails).toEqual(['candidata.copia@example.com', 'contacto.copia@example.com']);
      expect(found.cvs).toEqual([cv]);
      expect((await back.postJson(validContact())).status).toBe(201);
    } finally {
      await back.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
