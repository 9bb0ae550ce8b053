/**
 * A version the servers rolled back automatically is not released again by accident: a rebuild of
 * the same sources is the same version, and the deploy refuses it unless the operator names it
 * (--accept <version>). Checked on the history as the servers write it, for a remote and the shell.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropCanary, FileReleaseStore, type ReleaseState } from '../../../api/src/releases';
import { CURRENT_CONTRACT, entryOf, publishRemote, publishShell, release, snapshot, write, writePages } from '../../../api/testing';
import { buildVersion } from '../publish';
import { DeployRefused } from './guard';
import { assertNotRolledBack } from './part';
import { RUN_TS } from '../../run-ts';

const root = path.resolve(__dirname, '../../..');
let tmp: string;
let site: string;
let store: FileReleaseStore;

const LIVE: ReleaseState = { shell: 's1', remotes: [entryOf('telephony', 'v1')], canaries: [] };
const NOTE = 'error rate 66.7 % (2/3) vs stable 0.0 % (0/3), margin 5 points';

/** A canary of `name` at `version`, then rolled back by a server, the way checkCanaries records it. */
async function rolledBackByServer(name: string, version: string) {
  await store.change('canary', (state) => ({ state: { ...state, canaries: [...state.canaries, { name, version, percent: 10, since: new Date().toISOString(), by: 'ana' }] }, result: undefined }));
  expect(await dropCanary(store, name, version, { action: 'auto-rollback', by: 'server web-1 pid 42', note: NOTE })).toBe(true);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-part-'));
  site = path.join(tmp, 'site');
  store = new FileReleaseStore(site);
  publishShell(site, 's1');
  publishRemote(site, 'telephony', 'v1');
  writePages(site, 's1', 'telephony', 'v1', ['/telefonia', '/telefonia-empresarial']);
  release(site, LIVE);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a remote version rolled back automatically is refused, naming when, why and how to release it anyway', async () => {
  await rolledBackByServer('telephony', 'v2');
  const history = await store.history();
  expect(() => assertNotRolledBack(history, 'telephony', 'v2', undefined, 'mfe-telephony')).toThrow(DeployRefused);
  expect(() => assertNotRolledBack(history, 'telephony', 'v2', undefined, 'mfe-telephony')).toThrow(
    new RegExp(`^Refused: mfe-telephony v2 was rolled back automatically at ${history[0].at.replace(/\./g, '\\.')} \\(${NOTE.replace(/[().%]/g, '\\$&')}\\)\\. .*--accept v2\\.$`),
  );
  // Accepting another version does not accept this one.
  expect(() => assertNotRolledBack(history, 'telephony', 'v2', 'v3', 'mfe-telephony')).toThrow(DeployRefused);
  // Named explicitly, it may go out.
  expect(() => assertNotRolledBack(history, 'telephony', 'v2', 'v2', 'mfe-telephony')).not.toThrow();
  // Other versions, and the same version of another part, are not concerned.
  expect(() => assertNotRolledBack(history, 'telephony', 'v3', undefined, 'mfe-telephony')).not.toThrow();
  expect(() => assertNotRolledBack(history, 'forms', 'v2', undefined, 'mfe-forms')).not.toThrow();
});

test('a shell release rolled back automatically is refused the same way', async () => {
  await rolledBackByServer('shell', 's2');
  const history = await store.history();
  expect(history).toEqual([expect.objectContaining({ action: 'auto-rollback', remote: 'shell', version: 's1', from: 's2' })]);
  expect(() => assertNotRolledBack(history, 'shell', 's2', undefined, 'shell')).toThrow(/^Refused: shell s2 was rolled back automatically .*--accept s2\.$/);
  expect(() => assertNotRolledBack(history, 'shell', 's2', 's2', 'shell')).not.toThrow();
  // A remote whose version happens to be spelled the same is another part.
  expect(() => assertNotRolledBack(history, 'telephony', 's2', undefined, 'mfe-telephony')).not.toThrow();
});

test('a canary an operator took back (--rollback) may be deployed again without --accept', async () => {
  await store.change('canary', (state) => ({ state: { ...state, canaries: [{ name: 'telephony', version: 'v2', percent: 10, since: new Date().toISOString(), by: 'ana' }] }, result: undefined }));
  await dropCanary(store, 'telephony', 'v2', { action: 'drop-canary', by: 'ana' });
  const history = await store.history();
  expect(history.map((h) => h.action)).toEqual(['drop-canary']);
  expect(() => assertNotRolledBack(history, 'telephony', 'v2', undefined, 'mfe-telephony')).not.toThrow();
});

test('npm run deploy -- <remote> refuses a rebuild of a version rolled back automatically, and the site stays byte for byte as it was', async () => {
  // A build of telephony the live shell can run (so only the rollback stops it).
  const build = path.join(tmp, 'build');
  write(path.join(build, 'mf-manifest.json'), '{"id":"telephony"}');
  write(path.join(build, 'remoteEntry.js'), 'var telephony = 2;');
  write(path.join(build, 'server/remoteEntry.js'), 'module.exports = {};');
  write(path.join(build, 'shared-contract.json'), JSON.stringify(CURRENT_CONTRACT));
  const version = buildVersion(build);
  await rolledBackByServer('telephony', version);
  const before = snapshot(site);
  const result = spawnSync(process.execPath, [...RUN_TS, 'tools/site/deploy.ts', 'mfe-telephony', '--from', build, '--by', 'ana'], {
    cwd: root,
    env: { ...process.env, SITE_DIR: site },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`[deploy] Refused: mfe-telephony ${version} was rolled back automatically at `);
  expect(result.stderr).toContain(`release this very version anyway by naming it: --accept ${version}.`);
  expect(snapshot(site)).toBe(before);
});
