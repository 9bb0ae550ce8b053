/**
 * What operators do with a canary and old versions: start one, promote it or drop it, prune old
 * versions; each change is one locked rewrite of the site's lists and one line of history.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHistory } from '../../../api/src/site/deploy-history';
import { pageFile, readRemotes, writeRemotesAtomically } from '../../../api/src/site/layout';
import { readCanaries } from '../../../api/src/site/releases';
import { DeployRefused } from './guard';
import { pruneVersions } from './prune';
import { rollbackRemote } from './remote';
import { entryOf, promoteCanary, startCanary, switchStable } from './switch';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedContract } = require('../../federation-shared') as { sharedContract: () => object };

let site: string;
const telephony = { workspace: 'mfe-telephony', name: 'telephony', dir: '' };
const who = { by: 'ana', workspace: 'mfe-telephony' };
const quiet = { by: 'ana', log: () => undefined };

function publish(name: string, version: string, routes: string[], mtime: number) {
  const dir = path.join(site, 'mfe', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'shared-contract.json'), JSON.stringify(sharedContract()));
  for (const route of routes) {
    fs.mkdirSync(path.dirname(pageFile(site, name, version, route)), { recursive: true });
    fs.writeFileSync(pageFile(site, name, version, route), version);
  }
  fs.utimesSync(dir, mtime / 1000, mtime / 1000);
}

const telephonyRoutes = ['/telefonia', '/telefonia-empresarial'];
const liveTelephony = () => readRemotes(site).find((r) => r.name === 'telephony')?.version;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-switch-'));
  fs.writeFileSync(path.join(site, 'shell-contract.json'), JSON.stringify(sharedContract()));
  ['v1', 'v2', 'v3', 'v4'].forEach((v, i) => publish('telephony', v, telephonyRoutes, Date.now() - (10 - i) * 60_000));
  writeRemotesAtomically(site, [entryOf('telephony', 'v3')]);
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('a canary, promoted: everyone gets it, the canary list is empty, the history says who and what it replaced', async () => {
  await startCanary(site, entryOf('telephony', 'v4'), 10, who);
  expect(readCanaries(site)).toEqual([expect.objectContaining({ name: 'telephony', version: 'v4', percent: 10, by: 'ana' })]);
  expect(liveTelephony()).toBe('v3');
  await promoteCanary(site, 'telephony', who);
  expect(liveTelephony()).toBe('v4');
  expect(readCanaries(site)).toEqual([]);
  expect(readHistory(site).map((h) => [h.action, h.version, h.from, h.by])).toEqual([
    ['canary', 'v4', 'v3', 'ana'],
    ['promote', 'v4', 'v3', 'ana'],
  ]);
});

test('--rollback drops a running canary; without one it switches back to the version live before', async () => {
  await switchStable(site, entryOf('telephony', 'v4'), who);
  await startCanary(site, entryOf('telephony', 'v2'), 20, who);
  await rollbackRemote(site, telephony, quiet);
  expect(readCanaries(site)).toEqual([]);
  expect(liveTelephony()).toBe('v4');
  await rollbackRemote(site, telephony, quiet);
  expect(liveTelephony()).toBe('v3');
  expect(readHistory(site).map((h) => h.action)).toEqual(['live', 'canary', 'drop-canary', 'rollback']);
});

test('a canary of the live version, or a promotion without a canary, is refused and changes nothing', async () => {
  await expect(startCanary(site, entryOf('telephony', 'v3'), 10, who)).rejects.toThrow('already live for everyone');
  await expect(promoteCanary(site, 'telephony', who)).rejects.toThrow(DeployRefused);
  expect(liveTelephony()).toBe('v3');
  expect(readHistory(site)).toEqual([]);
});

test('--prune keeps the newest versions of each remote and never the live or the canary one', async () => {
  publish('telephony', 'v5', telephonyRoutes, Date.now());
  await startCanary(site, entryOf('telephony', 'v1'), 10, who);
  const removed = await pruneVersions(site, 2, 'ana');
  // Newest two (v4, v5) kept; v3 is live, v1 the canary: only v2 goes.
  expect(removed).toEqual([{ remote: 'telephony', version: 'v2' }]);
  expect(fs.readdirSync(path.join(site, 'mfe/telephony')).sort()).toEqual(['v1', 'v3', 'v4', 'v5']);
  expect(fs.readdirSync(path.join(site, 'pages/telephony')).sort()).toEqual(['v1', 'v3', 'v4', 'v5']);
  // A pruned version can no longer be switched to.
  await expect(switchStable(site, entryOf('telephony', 'v2'), who)).rejects.toThrow('not published');
  expect(readHistory(site).at(-1)).toMatchObject({ action: 'prune', remote: 'telephony', version: 'v2', by: 'ana' });
});
