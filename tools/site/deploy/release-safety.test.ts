/**
 * Every release command keeps the safeties: --to a version the servers rolled back needs
 * --accept and is smoke-checked; --to a version never live for everyone is smoke-checked; the
 * history names each switch truthfully; a refused --all leaves nothing published; every --all
 * release is smoke-checked, not only the first. The smoke check is a stub that records what it was
 * asked to open and fails for the versions a test calls broken (the real one is in
 * e2e/deploy-safety.spec.ts); the site is written by hand with every page in place, so nothing
 * is prerendered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropCanary, FileReleaseStore, notFoundFile, publishedVersions, readStateFile, shellDir, type ReleaseState } from '../../../api/src/releases';
import { CURRENT_CONTRACT, entryOf, publishRemote, publishShell, release, write, writePages } from '../../../api/testing';
import { buildVersion } from '../publish';
import { allRoutes, findPart, routesOf, type Part } from '../parts';
import { DeployRefused } from './guard';
import { rollbackPart, switchPart, type SmokeRun } from './part';
import { releaseAll } from './release';
import { printList } from './report';
import { SmokeCheckFailed } from './smoke';

// The share cards and icons are files of the tree, not of the site: not this test's business.
jest.mock('../write-site-assets', () => ({ writeSiteAssets: async () => undefined }));

const telephony = findPart('mfe-telephony');
const telephonyRoutes = routesOf('telephony');
let tmp: string;
let site: string;
let store: FileReleaseStore;

/** A smoke check that records each call and fails for the versions in `broken`. */
function stubSmoke(broken: string[] = []) {
  const calls: { name: string; version: string; paths: string[]; shell?: string }[] = [];
  const run: SmokeRun = async (_site, candidate, name, version, paths) => {
    calls.push({ name, version, paths, shell: candidate.shell });
    if (broken.includes(version)) throw new SmokeCheckFailed([`${paths[0]}: uncaught error: ${name} ${version} broken at start-up`]);
  };
  return { calls, run };
}

const state = (): ReleaseState => readStateFile(site);
const releaseFile = () => fs.readFileSync(path.join(site, 'release.json'), 'utf8');
const quiet = { by: 'ana', log: () => undefined };

async function listing(): Promise<string> {
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  try {
    await printList(site, store, 7);
  } finally {
    spy.mockRestore();
  }
  return lines.join('\n');
}

/** A canary of telephony `version`, rolled back by a server the way checkCanaries records it. */
async function rolledBackByServer(version: string) {
  await store.change('canary', (s) => ({ state: { ...s, canaries: [{ name: 'telephony', version, percent: 10, since: new Date().toISOString(), by: 'ana' }] }, history: [{ action: 'canary', remote: 'telephony', version, from: 'v1', percent: 10, by: 'ana' }], result: undefined }));
  expect(await dropCanary(store, 'telephony', version, { action: 'auto-rollback', by: 'server web-1 pid 42', note: 'error rate 100.0 % (5/5) vs stable 0.0 % (0/5), margin 5 points' })).toBe(true);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-safety-'));
  site = path.join(tmp, 'site');
  store = new FileReleaseStore(site);
  publishShell(site, 's1');
  for (const v of ['v1', 'v2', 'v3']) {
    publishRemote(site, 'telephony', v);
    writePages(site, 's1', 'telephony', v, telephonyRoutes);
  }
  release(site, { shell: 's1', remotes: [entryOf('telephony', 'v1')] });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('--to and --rollback', () => {
  test('--to a version the servers rolled back is refused without --accept; with it, it is smoke-checked on every route, and a broken one is stopped', async () => {
    await rolledBackByServer('v2');
    const before = releaseFile();
    const smoke = stubSmoke(['v2']);

    await expect(switchPart(site, store, telephony, 'v2', { ...quiet, checkInBrowser: smoke.run })).rejects.toThrow(/^Refused: mfe-telephony v2 was rolled back automatically at .*--accept v2\.$/);
    expect(smoke.calls).toEqual([]);

    await expect(switchPart(site, store, telephony, 'v2', { ...quiet, accept: 'v2', checkInBrowser: smoke.run })).rejects.toThrow(SmokeCheckFailed);
    expect(smoke.calls).toEqual([{ name: 'telephony', version: 'v2', paths: telephonyRoutes, shell: 's1' }]);
    expect(releaseFile()).toBe(before);
    expect((await store.history()).map((h) => h.action)).toEqual(['canary', 'auto-rollback']);
  });

  test('--to a version rolled back, accepted and passing the smoke check, is recorded as a switch to a version never live, not as "switched back"', async () => {
    await rolledBackByServer('v2');
    const smoke = stubSmoke();
    await switchPart(site, store, telephony, 'v2', { ...quiet, accept: 'v2', checkInBrowser: smoke.run });
    expect(state().remotes).toEqual([entryOf('telephony', 'v2')]);
    expect(smoke.calls).toHaveLength(1);
    expect((await store.history()).at(-1)).toMatchObject({ action: 'switch', version: 'v2', from: 'v1', note: expect.stringMatching(/^accepted after its automatic rollback at /) });
    expect(await listing()).toMatch(/mfe-telephony +v2 +switched to a version never live for everyone \(was v1\) +by ana +— accepted after its automatic rollback/);
  });

  test('--to a version never live is smoke-checked on every route of the part; --to back to a version live before is "switched back" and quick', async () => {
    const smoke = stubSmoke();
    await switchPart(site, store, telephony, 'v3', { ...quiet, checkInBrowser: smoke.run });
    expect(smoke.calls).toEqual([{ name: 'telephony', version: 'v3', paths: telephonyRoutes, shell: 's1' }]);
    expect(state().remotes).toEqual([entryOf('telephony', 'v3')]);

    // v1 was live before v3: everyone ran it, and its pages under s1 are there; no check needed.
    await switchPart(site, store, telephony, 'v1', { ...quiet, checkInBrowser: smoke.run });
    expect(smoke.calls).toHaveLength(1);
    expect((await store.history()).map((h) => [h.action, h.version, h.from])).toEqual([
      ['switch', 'v3', 'v1'],
      ['rollback', 'v1', 'v3'],
    ]);
    const list = await listing();
    expect(list).toMatch(/mfe-telephony +v3 +switched to a version never live for everyone \(was v1\)/);
    expect(list).toMatch(/mfe-telephony +v1 +switched back to a version live before \(was v3\)/);
  });

  test('--to a broken version never live is stopped by the smoke check; nothing changes', async () => {
    const before = releaseFile();
    const smoke = stubSmoke(['v3']);
    await expect(switchPart(site, store, telephony, 'v3', { ...quiet, checkInBrowser: smoke.run })).rejects.toThrow('Smoke check failed; the live site was not switched');
    expect(releaseFile()).toBe(before);
    expect(await store.history()).toEqual([]);
  });

  test('--rollback to a previous version the servers rolled back since needs --accept too', async () => {
    // v1 → v3 for everyone, then v1 tried again as a canary and rolled back by a server.
    await switchPart(site, store, telephony, 'v3', { ...quiet, checkInBrowser: stubSmoke().run });
    await store.change('canary', (s) => ({ state: { ...s, canaries: [{ name: 'telephony', version: 'v1', percent: 10, since: new Date().toISOString(), by: 'ana' }] }, result: undefined }));
    await dropCanary(store, 'telephony', 'v1', { action: 'auto-rollback', by: 'server web-1 pid 42' });
    const smoke = stubSmoke();
    await expect(rollbackPart(site, store, telephony, { ...quiet, checkInBrowser: smoke.run })).rejects.toThrow(DeployRefused);
    expect(state().remotes).toEqual([entryOf('telephony', 'v3')]);
    await rollbackPart(site, store, telephony, { ...quiet, accept: 'v1', checkInBrowser: smoke.run });
    expect(smoke.calls.map((c) => c.version)).toEqual(['v1']);
    expect(state().remotes).toEqual([entryOf('telephony', 'v1')]);
  });
});

describe('--all', () => {
  /** A shell build in its own folder (only the shell is released here; telephony v1 stays live). */
  function shellBuild(label: string): Part {
    const dist = path.join(tmp, `shell-build-${label}`);
    write(path.join(dist, 'index.html'), `<!DOCTYPE html><html data-shell="${label}"><body><div id="root"></div></body></html>`);
    write(path.join(dist, 'shared-contract.json'), JSON.stringify(CURRENT_CONTRACT));
    write(path.join(dist, 'server/prerender.js'), `module.exports = "shell ${label}";`);
    // Its pages, as the render step would leave them (the test needs no real prerender).
    const version = buildVersion(dist);
    writePages(site, version, 'telephony', 'v1', telephonyRoutes);
    write(notFoundFile(site, version), '<!DOCTYPE html><h1>404 Page Not Found</h1>');
    return { ...findPart('shell'), dist };
  }
  const options = (smoke: SmokeRun, canary?: number) => ({ by: 'ana', accept: [], smoke: true, canary, log: () => undefined, checkInBrowser: smoke });

  test('a refused --all --canary leaves nothing published: no shell folder, no pages, not in --list', async () => {
    const shell = shellBuild('new');
    const version = buildVersion(shell.dist);
    const before = releaseFile();
    const smoke = stubSmoke([version]);

    await expect(releaseAll(site, store, { ...options(smoke.run, 10), parts: [shell] })).rejects.toThrow(SmokeCheckFailed);

    expect(smoke.calls).toEqual([{ name: 'shell', version, paths: allRoutes(), shell: version }]);
    expect(releaseFile()).toBe(before);
    expect(fs.existsSync(shellDir(site, version))).toBe(false);
    expect(fs.existsSync(path.join(site, 'pages', version))).toBe(false);
    expect(publishedVersions(site, 'shell')).toEqual(['s1']);
    expect(await listing()).not.toContain(version);
    expect(await store.history()).toEqual([]);
  });

  test('every --all release is smoke-checked, not only the first: a second release whose shell is broken is stopped', async () => {
    const good = shellBuild('good');
    const smoke = stubSmoke([]);
    await releaseAll(site, store, { ...options(smoke.run), parts: [good] });
    expect(state().shell).toBe(buildVersion(good.dist));

    const broken = shellBuild('broken');
    const brokenVersion = buildVersion(broken.dist);
    const failing = stubSmoke([brokenVersion]);
    await expect(releaseAll(site, store, { ...options(failing.run), parts: [broken] })).rejects.toThrow('Smoke check failed');
    expect(failing.calls).toEqual([{ name: 'shell', version: brokenVersion, paths: allRoutes(), shell: brokenVersion }]);
    expect(state().shell).toBe(buildVersion(good.dist));
    expect(fs.existsSync(shellDir(site, brokenVersion))).toBe(false);
  });
});
