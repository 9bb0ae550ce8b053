import { remotesManifestSchema } from './remotes-manifest';
import { isRemotesManifest } from './remotes-manifest-check';

const entry = (name: string, version = 'v1', url = `/mfe/${name}/${version}/remoteEntry.js`) => ({ name, version, entry: url });

const VALID: Array<[string, unknown]> = [
  ['an empty list (nothing published yet)', []],
  ['what the deploy writes', [entry('catalog', '975e12f12fb5'), entry('kit_digital', '6aa0b264512b')]],
  ['an entry on another host', [entry('forms', 'v2', 'https://cdn.example.com/mfe/forms/v2/remoteEntry.js')]],
  ['a list published before remoteEntry.js', [entry('telephony', 'v1', '/mfe/telephony/v1/mf-manifest.json')]],
  ['extra keys (ignored)', [{ ...entry('chatbot'), canary: 0.1 }]],
];

const INVALID: Array<[string, unknown]> = [
  ['not a list', { catalog: entry('catalog') }],
  ['null', null],
  ['an entry that is not an object', ['catalog']],
  ['a missing entry URL', [{ name: 'catalog', version: 'v1' }]],
  ['a number for the version', [{ name: 'catalog', version: 1, entry: '/mfe/catalog/1/remoteEntry.js' }]],
  ['a name that is no identifier', [entry('kit-digital')]],
  ['a version that climbs out of its folder', [entry('catalog', '..')]],
  ['a version with a slash', [entry('catalog', 'v1/../../x')]],
  ['a protocol-relative entry', [entry('catalog', 'v1', '//evil.example/remoteEntry.js')]],
  ['a javascript: entry', [entry('catalog', 'v1', 'javascript:alert(1)')]],
  ['an entry with spaces', [entry('catalog', 'v1', '/mfe/catalog/v1/remote Entry.js')]],
  ['the same remote twice', [entry('catalog', 'v1'), entry('catalog', 'v2')]],
];

describe('remotes.json: the zod contract and the shell’s zod-free check agree', () => {
  test.each(VALID)('valid: %s', (_label, sample) => {
    expect(remotesManifestSchema.safeParse(sample).success).toBe(true);
    expect(isRemotesManifest(sample)).toBe(true);
  });

  test.each(INVALID)('invalid: %s', (_label, sample) => {
    expect(remotesManifestSchema.safeParse(sample).success).toBe(false);
    expect(isRemotesManifest(sample)).toBe(false);
  });

  test('the schema keeps only the three fields the contract names', () => {
    expect(remotesManifestSchema.parse([{ ...entry('chatbot'), canary: 0.1 }])).toEqual([entry('chatbot')]);
  });
});
