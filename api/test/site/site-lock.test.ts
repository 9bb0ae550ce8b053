/**
 * The deploy lock: one writer of release.json at a time, across processes; a lock left behind by
 * a process that died is taken over; a live holder is waited for, then named. The file store
 * changes the release state only under it: concurrent changes each see the one before.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileReleaseStore, lockFile, remoteEntryUrl, SiteLockTimeout, withSiteLock } from '../../src/releases';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('holders never overlap, and each sees what the one before wrote', async () => {
  const file = path.join(site, 'counter.txt');
  fs.writeFileSync(file, '0');
  let inside = 0;
  let overlapped = false;
  await Promise.all(
    Array.from({ length: 8 }, () =>
      withSiteLock(site, async () => {
        inside++;
        overlapped ||= inside > 1;
        const n = Number(fs.readFileSync(file, 'utf8'));
        await pause(5);
        fs.writeFileSync(file, String(n + 1));
        inside--;
      }),
    ),
  );
  expect(overlapped).toBe(false);
  expect(fs.readFileSync(file, 'utf8')).toBe('8');
  expect(fs.existsSync(lockFile(site))).toBe(false);
});

test('a lock left by a process that died is taken over', async () => {
  const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
  fs.writeFileSync(lockFile(site), JSON.stringify({ token: 't', pid: dead, host: os.hostname(), at: new Date().toISOString(), purpose: 'deploy telephony' }));
  await expect(withSiteLock(site, () => 'done', { timeoutMs: 2000 })).resolves.toBe('done');
  expect(fs.existsSync(lockFile(site))).toBe(false);
});

test('a lock older than the stale limit is taken over, whoever holds it', async () => {
  fs.writeFileSync(lockFile(site), JSON.stringify({ token: 't', pid: process.pid, host: 'another-machine', at: '2026-01-01T00:00:00Z', purpose: 'deploy' }));
  const old = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(lockFile(site), old, old);
  await expect(withSiteLock(site, () => 'done', { timeoutMs: 2000, staleMs: 60_000 })).resolves.toBe('done');
});

test('a live holder is waited for; past the timeout the error names it and the lock stays', async () => {
  fs.writeFileSync(lockFile(site), JSON.stringify({ token: 't', pid: process.pid, host: os.hostname(), at: new Date().toISOString(), purpose: 'deploy forms' }));
  const attempt = withSiteLock(site, () => 'never', { timeoutMs: 300 });
  await expect(attempt).rejects.toThrow(SiteLockTimeout);
  await expect(withSiteLock(site, () => 'never', { timeoutMs: 300 })).rejects.toThrow(/locked by another deploy \(deploy forms, pid \d+/);
  expect(JSON.parse(fs.readFileSync(lockFile(site), 'utf8')).token).toBe('t');
});

test('work that throws releases the lock', async () => {
  await expect(withSiteLock(site, () => Promise.reject(new Error('prerender failed')))).rejects.toThrow('prerender failed');
  expect(fs.existsSync(lockFile(site))).toBe(false);
});

test('changes to the release state never overlap: each sees the one before, and every history line is kept', async () => {
  const store = new FileReleaseStore(site);
  const names = ['catalog', 'forms', 'telephony', 'kit_digital', 'chatbot'];
  await Promise.all(
    names.map((name) =>
      store.change(`deploy ${name}`, async (state) => {
        await pause(5);
        return {
          state: { ...state, remotes: [...state.remotes, { name, version: 'v1', entry: remoteEntryUrl(name, 'v1') }] },
          history: [{ action: 'live', remote: name, version: 'v1', by: 'ana' }],
          result: undefined,
        };
      }),
    ),
  );
  expect((await store.read()).remotes.map((r) => r.name).sort()).toEqual([...names].sort());
  expect((await store.history()).map((h) => h.remote).sort()).toEqual([...names].sort());
  expect(fs.existsSync(lockFile(site))).toBe(false);
});

test('a change that throws writes nothing, records nothing and lets go of the lock', async () => {
  const store = new FileReleaseStore(site);
  await store.change('release', (state) => ({ state: { ...state, shell: 's1' }, history: [{ action: 'live', remote: 'shell', version: 's1', by: 'ana' }], result: undefined }));
  const before = fs.readFileSync(path.join(site, 'release.json'), 'utf8');
  await expect(
    store.change('deploy shell', () => {
      throw new Error('the guard refused');
    }),
  ).rejects.toThrow('the guard refused');
  // A state that breaks the schema is refused the same way, before anything is written.
  await expect(store.change('deploy shell', (state) => ({ state: { ...state, shell: '../..' }, history: [{ action: 'live', remote: 'shell', version: '../..', by: 'ana' }], result: undefined }))).rejects.toThrow();
  expect(fs.readFileSync(path.join(site, 'release.json'), 'utf8')).toBe(before);
  expect((await store.history()).map((h) => h.version)).toEqual(['s1']);
  expect(fs.existsSync(lockFile(site))).toBe(false);
});
