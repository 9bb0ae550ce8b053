/**
 * Canary releases as visitors and operators meet them: a share of visitors (sticky, by a random
 * bucket cookie) gets the canary's page and remotes list together, everyone else the stable ones;
 * a canary of the shell works the same way (its pages and its code); page views are counted per
 * version, the shell release's too; a canary (a remote's or the shell's) whose error rate is clearly
 * above the stable one's by more than the margin is rolled back by the server itself, once, and
 * recorded in the history (the rule itself: canary-judgement.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { FileReleaseStore, readStateFile, type Canary, type RemoteEntry } from '../../src/releases';
import { entryOf, publishRemote, publishShell, release, renderedBy, shellMain, writePages } from '../../testing/release-site';

let tmp: string;
let siteDir: string;
let app: FastifyInstance;
let base: string;

const entry = (version: string): RemoteEntry => entryOf('telephony', version);
const catalog: RemoteEntry = entryOf('catalog', 'c1');
const chatbot: RemoteEntry = entryOf('chatbot', 'b1');
const LIVE_REMOTES = [catalog, chatbot, entry('v1')];

/** Publishes a remote version and its pages under each shell release given. */
function publish(remote: string, version: string, routes: string[], shells = ['s1']) {
  publishRemote(siteDir, remote, version);
  for (const shell of shells) writePages(siteDir, shell, remote, version, routes);
}

const canary = (name: string, version: string, percent: number, since = new Date()): Canary => ({ name, version, percent, since: since.toISOString(), by: 'ana' });

/** A canary of telephony v2 for `percent` % of visitors. */
function startCanary(percent: number, since = new Date()) {
  release(siteDir, { shell: 's1', remotes: LIVE_REMOTES, canaries: [canary('telephony', 'v2', percent, since)] });
}

async function start(overrides: Parameters<typeof buildApp>[0] = {}) {
  app = await buildApp({ env: {}, logLevel: 'silent', siteDir, dataDir: path.join(tmp, 'data'), canaryMinVisits: 3, canaryErrorMarginPct: 5, ...overrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const get = (url: string, bucket?: number | string) => fetch(base + url, { headers: bucket === undefined ? {} : { cookie: `site_bucket=${bucket}` } });
/** A page view whose answer is read to the end (an unread body would hold its connection open). */
const view = async (url: string, bucket?: number) => {
  const res = await get(url, bucket);
  await res.arrayBuffer();
  return res;
};
const versionOfPage = async (res: Response) => renderedBy(await res.text()).version;
const shellOfPage = async (res: Response) => renderedBy(await res.text()).shell;
const telephonyIn = async (res: Response) => ((await res.json()) as RemoteEntry[]).find((r) => r.name === 'telephony')?.version;
async function report(version: string, kind = 'script', name = 'telephony') {
  const res = await fetch(`${base}/api/client-errors`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, version, kind, message: 'boom', path: '/telefonia' }) });
  await res.arrayBuffer();
  return res;
}
const canariesNow = () => readStateFile(siteDir).canaries;
const historyNow = () => new FileReleaseStore(siteDir).history();

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-test-'));
  siteDir = path.join(tmp, 'site');
  publishShell(siteDir, 's1');
  publish('telephony', 'v1', ['/telefonia']);
  publish('telephony', 'v2', ['/telefonia']);
  publish('catalog', 'c1', ['/']);
  publish('chatbot', 'b1', []);
  release(siteDir, { shell: 's1', remotes: LIVE_REMOTES });
});

afterEach(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('serving a canary', () => {
  test('a canary visitor gets the canary page and remotes list; every other visitor the stable ones', async () => {
    startCanary(10);
    await start();
    for (const bucket of [0, 9]) {
      const page = await get('/telefonia', bucket);
      expect(page.headers.get('vary')).toMatch(/Cookie/);
      expect(await versionOfPage(page)).toBe('v2');
      expect(await telephonyIn(await get('/remotes.json', bucket))).toBe('v2');
    }
    for (const bucket of [10, 99]) {
      expect(await versionOfPage(await get('/telefonia', bucket))).toBe('v1');
      expect(await telephonyIn(await get('/remotes.json', bucket))).toBe('v1');
    }
    const list = await get('/remotes.json', 0);
    // Never stored by any cache (so it needs no Vary: Cookie).
    expect(list.headers.get('cache-control')).toBe('no-store');
    // Other remotes are the same for everyone.
    expect(((await list.json()) as RemoteEntry[]).find((r) => r.name === 'catalog')).toEqual(catalog);
  });

  test('a first visit gets a fresh bucket cookie (a number, nothing else) and the stable page; the next page follows the bucket, and page and remotes list always agree', async () => {
    startCanary(50);
    await start();
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const first = await get('/telefonia');
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^site_bucket=\d{1,2}\.n; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
      const fresh = cookie.match(/^site_bucket=([^;]+)/)![1];
      const bucket = Number(fresh.split('.')[0]);
      // The first page, and the remotes list it fetches with the fresh cookie (or with none: cookies off), are stable.
      expect(await versionOfPage(first)).toBe('v1');
      expect(await telephonyIn(await fetch(base + '/remotes.json', { headers: { cookie: `site_bucket=${fresh}` } }))).toBe('v1');
      expect(await telephonyIn(await get('/remotes.json'))).toBe('v1');
      // The next page confirms the bucket and follows it, and so does its remotes list.
      const next = await fetch(base + '/telefonia', { headers: { cookie: `site_bucket=${fresh}` } });
      expect(next.headers.get('set-cookie')).toMatch(new RegExp(`^site_bucket=${bucket}; `));
      const version = await versionOfPage(next);
      expect(version).toBe(bucket < 50 ? 'v2' : 'v1');
      expect(await telephonyIn(await get('/remotes.json', bucket))).toBe(version);
      seen.add(version!);
    }
    expect([...seen].sort()).toEqual(['v1', 'v2']);
    // A returning visitor keeps their bucket: no new cookie.
    expect((await view('/telefonia', 3)).headers.get('set-cookie')).toBeNull();
  });

  test('without a canary nobody gets a cookie and remotes.json is the live remotes of release.json', async () => {
    await start();
    const page = await get('/telefonia');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    expect(await versionOfPage(page)).toBe('v1');
    const list = await get('/remotes.json', 0);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(await list.json()).toEqual(readStateFile(siteDir).remotes);
  });
});

describe('release health', () => {
  test('page views are counted per version: the page owner, and the remotes on every page (NavegaBot)', async () => {
    startCanary(50);
    await start();
    await view('/telefonia', 0);
    await view('/telefonia', 0);
    await view('/telefonia', 70);
    await view('/', 70);
    await app.releases.checkNow();
    const since = new Date(Date.now() - 60_000);
    const health = (remote: string, version: string) => app.stores.releaseHealth.versionHealth(remote, version, since);
    expect(await health('telephony', 'v2')).toEqual({ visits: 2, errors: 0 });
    expect(await health('telephony', 'v1')).toEqual({ visits: 1, errors: 0 });
    expect(await health('catalog', 'c1')).toEqual({ visits: 1, errors: 0 });
    expect(await health('chatbot', 'b1')).toEqual({ visits: 4, errors: 0 });
    // Every page view is also one of the shell release that rendered it.
    expect(await health('shell', 's1')).toEqual({ visits: 4, errors: 0 });
  });

  test('a canary failing more often than stable by over the margin is rolled back by the server, once, and recorded', async () => {
    startCanary(50, new Date(Date.now() - 1000));
    await start();
    // The server checks by itself shortly after each report: in this order, a check at any moment
    // either finds too few canary views to judge or the final figures (no race on a loaded machine).
    for (let i = 0; i < 3; i++) await view('/telefonia', 90);
    for (let i = 0; i < 2; i++) await view('/telefonia', 0);
    expect((await report('v2')).status).toBe(204);
    expect((await report('v2', 'load')).status).toBe(204);
    expect((await report('v2', 'render')).status).toBe(204);
    await view('/telefonia', 0);
    await app.releases.checkNow();
    expect(canariesNow()).toEqual([]);
    // Every visitor is back on the stable version, page and code.
    expect(await versionOfPage(await get('/telefonia', 0))).toBe('v1');
    expect(await telephonyIn(await get('/remotes.json', 0))).toBe('v1');
    const history = await historyNow();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'auto-rollback', remote: 'telephony', version: 'v1', from: 'v2' });
    expect(history[0].by).toMatch(/^server /);
    expect(history[0].note).toMatch(/error rate 100\.0 % \(3\/3\) vs stable 0\.0 % \(0\/3\), at least 20\.6 points worse \(95 % confidence\), margin 5 points/);
    // A second check finds nothing to do: the rollback is recorded once.
    await app.releases.checkNow();
    expect(await historyNow()).toHaveLength(1);
  });

  test('a canary stays while it has too few visits, or fails no more than stable does', async () => {
    startCanary(50, new Date(Date.now() - 1000));
    await start({ canaryMinVisits: 4 });
    // Every canary view failed, against a stable version that never did: clear, but 3 views are fewer than 4.
    for (let i = 0; i < 6; i++) await view('/telefonia', 90);
    for (let i = 0; i < 3; i++) await view('/telefonia', 0);
    for (let i = 0; i < 3; i++) await report('v2');
    await app.releases.checkNow();
    expect(canariesNow()).toHaveLength(1);

    // Enough visits now, but stable fails just as often (half its views). In this order the canary
    // never fails more often than stable, whenever the server checks by itself.
    for (let i = 0; i < 3; i++) await report('v1');
    for (let i = 0; i < 3; i++) await view('/telefonia', 0);
    await app.releases.checkNow();
    expect(canariesNow()).toEqual([expect.objectContaining({ name: 'telephony', version: 'v2', percent: 50 })]);
    expect(await historyNow()).toEqual([]);
  });

  test('with the servers’ defaults, a canary failing on every view is rolled back within its first views (the walk of issue 33: not after 50)', async () => {
    startCanary(10, new Date(Date.now() - 1000));
    const defaults = loadConfig({});
    await start({ canaryMinVisits: defaults.canaryMinVisits, canaryErrorMarginPct: defaults.canaryErrorMarginPct });
    // The stable version as the walk had it: 1 failing page in 140.
    for (let i = 0; i < 140; i++) await view('/telefonia', 90);
    await report('v1');
    let canaryViews = 0;
    while (canariesNow().length > 0 && canaryViews < 16) {
      await view('/telefonia', 0);
      await report('v2', 'load');
      canaryViews++;
      await app.releases.checkNow();
    }
    expect(canariesNow()).toEqual([]);
    expect(canaryViews).toBeLessThan(16);
    expect((await historyNow())[0]).toMatchObject({ action: 'auto-rollback', remote: 'telephony', from: 'v2' });
  });
});

describe('a canary of the shell', () => {
  beforeEach(() => {
    // Shell release s2, with the pages of every live remote rendered by it (the deploy renders them before the switch).
    publishShell(siteDir, 's2', { files: { 'release-note.txt': 'no hash: shell s2' } });
    fs.writeFileSync(path.join(siteDir, 'shell/s1/release-note.txt'), 'no hash: shell s1');
    writePages(siteDir, 's2', 'telephony', 'v1', ['/telefonia']);
    writePages(siteDir, 's2', 'catalog', 'c1', ['/']);
  });

  const startShellCanary = (percent: number, since = new Date()) => release(siteDir, { shell: 's1', remotes: LIVE_REMOTES, canaries: [canary('shell', 's2', percent, since)] });

  test('a visitor whose confirmed bucket is in the share gets the canary shell’s pages and code; everyone else the live shell’s; /remotes.json is never stored', async () => {
    startShellCanary(10);
    await start();
    for (const bucket of [0, 9]) {
      for (const route of ['/telefonia', '/']) {
        const page = await get(route, bucket);
        expect(page.headers.get('vary')).toMatch(/Cookie/);
        const html = await page.text();
        expect([route, bucket, renderedBy(html)]).toEqual([route, bucket, { shell: 's2', version: route === '/' ? 'c1' : 'v1' }]);
        expect(html).toContain(`/${shellMain('s2')}`);
      }
      expect(await (await get(`/${shellMain('s2')}`, bucket)).text()).toBe('/* the code of shell s2 */');
      expect(await (await get('/release-note.txt', bucket)).text()).toBe('no hash: shell s2');
      expect(await shellOfPage(await get('/no-existe', bucket))).toBe('s2');
    }
    // Outside the share: the live shell.
    for (const bucket of [10, 99]) {
      const html = await (await get('/telefonia', bucket)).text();
      expect([bucket, renderedBy(html).shell]).toEqual([bucket, 's1']);
      expect(html).toContain(`/${shellMain('s1')}`);
      expect(html).not.toContain(shellMain('s2'));
      expect(await (await get('/release-note.txt', bucket)).text()).toBe('no hash: shell s1');
      expect(await shellOfPage(await get('/no-existe', bucket))).toBe('s1');
    }
    // A bucket still fresh (given with the previous page, which was the live shell's): that page's files stay the live shell's.
    expect(await (await get('/release-note.txt', '5.n')).text()).toBe('no hash: shell s1');
    // A first visit: the live shell and a fresh bucket.
    const first = await get('/telefonia');
    expect(first.headers.get('set-cookie')).toMatch(/^site_bucket=\d{1,2}\.n; /);
    expect(await shellOfPage(first)).toBe('s1');
    // The remotes are the live ones for everyone, and the list is never stored by a cache.
    for (const bucket of [undefined, 0, 9, 10, '5.n']) {
      const list = await get('/remotes.json', bucket);
      expect(list.headers.get('cache-control')).toBe('no-store');
      expect(await list.json()).toEqual(LIVE_REMOTES);
    }
  });

  test('a shell canary failing more often than the live shell by over the margin is rolled back by the server, once, and recorded as the shell’s', async () => {
    startShellCanary(50, new Date(Date.now() - 1000));
    await start();
    // Stable visitors never get the canary shell.
    const stableShells = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) stableShells.add(await shellOfPage(await get('/telefonia', 90)));
    expect([...stableShells]).toEqual(['s1']);
    // (The order makes any check the server runs by itself see too few canary views or the final figures.)
    for (let i = 0; i < 2; i++) await view('/telefonia', 0);
    // The canary shell's pages report that its code failed (what its inline loader and error boundary send).
    expect((await report('s2', 'load', 'shell')).status).toBe(204);
    expect((await report('s2', 'script', 'shell')).status).toBe(204);
    expect((await report('s2', 'load', 'shell')).status).toBe(204);
    // A shell release this site never published is not counted.
    expect((await report('s9', 'load', 'shell')).status).toBe(404);
    await view('/telefonia', 0);
    await app.releases.checkNow();

    expect(canariesNow()).toEqual([]);
    expect(readStateFile(siteDir).shell).toBe('s1');
    // Every visitor is back on the live shell.
    expect(await shellOfPage(await get('/telefonia', 0))).toBe('s1');
    const history = await historyNow();
    expect(history).toEqual([expect.objectContaining({ action: 'auto-rollback', remote: 'shell', version: 's1', from: 's2' })]);
    expect(history[0].by).toMatch(/^server /);
    expect(history[0].note).toMatch(/error rate 100\.0 % \(3\/3\) vs stable 0\.0 % \(0\/3\)/);

    // Recorded once; the counts show who got what: the canary's 3 views, the stable 3 and the one after the rollback.
    await app.releases.checkNow();
    expect(await historyNow()).toHaveLength(1);
    const since = new Date(Date.now() - 60_000);
    expect(await app.stores.releaseHealth.versionHealth('shell', 's2', since)).toEqual({ visits: 3, errors: 3 });
    expect(await app.stores.releaseHealth.versionHealth('shell', 's1', since)).toEqual({ visits: 4, errors: 0 });
  });
});
