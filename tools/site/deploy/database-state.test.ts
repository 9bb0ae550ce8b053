/**
 * Once a site's release state is in PostgreSQL, a release command or a server run without
 * DATABASE_URL refuses in one line that says what to set, instead of switching (or serving) the
 * stale release.json beside it while the instances follow the database. With DATABASE_URL the
 * same commands work.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseMarkerFile, openReleaseStore, openReleaseStoreOnly, ReleaseStateInDatabase } from '../../../api/src/releases';
import { entryOf, freePort, publishRemote, publishShell, release, snapshot, startPostgres, type TestPostgres, writePages } from '../../../api/testing';
import { routesOf } from '../parts';
import { RUN_TS } from '../../run-ts';

const root = path.resolve(__dirname, '../../..');
let pg: TestPostgres;
let tmp: string;
let site: string;

beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});
beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'database-state-'));
  site = path.join(tmp, 'site');
  publishShell(site, 's1');
  for (const v of ['v1', 'v2']) {
    publishRemote(site, 'telephony', v);
    writePages(site, 's1', 'telephony', v, routesOf('telephony'));
  }
  // Released on one machine first (files), then the cluster's first instance opened the database.
  release(site, { shell: 's1', remotes: [entryOf('telephony', 'v1')] });
  const store = await openReleaseStoreOnly({ siteDir: site, databaseUrl: pg.url });
  await store.close();
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Run = { status: number | null; stdout: string; stderr: string };

/** A command of the tree as an operator runs it, with or without the servers' DATABASE_URL. */
function run(script: string, args: string[], databaseUrl?: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: site, DATA_DIR: path.join(tmp, 'data'), ...extraEnv };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...RUN_TS, script, ...args], { cwd: root, env });
    // A server that started after all would never end by itself.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', () => clearTimeout(timer));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const REFUSAL = /^\[deploy\] Refused: DATABASE_URL is not set, but the release state of .+ is kept in PostgreSQL \(.+release-state-in-postgresql\.json\): set DATABASE_URL to the database the servers share\.\n$/;

test('deploy --to and --list without DATABASE_URL refuse in one line and change nothing; with it they work', async () => {
  expect(fs.existsSync(databaseMarkerFile(site))).toBe(true);
  const before = snapshot(site);

  const [switched, listed] = await Promise.all([run('tools/site/deploy.ts', ['telephony', '--to', 'v2', '--by', 'ana']), run('tools/site/deploy.ts', ['--list'])]);
  for (const refused of [switched, listed]) {
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(REFUSAL);
    expect(refused.stdout).toBe('');
  }
  expect(snapshot(site)).toBe(before);

  const withDatabase = await run('tools/site/deploy.ts', ['--list'], pg.url);
  expect(withDatabase.status).toBe(0);
  expect(withDatabase.stdout).toMatch(/mfe-telephony +v1 \(live\), v2/);
});

test('a server, npm run serve and the release store refuse to open on that site without DATABASE_URL', async () => {
  await expect(openReleaseStore({ siteDir: site })).rejects.toThrow(ReleaseStateInDatabase);
  await expect(openReleaseStoreOnly({ siteDir: site })).rejects.toThrow('DATABASE_URL is not set, but the release state of');
  const serve = await run('tools/site/start.ts', ['--serve-only']);
  expect(serve.status).toBe(1);
  expect(serve.stderr).toContain('DATABASE_URL is not set, but the release state of');
  expect(serve.stdout).not.toContain('The site is running');
  const server = await run('api/src/server.ts', [], undefined, { PORT: String(await freePort()), HOST: '127.0.0.1' });
  expect(server.status).toBe(1);
  expect(server.stderr).toContain('Invalid settings, the server cannot start:\n  - DATABASE_URL is not set, but the release state of');
});
