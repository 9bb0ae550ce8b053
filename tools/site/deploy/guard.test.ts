/**
 * The deploy guard: `npm run deploy -- <remote>` refuses a build whose shared requirements (react,
 * react-dom, styled-components, zustand, store, router module, theme) the live shell does not
 * satisfy, says what to do, and leaves the live site exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertShellSatisfies, DeployRefused, satisfies, unmetRequirements } from './guard';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedContract } = require('../../federation-shared') as { sharedContract: () => { provides: Record<string, string>; requires: Record<string, string> } };

const root = path.resolve(__dirname, '../../..');
const live = sharedContract();
let tmp: string;
let site: string;
let build: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Every file of the site with its bytes, hashed: any change shows. */
function snapshot(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update('\0').update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-guard-'));
  site = path.join(tmp, 'site');
  build = path.join(tmp, 'build');
  // A live site: telephony v1 with its page, and the shell's recorded shared versions.
  write(path.join(site, 'remotes.json'), JSON.stringify([{ name: 'telephony', version: 'v1', entry: '/mfe/telephony/v1/remoteEntry.js' }], null, 2) + '\n');
  write(path.join(site, 'mfe/telephony/v1/remoteEntry.js'), 'var telephony;');
  write(path.join(site, 'pages/telephony/v1/telefonia/index.html'), '<html>v1</html>');
  write(path.join(site, 'shell-contract.json'), JSON.stringify(live));
  // A candidate build of telephony (what `npm run build -w mfe-telephony` writes, in short).
  write(path.join(build, 'mf-manifest.json'), '{"id":"telephony"}');
  write(path.join(build, 'remoteEntry.js'), 'var telephony = 2;');
  write(path.join(build, 'server/remoteEntry.js'), 'module.exports = {};');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const requiring = (key: string, range: string) => write(path.join(build, 'shared-contract.json'), JSON.stringify({ provides: live.provides, requires: { ...live.requires, [key]: range } }));

function deploy() {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'tools/site/deploy.ts', 'mfe-telephony', '--from', build], {
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
  // remotes.json, pages and published versions: byte for byte as they were, nothing added.
  expect(snapshot(site)).toBe(before);
});

test('a build made for an older shell (the theme moved to a new major) is refused: rebuild the remote', () => {
  write(path.join(site, 'shell-contract.json'), JSON.stringify({ ...live, provides: { ...live.provides, '@site/shared/ui/theme': '2.0.0' } }));
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

test('a build that records no requirements, or a site whose shell recorded none, is refused', () => {
  expect(() => assertShellSatisfies(site, build, 'the build', 'mfe-telephony')).toThrow(/records no shared requirements.*Rebuild it: npm run build -w mfe-telephony/);
  requiring('react', live.requires.react);
  fs.rmSync(path.join(site, 'shell-contract.json'));
  expect(() => assertShellSatisfies(site, build, 'the build', 'mfe-telephony')).toThrow(DeployRefused);
  expect(() => assertShellSatisfies(site, build, 'the build', 'mfe-telephony')).toThrow(/Deploy the shell first/);
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
