import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readStateFile } from '../api/src/releases';
import { buildVersion } from '../tools/site/publish';
import { startOwnSite, type OwnSite } from './own-site';
import { presetConsent, waitForHydration, roomForSlowMachines } from './support';

/**
 * A canary whose code throws is rolled back by the server on its own: canary visitors (a share,
 * sticky by their bucket cookie) hit the error, the shell reports it, the server sees the
 * canary's error rate clearly above stable's and switches them back; stable visitors never see an
 * error. Its own server (own port, site copy and database) with CANARY_MIN_VISITS 4 and a 20-point
 * margin, so the other specs never meet the canary.
 */
const root = path.resolve(__dirname, '..');
const MIN_VISITS = 4;

let own: OwnSite;
let tmp: string;
let site: string;
let serverLog: string;
let base: string;
let deploy: OwnSite['deploy'];

test.beforeAll(async () => {
  own = await startOwnSite('canary-e2e', { minVisits: MIN_VISITS });
  ({ tmp, site, serverLog, base, deploy } = own);
});

test.afterAll(() => own?.stop());

/** A visitor in bucket `bucket` (0–99): canary below the canary's share, stable from it on. */
async function visitor(browser: Browser, bucket: number) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: base }]);
  const page = await context.newPage();
  await presetConsent(page);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const remoteEntries: string[] = [];
  page.on('request', (r) => /\/mfe\/telephony\/[^/]+\/remoteEntry\.js$/.test(r.url()) && remoteEntries.push(new URL(r.url()).pathname));
  return { context, page, errors, remoteEntries };
}

/** Opens /telefonia, waits for it to hydrate and taps its heading (the canary's bug fires on a tap). */
async function openAndTap(page: Page) {
  await page.goto('/telefonia');
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1 }).click();
}

const telephonyFor = async (context: BrowserContext) => ((await (await context.request.get('/remotes.json')).json()) as { name: string; version: string }[]).find((r) => r.name === 'telephony')!.version;

test('a failing canary is rolled back automatically; stable visitors never see an error', async ({ browser }) => {
  test.setTimeout(roomForSlowMachines(120_000));
  const stableVersion = readStateFile(site).remotes.find((r) => r.name === 'telephony')!.version;

  // A candidate that loads and renders (the smoke check passes) but throws on a visitor's first tap.
  const candidate = fs.mkdtempSync(path.join(tmp, 'telephony-'));
  fs.cpSync(path.join(root, 'mfe-telephony/dist'), candidate, { recursive: true });
  const entry = path.join(candidate, 'remoteEntry.js');
  fs.writeFileSync(entry, `document.addEventListener('click', function () { throw new Error('canary: fallo al pulsar'); }, { once: true });\n${fs.readFileSync(entry, 'utf8')}`);
  const canaryVersion = buildVersion(candidate);
  const released = deploy(['mfe-telephony', '--from', candidate, '--canary', '50', '--by', 'e2e']);
  expect(released).toContain(`mfe-telephony ${canaryVersion} is the canary for 50 % of visitors`);

  const stable = await visitor(browser, 99);
  const canary = await visitor(browser, 0);
  expect(await telephonyFor(stable.context)).toBe(stableVersion);
  expect(await telephonyFor(canary.context)).toBe(canaryVersion);

  // Canary visitors hit the bug (the shell reports it), stable visitors browse in between. The
  // evidence is clear after the 4th failing view (4 of 4 against 0 of 4; 3 of 4 is not yet).
  for (let i = 0; i < MIN_VISITS; i++) {
    await openAndTap(stable.page);
    await openAndTap(canary.page);
  }
  expect(canary.remoteEntries[0]).toBe(`/mfe/telephony/${canaryVersion}/remoteEntry.js`);
  expect(canary.errors.filter((e) => e === 'canary: fallo al pulsar').length).toBeGreaterThanOrEqual(MIN_VISITS - 1);

  // The server rolls the canary back by itself: canary visitors get the stable version again.
  await expect.poll(() => telephonyFor(canary.context), { timeout: 20_000 }).toBe(stableVersion);
  const errorsBefore = canary.errors.length;
  canary.remoteEntries.length = 0;
  await openAndTap(canary.page);
  await openAndTap(stable.page);
  expect(canary.remoteEntries).toEqual([`/mfe/telephony/${stableVersion}/remoteEntry.js`]);
  expect(canary.errors.slice(errorsBefore)).toEqual([]);

  // Stable visitors never saw an error, before, during or after the canary.
  expect(stable.errors).toEqual([]);
  expect(stable.remoteEntries.every((p) => p === `/mfe/telephony/${stableVersion}/remoteEntry.js`)).toBe(true);

  // Operators see it: the server's log line (no personal data) and the history.
  const rollbackLine = fs.readFileSync(serverLog, 'utf8').split('\n').find((l) => l.includes('canary rolled back automatically'));
  expect(rollbackLine).toBeDefined();
  const logged = JSON.parse(rollbackLine!);
  expect(logged).toMatchObject({ remote: 'telephony', canaryVersion, stableVersion, stable: { errors: 0 } });
  expect(logged.canary.visits).toBeGreaterThanOrEqual(MIN_VISITS);
  expect(logged.canary.errorRatePct).toBeGreaterThan(20);
  expect(rollbackLine).not.toMatch(/site_bucket|127\.0\.0\.1|cookie/i);
  console.log(`[canary e2e] ${rollbackLine}`);
  const list = deploy(['--list']);
  expect(list).toMatch(new RegExp(`mfe-telephony +${stableVersion} +canary ${canaryVersion} rolled back automatically +by server`));
  console.log(`[canary e2e] ${list.split('\n').filter((l) => l.includes('telephony')).slice(-2).join('\n')}`);
  console.log(`[canary e2e] ${deploy(['--status']).split('\n').filter((l) => /telephony|remote/.test(l)).join('\n')}`);

  await stable.context.close();
  await canary.context.close();
});
