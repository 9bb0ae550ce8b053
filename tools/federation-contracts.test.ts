/**
 * The store, the router module and the theme are used by every remote at run time from the live
 * shell, so each carries a contract version (STORE_CONTRACT_VERSION, ROUTER_CONTRACT_VERSION,
 * THEME_CONTRACT_VERSION) that the deploy guard compares. This test fingerprints each public
 * shape and fails when it changes while the version stays: bump the version (minor when only
 * added, major when removed or changed), then record the new fingerprint in
 * federation-contracts.json. Never edit a recorded line: an old version keeps its fingerprint.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import ts from 'typescript';
import { STORE_CONTRACT_VERSION } from '../shared/src/store';
import { ROUTER_CONTRACT_VERSION } from '../shared/src/router';
import { THEME_CONTRACT_VERSION, theme } from '../shared/src/ui/theme/tokens';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedContract } = require('./federation-shared') as { sharedContract: () => { provides: Record<string, string>; requires: Record<string, string> } };

const root = path.resolve(__dirname, '..');
const recordFile = path.join(__dirname, 'federation-contracts.json');
const recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<'store' | 'router' | 'theme', Record<string, string>>;
const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
/** The contract constants themselves are no part of the shape they version. */
const withoutVersionLine = (text: string) => text.replace(/^export declare const \w+_CONTRACT_VERSION = .*$/m, '');

/** The declarations (.d.ts, comments removed) TypeScript emits for these files: their public types. */
function declarations(files: string[]): Record<string, string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.base.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram(files, { ...parsed!.options, noEmit: false, declaration: true, emitDeclarationOnly: true, removeComments: true, types: [] });
  const out: Record<string, string> = {};
  program.emit(undefined, (name, text) => {
    out[path.relative(root, name)] = withoutVersionLine(text);
  });
  return out;
}

const sourceFiles = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort()
    .map((f) => path.join(root, dir, f));

/** The shape of a value: every key path with its type (and a function's arity), values left out. */
function runtimeShape(value: unknown, at = ''): string[] {
  if (value && typeof value === 'object') return Object.keys(value).sort().flatMap((k) => runtimeShape((value as Record<string, unknown>)[k], `${at}.${k}`));
  return [`${at}: ${typeof value}${typeof value === 'function' ? `/${(value as () => void).length}` : ''}`];
}

const installedVersion = (pkg: string) => (JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'shared')] }), 'utf8')) as { version: string }).version;

const fingerprints = (() => {
  const emitted = declarations([...sourceFiles('shared/src/store'), ...sourceFiles('shared/src/router')]);
  const of = (dir: string) => Object.keys(emitted).filter((f) => f.startsWith(dir)).sort().map((f) => `${f}\n${emitted[f]}`).join('\n');
  return {
    // Every type of the store's files (state, slices, selectors, constants).
    store: sha(of('shared/src/store/')),
    // Its exports, and the react-router they come from: an upgrade is a change of shape too.
    router: sha(`${of('shared/src/router/')}\nreact-router@${installedVersion('react-router')}`),
    // What remotes read from the ThemeProvider: the token tree's keys and kinds, not its values.
    theme: sha(runtimeShape(theme).join('\n')),
  };
})();

const versions = { store: STORE_CONTRACT_VERSION, router: ROUTER_CONTRACT_VERSION, theme: THEME_CONTRACT_VERSION };

describe.each(Object.keys(versions) as (keyof typeof versions)[])('the %s contract', (name) => {
  test('its shape is the one recorded for its version (a shape change needs a version bump)', () => {
    const version = versions[name];
    const known = recorded[name][version];
    const hint =
      known === undefined
        ? `Version ${version} is new: record "${version}": "${fingerprints[name]}" under "${name}" in tools/federation-contracts.json.`
        : `The public shape of the ${name} changed, but its contract version is still ${version}. Bump it (minor: only added; major: removed or changed) and record the new fingerprint in tools/federation-contracts.json. Remotes built before a major bump need the shell first.`;
    expect({ version, fingerprint: fingerprints[name], hint }).toEqual({ version, fingerprint: known, hint });
  });

  test('every recorded version has its own shape', () => {
    const prints = Object.values(recorded[name]);
    expect(new Set(prints).size).toBe(prints.length);
  });
});

test('the builds record the versions the sources declare (federation-shared.js reads the same constants)', () => {
  const { provides, requires } = sharedContract();
  expect(provides).toMatchObject({
    '@site/shared/store': STORE_CONTRACT_VERSION,
    '@site/shared/router': ROUTER_CONTRACT_VERSION,
    '@site/shared/ui/theme': THEME_CONTRACT_VERSION,
    react: installedVersion('react'),
    zustand: installedVersion('zustand'),
  });
  expect(requires['@site/shared/store']).toBe(`^${STORE_CONTRACT_VERSION}`);
});

test('a changed shape changes the fingerprint (the check can fail)', () => {
  expect(sha(runtimeShape({ ...theme, colors: { ...theme.colors, extra: '#000' } }).join('\n'))).not.toBe(fingerprints.theme);
  // A new colour value alone is no change of shape.
  expect(sha(runtimeShape({ ...theme, colors: { ...theme.colors, brand: '#000' } }).join('\n'))).toBe(fingerprints.theme);
});
