/** remotes.json on disk follows the one shared contract (remotesManifestSchema), read and written. */
import fs from 'node:fs';
import path from 'node:path';
import { InvalidRemotesFile, readRemotes, remotesFile, writeRemotesAtomically, type RemoteEntry } from '../../src/site/layout';
import { makeTempDir } from '../helpers/lead-app';

let siteDir: string;
beforeEach(() => {
  siteDir = makeTempDir('remotes-file-');
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const catalog: RemoteEntry = { name: 'catalog', version: 'v1', entry: '/mfe/catalog/v1/remoteEntry.js' };

test('nothing published yet: an empty list', () => {
  expect(readRemotes(siteDir)).toEqual([]);
});

test('what is written is read back', () => {
  writeRemotesAtomically(siteDir, [catalog]);
  expect(readRemotes(siteDir)).toEqual([catalog]);
  expect(fs.readdirSync(siteDir)).toEqual(['remotes.json']);
});

test('a list that breaks the contract is never written, and the live one stays', () => {
  writeRemotesAtomically(siteDir, [catalog]);
  expect(() => writeRemotesAtomically(siteDir, [catalog, { ...catalog, version: 'v2' }])).toThrow('each remote appears once');
  expect(() => writeRemotesAtomically(siteDir, [{ ...catalog, version: '../../etc' }])).toThrow();
  expect(readRemotes(siteDir)).toEqual([catalog]);
  expect(fs.readdirSync(siteDir)).toEqual(['remotes.json']);
});

test.each([
  ['not JSON', '[{"name":', 'not JSON'],
  ['not a list', '{"catalog":"/mfe/catalog/v1/remoteEntry.js"}', 'list'],
  ['a version that leaves its folder', JSON.stringify([{ ...catalog, version: '..' }]), '0.version'],
])('a file that is %s is refused by name, so no deploy builds on a misread list', (_label, content, where) => {
  fs.writeFileSync(remotesFile(siteDir), content);
  expect(() => readRemotes(siteDir)).toThrow(InvalidRemotesFile);
  expect(() => readRemotes(siteDir)).toThrow(`${path.join(siteDir, 'remotes.json')} is not a valid remotes list (${where}`);
});
