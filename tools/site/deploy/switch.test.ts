/**
 * What operators do with a canary and old versions, of a remote or of the shell: start one,
 * promote it or drop it, switch back, prune old versions; each change is one locked rewrite of
 * release.json and one line of history. The site is written by hand with every page in place, so
 * the tools find nothing left to prerender (no real build needed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileReleaseStore, liveVersion, notFoundFile, pageFile, readStateFile, type ReleaseState } from '../../../api/src/releases';
import { CURRENT_CONTRACT, entryOf, publishRemote, publishShell, release, writePages } from '../../../api/testing';
import { findPart, routesOf } from '../parts';
import { DeployRefused } from './guard';
import { rollbackPart } from './part';
import { pruneVersions } from './prune';
import { assertServable, PagesMissing, promoteCanary, startCanary, switchLive } from './switch';

let site: string;
let store: FileReleaseStore;
const telephony = findPart('mfe-telephony');
const shell = findPart('shell');
const who = { by: 'ana' };
const quiet = { by: 'ana', log: () => undefined };
const telephonyRoutes = routesOf('telephony');

/** Publishes a telephony version (its folder dated `mtime`) with its pages under each shell release given. */
function publishTelephony(version: string, mtime: number, shells: string[]) {
  publishRemote(site, 'telephony', version);
  for (const s of shells) writePages(site, s, 'telephony', version, telephonyRoutes);
  fs.utimesSync(path.join(site, 'mfe/telephony', version), mtime / 1000, mtime / 1000);
}

const state = (): ReleaseState => readStateFile(site);
const liveTelephony = () => liveVersion(state(), 'telephony');
const history = async () => (await store.history()).map((h) => [h.action, h.remote, h.version, h.from, h.by]);
/** Runs a deploy step, turning a refusal thrown before its promise into a rejection. */
const attempt = (step: () => Promise<unknown>) => (async () => step())();

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-switch-'));
  store = new FileReleaseStore(site);
  // Shell release s1 live; shell release s2 published with every page rendered, not released.
  publishShell(site, 's1');
  publishShell(site, 's2');
  ['v1', 'v2', 'v3', 'v4'].forEach((v, i) => publishTelephony(v, Date.now() - (10 - i) * 60_000, ['s1', 's2']));
  release(site, { shell: 's1', remotes: [entryOf('telephony', 'v3')] });
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('a canary, promoted: everyone gets it, no canary is left, the history says who and what it replaced', async () => {
  await startCanary(site, store, 'telephony', 'v4', 10, who);
  expect(state().canaries).toEqual([expect.objectContaining({ name: 'telephony', version: 'v4', percent: 10, by: 'ana' })]);
  expect(liveTelephony()).toBe('v3');
  await promoteCanary(site, store, 'telephony', who);
  expect(liveTelephony()).toBe('v4');
  expect(state().canaries).toEqual([]);
  expect(await history()).toEqual([
    ['canary', 'telephony', 'v4', 'v3', 'ana'],
    ['promote', 'telephony', 'v4', 'v3', 'ana'],
  ]);
});

test('--rollback drops a running canary; without one it switches back to the version live before', async () => {
  await switchLive(site, store, 'telephony', 'v4', who);
  await startCanary(site, store, 'telephony', 'v2', 20, who);
  await rollbackPart(site, store, telephony, quiet);
  expect(state().canaries).toEqual([]);
  expect(liveTelephony()).toBe('v4');
  await rollbackPart(site, store, telephony, quiet);
  expect(liveTelephony()).toBe('v3');
  expect((await store.history()).map((h) => h.action)).toEqual(['live', 'canary', 'drop-canary', 'rollback']);
});

test('a canary of the live version, or a promotion without a canary, is refused and changes nothing', async () => {
  const before = fs.readFileSync(path.join(site, 'release.json'), 'utf8');
  await expect(startCanary(site, store, 'telephony', 'v3', 10, who)).rejects.toThrow('already live for everyone');
  await expect(promoteCanary(site, store, 'telephony', who)).rejects.toThrow(DeployRefused);
  await expect(startCanary(site, store, 'forms', 'v1', 10, who)).rejects.toThrow('has no live version yet');
  expect(fs.readFileSync(path.join(site, 'release.json'), 'utf8')).toBe(before);
  expect(await store.history()).toEqual([]);
});

test('the shell is released like a remote: live for everyone (a "live" line for "shell"), as a canary, promoted, rolled back', async () => {
  expect(await switchLive(site, store, 'shell', 's2', who)).toBe('s1');
  expect(state().shell).toBe('s2');
  await rollbackPart(site, store, shell, quiet);
  expect(state().shell).toBe('s1');
  await startCanary(site, store, 'shell', 's2', 25, who);
  expect(state()).toMatchObject({ shell: 's1', canaries: [{ name: 'shell', version: 's2', percent: 25, by: 'ana' }] });
  await promoteCanary(site, store, 'shell', who);
  expect(state()).toMatchObject({ shell: 's2', canaries: [] });
  // The remotes were never touched.
  expect(state().remotes).toEqual([entryOf('telephony', 'v3')]);
  expect(await history()).toEqual([
    ['live', 'shell', 's2', 's1', 'ana'],
    ['rollback', 'shell', 's1', 's2', 'ana'],
    ['canary', 'shell', 's2', 's1', 'ana'],
    ['promote', 'shell', 's2', 's1', 'ana'],
  ]);
});

test('a shell canary that a live remote cannot run under is refused under the lock, and nothing changes', async () => {
  publishShell(site, 's3', { contract: { ...CURRENT_CONTRACT, provides: { ...CURRENT_CONTRACT.provides, react: '19.0.0' } } });
  writePages(site, 's3', 'telephony', 'v3', telephonyRoutes);
  const before = fs.readFileSync(path.join(site, 'release.json'), 'utf8');
  await expect(startCanary(site, store, 'shell', 's3', 10, who)).rejects.toThrow('react: the build needs ^18.3.1, the canary shell s3 provides 19.0.0');
  expect(fs.readFileSync(path.join(site, 'release.json'), 'utf8')).toBe(before);
  expect(await store.history()).toEqual([]);
});

test('a state naming a file that is not there is never servable: an unpublished version, a missing 404 page, a page not rendered', () => {
  const withShellCanary: ReleaseState = { ...state(), canaries: [{ name: 'shell', version: 's2', percent: 10, since: new Date().toISOString(), by: 'ana' }] };
  expect(() => assertServable(site, withShellCanary)).not.toThrow();
  fs.rmSync(pageFile(site, 's2', 'telephony', 'v3', '/telefonia-empresarial'));
  expect(() => assertServable(site, withShellCanary)).toThrow(PagesMissing);
  expect(() => assertServable(site, withShellCanary)).toThrow('Version v3 of mfe-telephony has no HTML under shell s2 for /telefonia-empresarial.');
  // The live state, which never serves s2, is still fine.
  expect(() => assertServable(site, state())).not.toThrow();
  fs.rmSync(notFoundFile(site, 's1'));
  expect(() => assertServable(site, state())).toThrow('Shell release s1 has no 404 page yet.');
  expect(() => assertServable(site, { ...state(), shell: 's9' })).toThrow('Shell release s9 is not published');
  expect(() => assertServable(site, { ...state(), shell: 's2', remotes: [entryOf('telephony', 'v9')] })).toThrow('Version v9 of mfe-telephony is not published');
});

test('--prune keeps the newest versions of each part and never the live or the canary one', async () => {
  publishTelephony('v5', Date.now(), ['s1', 's2']);
  await startCanary(site, store, 'telephony', 'v1', 10, who);
  const removed = await pruneVersions(site, store, 2, 'ana', 7);
  // Newest two (v4, v5) kept; v3 is live, v1 the canary: only v2 goes, with its pages under every shell release.
  expect(removed).toEqual([{ remote: 'telephony', version: 'v2' }]);
  expect(fs.readdirSync(path.join(site, 'mfe/telephony')).sort()).toEqual(['v1', 'v3', 'v4', 'v5']);
  for (const s of ['s1', 's2']) expect(fs.readdirSync(path.join(site, 'pages', s, 'telephony')).sort()).toEqual(['v1', 'v3', 'v4', 'v5']);
  // Both shell releases are within the newest two: kept.
  expect(fs.readdirSync(path.join(site, 'shell')).sort()).toEqual(['s1', 's2']);
  // A pruned version can no longer be switched to.
  await expect(attempt(() => switchLive(site, store, 'telephony', 'v2', who))).rejects.toThrow('not published');
  expect((await store.history()).at(-1)).toMatchObject({ action: 'prune', remote: 'telephony', version: 'v2', by: 'ana' });
});
