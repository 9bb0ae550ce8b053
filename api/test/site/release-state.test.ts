/**
 * release.json, the one release state (the live shell, the live remotes, the canaries), read and
 * written by the server and the deploy tools: what is written is read back, a state that breaks
 * the schema is never written (the live one stays), and a file that cannot be used is refused by
 * name, so no deploy builds on a state it misread.
 */
import fs from 'node:fs';
import { EMPTY_STATE, InvalidReleaseFile, readStateFile, remoteEntryUrl, stateFile, writeStateFile, type Canary, type ReleaseState, type RemoteEntry } from '../../src/releases';
import { makeTempDir } from '../helpers/lead-app';

let siteDir: string;
beforeEach(() => {
  siteDir = makeTempDir('release-state-');
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const catalog: RemoteEntry = { name: 'catalog', version: 'v1', entry: remoteEntryUrl('catalog', 'v1') };
const shellCanary: Canary = { name: 'shell', version: 's2', percent: 10, since: '2026-11-27T10:00:00.000Z', by: 'ana' };
const state: ReleaseState = { shell: 's1', remotes: [catalog], canaries: [shellCanary] };

test('nothing released yet: no shell, no remotes, no canaries', () => {
  expect(readStateFile(siteDir)).toEqual(EMPTY_STATE);
  expect(readStateFile(siteDir)).toEqual({ remotes: [], canaries: [] });
});

test('what is written is read back, and nothing else is left in the site folder', () => {
  writeStateFile(siteDir, state);
  expect(readStateFile(siteDir)).toEqual(state);
  expect(fs.readdirSync(siteDir)).toEqual(['release.json']);
});

test.each<[string, ReleaseState, RegExp | string]>([
  ['a remote listed twice', { ...state, remotes: [catalog, { ...catalog, version: 'v2' }] }, 'each remote appears once'],
  ['a version that leaves its folder', { ...state, remotes: [{ ...catalog, version: '../../etc' }] }, /version/],
  ['a shell release that leaves its folder', { ...state, shell: '..' }, /shell/],
  ['two canaries of one part', { ...state, canaries: [shellCanary, { ...shellCanary, version: 's3' }] }, 'one canary a part'],
  ['a canary for everyone', { ...state, canaries: [{ ...shellCanary, percent: 100 }] }, /percent|100/],
  ['a canary without a start time', { ...state, canaries: [{ ...shellCanary, since: 'yesterday' }] }, /since|datetime|date/i],
])('a state with %s is never written, and the live one stays', (_label, bad, problem) => {
  writeStateFile(siteDir, state);
  expect(() => writeStateFile(siteDir, bad)).toThrow(problem);
  expect(readStateFile(siteDir)).toEqual(state);
  expect(fs.readdirSync(siteDir)).toEqual(['release.json']);
});

test.each([
  ['not JSON', '{"shell":', 'not JSON'],
  ['the old remotes list', JSON.stringify([catalog]), 'state: '],
  ['missing its canaries', JSON.stringify({ shell: 's1', remotes: [catalog] }), 'canaries: '],
  ['a version that leaves its folder', JSON.stringify({ ...state, remotes: [{ ...catalog, version: '..' }] }), 'remotes.0.version: '],
  ['a canary of 0 %', JSON.stringify({ ...state, canaries: [{ ...shellCanary, percent: 0 }] }), 'canaries.0.percent: '],
])('a file that is %s is refused by name, so no deploy builds on a misread state', (_label, content, where) => {
  fs.writeFileSync(stateFile(siteDir), content);
  expect(() => readStateFile(siteDir)).toThrow(InvalidReleaseFile);
  expect(() => readStateFile(siteDir)).toThrow(`${stateFile(siteDir)} is not a valid release state (${where}`);
});
