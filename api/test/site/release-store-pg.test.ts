import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openReleaseStore, remoteEntryUrl, writeStateFile, type ReleaseState, type ReleaseStore } from '../../src/releases';
import { startPostgres, type TestPostgres } from '../../testing/postgres';

/**
 * With DATABASE_URL the release state, its lock and its history are rows in PostgreSQL: every
 * instance and deploy machine changes them in one transaction on the state as the previous change
 * left it, and every instance follows a switch within a second.
 *
 * Mutation tried: the state read without FOR UPDATE (no row lock) makes the first two tests fail
 * (a deploy's change is lost; the canary is rolled back more than once).
 */
let pg: TestPostgres;
let tmp: string;
const opened: { store: ReleaseStore; watcher: { close: () => void } }[] = [];

beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-pg-'));
});
afterEach(async () => {
  for (const o of opened.splice(0)) {
    o.watcher.close();
    await o.store.close();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** One instance (or deploy machine) of the site: its own site folder path, the shared database. */
async function instance(databaseUrl: string) {
  const o = await openReleaseStore({ siteDir: path.join(tmp, `site-${opened.length}`), databaseUrl });
  opened.push(o);
  return o;
}

/** A fresh database for one test (the store's tables live in it). */
async function freshDatabase(name: string): Promise<string> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return pg.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

const telephony = (version: string) => ({ name: 'telephony', version, entry: remoteEntryUrl('telephony', version) });
const forms = (version: string) => ({ name: 'forms', version, entry: remoteEntryUrl('forms', version) });

test('two deploys from two machines at the same moment both land, each recorded once', async () => {
  const url = await freshDatabase('release_concurrent');
  const a = await instance(url);
  const b = await instance(url);
  await a.store.change('seed', () => ({ state: { shell: 's1', remotes: [telephony('t1'), forms('f1')], canaries: [] }, result: undefined }));
  const slowly = (fn: (s: ReleaseState) => ReleaseState, line: { remote: string; version: string }) => async (state: ReleaseState) => {
    await new Promise((resolve) => setTimeout(resolve, 50)); // both are inside their change at once
    return { state: fn(state), history: [{ action: 'live' as const, ...line, by: 'test' }], result: undefined };
  };
  await Promise.all([
    a.store.change('deploy telephony', slowly((s) => ({ ...s, remotes: s.remotes.map((r) => (r.name === 'telephony' ? telephony('t2') : r)) }), { remote: 'telephony', version: 't2' })),
    b.store.change('deploy forms', slowly((s) => ({ ...s, remotes: s.remotes.map((r) => (r.name === 'forms' ? forms('f2') : r)) }), { remote: 'forms', version: 'f2' })),
  ]);
  expect((await a.store.read()).remotes.map((r) => `${r.name}@${r.version}`).sort()).toEqual(['forms@f2', 'telephony@t2']);
  expect((await b.store.history()).map((h) => `${h.remote}@${h.version}`).sort()).toEqual(['forms@f2', 'telephony@t2']);
});

test('a change that throws changes nothing; a canary is dropped by exactly one of several instances', async () => {
  const url = await freshDatabase('release_once');
  const instances = await Promise.all([instance(url), instance(url), instance(url)]);
  const canary = { name: 'telephony', version: 't2', percent: 10, since: new Date().toISOString(), by: 'ana' };
  await instances[0].store.change('seed', () => ({ state: { shell: 's1', remotes: [telephony('t1')], canaries: [canary] }, result: undefined }));
  await expect(instances[1].store.change('refused', () => Promise.reject(new Error('guard refused')))).rejects.toThrow('guard refused');

  const dropped = await Promise.all(
    instances.map(({ store }) =>
      store.change('auto-rollback', (state) => {
        if (!state.canaries.length) return { result: false };
        return { state: { ...state, canaries: [] }, history: [{ action: 'auto-rollback' as const, remote: 'telephony', version: 't1', from: 't2', by: 'server' }], result: true };
      }),
    ),
  );
  expect(dropped.filter(Boolean)).toHaveLength(1);
  expect((await instances[2].store.history()).filter((h) => h.action === 'auto-rollback')).toHaveLength(1);
});

test('every instance serves a switch made elsewhere within 2 s', async () => {
  const url = await freshDatabase('release_follow');
  const deployer = await instance(url);
  const servers = await Promise.all([instance(url), instance(url)]);
  await deployer.store.change('seed', () => ({ state: { shell: 's1', remotes: [telephony('t1')], canaries: [] }, result: undefined }));
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(servers.map((s) => s.watcher.current().shell)).toEqual(['s1', 's1']);

  const switched = Date.now();
  await deployer.store.change('shell', (state) => ({ state: { ...state, shell: 's2' }, result: undefined }));
  const followed = await Promise.all(
    servers.map(async (s) => {
      while (s.watcher.current().shell !== 's2') {
        if (Date.now() - switched > 2_000) throw new Error('an instance still serves the old release after 2 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Date.now() - switched;
    }),
  );
  expect(Math.max(...followed)).toBeLessThanOrEqual(2_000);
});

test('a site that kept its release in files is carried over to the database once', async () => {
  const url = await freshDatabase('release_carry');
  const siteDir = path.join(tmp, 'site-files');
  writeStateFile(siteDir, { shell: 's9', remotes: [telephony('t9')], canaries: [] });
  fs.writeFileSync(path.join(siteDir, 'deploy-history.jsonl'), JSON.stringify({ at: '2026-11-01T00:00:00.000Z', action: 'live', remote: 'telephony', version: 't9', by: 'ana' }) + '\n');
  const first = await openReleaseStore({ siteDir, databaseUrl: url });
  opened.push(first);
  expect(await first.store.read()).toEqual({ shell: 's9', remotes: [telephony('t9')], canaries: [] });
  await first.store.change('shell', (state) => ({ state: { ...state, shell: 's10' }, result: undefined }));
  // Opening again never overwrites what the database holds with the files.
  const second = await openReleaseStore({ siteDir, databaseUrl: url });
  opened.push(second);
  expect((await second.store.read()).shell).toBe('s10');
  expect((await second.store.history()).map((h) => h.version)).toEqual(['t9']);
});
