/**
 * The deploy guard: `npm run deploy -- <remote>` refuses a build whose shared requirements (react,
 * react-dom, styled-components, zustand, store, router module, theme) a shell release it would run
 * under (the live one, and a canary's) does not satisfy, says what to do, and leaves the live
 * site exactly as it was. A new shell is refused when a remote that stays live could not run under it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readStateFile, type ReleaseState } from '../../../api/src/releases';
import { CURRENT_CONTRACT, entryOf, publishRemote, publishShell, release, snapshot, write, writePages } from '../../../api/testing';
import { assertRemotesSatisfied, assertShellSatisfies, DeployRefused, satisfies, unmetRequirements } from './guard';
import { RUN_TS } from '../../run-ts';

const root = path.resolve(__dirname, '../../..');
const live = CURRENT_CONTRACT;
let tmp: string;
let site: string;
let build: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-guard-'));
  site = path.join(tmp, 'site');
  build = path.join(tmp, 'build');
  // A live site: shell release s1 (its shared-contract.json: what the live shell provides) and telephony v1 with its page.
  publishShell(site, 's1');
  publishRemote(site, 'telephony', 'v1');
  writePages(site, 's1', 'telephony', 'v1', ['/telefonia', '/telefonia-empresarial']);
  release(site, { shell: 's1', remotes: [entryOf('telephony', 'v1')] });
  // A candidate build of telephony (what `npm run build -w mfe-telephony` writes, in short).
  write(path.join(build, 'mf-manifest.json'), '{"id":"telephony"}');
  write(path.join(build, 'remoteEntry.js'), 'var telephony = 2;');
  write(path.join(build, 'server/remoteEntry.js'), 'module.exports = {};');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const state = (): ReleaseState => readStateFile(site);
/** A shell contract that provides what this tree does, but with `changes`. */
const shellProviding = (changes: Record<string, string>) => ({ ...live, provides: { ...live.provides, ...changes } });

const requiring = (key: string, range: string) => write(path.join(build, 'shared-contract.json'), JSON.stringify({ provides: live.provides, requires: { ...live.requires, [key]: range } }));

function deploy() {
  const result = spawnSync(process.execPath, [...RUN_TS, 'tools/site/deploy.ts', 'mfe-telephony', '--from', build], {
    cwd: root,
    env: { ...process.env, SITE_DIR: site },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

test('a build with a bumped store contract is refused: "deploy the shell first", the live site untouched', () => {
  requiring('@site/shared/store', '^1.1.0');
  const before = snapshot(site);
  const { status, stderr } = deploy();
  expect(status).toBe(1);
  expect(stderr).toContain('@site/shared/store: the build needs ^1.1.0, the live shell provides 1.0.0');
  expect(stderr).toContain('Deploy the shell first');
  // release.json, pages and published versions: byte for byte as they were, nothing added.
  expect(snapshot(site)).toBe(before);
});

test('a build made for an older shell (the theme moved to a new major) is refused: rebuild the remote', () => {
  write(path.join(site, 'shell/s1/shared-contract.json'), JSON.stringify(shellProviding({ '@site/shared/ui/theme': '2.0.0' })));
  requiring('@site/shared/ui/theme', '^1.0.0');
  const before = snapshot(site);
  const { status, stderr } = deploy();
  expect(status).toBe(1);
  expect(stderr).toContain('the build needs ^1.0.0, the live shell provides 2.0.0');
  expect(stderr).toContain('Rebuild mfe-telephony');
  expect(snapshot(site)).toBe(before);
});

test('each guarded module counts: react, react-dom, styled-components, zustand, store, router, theme', () => {
  for (const key of ['react', 'react-dom', 'styled-components', 'zustand', '@site/shared/store', '@site/shared/router', '@site/shared/ui/theme']) {
    const [major] = live.provides[key].split('.');
    expect(unmetRequirements({ ...live.requires, [key]: `^${Number(major) + 1}.0.0` }, live.provides).map((u) => u.key)).toEqual([key]);
  }
  expect(unmetRequirements(live.requires, live.provides)).toEqual([]);
});

test('a build that records no requirements, a site whose shell recorded none, or a site with no shell released, is refused', () => {
  expect(() => assertShellSatisfies(site, state(), build, 'the build', 'mfe-telephony')).toThrow(/records no shared requirements.*Rebuild it: npm run build -w mfe-telephony/);
  requiring('react', live.requires.react);
  expect(() => assertShellSatisfies(site, state(), build, 'the build', 'mfe-telephony')).not.toThrow();
  fs.rmSync(path.join(site, 'shell/s1/shared-contract.json'));
  expect(() => assertShellSatisfies(site, state(), build, 'the build', 'mfe-telephony')).toThrow(DeployRefused);
  expect(() => assertShellSatisfies(site, state(), build, 'the build', 'mfe-telephony')).toThrow(/the live shell \(s1\) records no shared versions; release a current shell first: npm run deploy -- shell/);
  expect(() => assertShellSatisfies(site, { remotes: [], canaries: [] }, build, 'the build', 'mfe-telephony')).toThrow(/no shell is released on this site yet/);
});

test('while a shell canary runs, a remote must run under the canary shell too', async () => {
  requiring('@site/shared/store', live.requires['@site/shared/store']);
  publishShell(site, 's2', { contract: shellProviding({ '@site/shared/store': '2.0.0' }) });
  const withCanary: ReleaseState = { ...state(), canaries: [{ name: 'shell', version: 's2', percent: 10, since: new Date().toISOString(), by: 'ana' }] };
  expect(() => assertShellSatisfies(site, state(), build, 'the build', 'mfe-telephony')).not.toThrow();
  expect(() => assertShellSatisfies(site, withCanary, build, 'the build', 'mfe-telephony')).toThrow(
    '@site/shared/store: the build needs ^1.0.0, the canary shell s2 provides 2.0.0',
  );
  expect(() => assertShellSatisfies(site, withCanary, build, 'the build', 'mfe-telephony')).toThrow(/Rebuild mfe-telephony/);
  // The CLI says the same, and writes nothing.
  release(site, withCanary);
  const before = snapshot(site);
  const { status, stderr } = deploy();
  expect(status).toBe(1);
  expect(stderr).toContain('the canary shell s2 does not satisfy');
  expect(snapshot(site)).toBe(before);
});

test('a new shell that a live remote could not run under is refused, naming the remote', () => {
  const shellBuild = path.join(tmp, 'shell-build');
  write(path.join(shellBuild, 'shared-contract.json'), JSON.stringify(shellProviding({ react: '19.0.0' })));
  const remotes = [{ label: 'telephony v1 (published)', dir: path.join(site, 'mfe/telephony/v1'), workspace: 'mfe-telephony' }];
  expect(() => assertRemotesSatisfied(shellBuild, remotes)).toThrow('Refused: the new shell cannot run these remotes:\n  telephony v1 (published): react needs ^18.3.1, the shell provides 19.0.0 (rebuild mfe-telephony)');
  write(path.join(shellBuild, 'shared-contract.json'), JSON.stringify(live));
  expect(() => assertRemotesSatisfied(shellBuild, remotes)).not.toThrow();
  fs.rmSync(path.join(shellBuild, 'shared-contract.json'));
  expect(() => assertRemotesSatisfied(shellBuild, remotes)).toThrow(/the shell build records no shared versions/);
});

test.each([
  ['1.2.0', '^1.0.0', true],
  ['1.0.0', '^1.1.0', false],
  ['2.0.0', '^1.0.0', false],
  ['18.3.1', '^18.3.1', true],
  ['0.3.1', '^0.3.0', true],
  ['0.4.0', '^0.3.0', false],
  ['1.0.0', '1.0.0', true],
])('%s satisfies %s: %s', (version, range, ok) => {
  expect(satisfies(version, range)).toBe(ok);
});
