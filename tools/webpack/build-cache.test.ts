import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Webpack's disk cache (create-config.js) must never change what a build gives: a release built
 * from the cache is byte for byte the one built from nothing, and a changed input (here the
 * build label a pipeline stamps in) reaches the output.
 */
const root = path.resolve(__dirname, '../..');
/** Small, and it has derived modules (tools/webpack/derived-modules.js), whose loading once kept the cache from being written. */
const WORKSPACE = 'mfe-kit-digital';

/** Every file of a build folder with its bytes, by relative path. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return files;
}

describe('the webpack disk cache', () => {
  let tmp: string;
  beforeAll(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'))));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const build = (out: string, label = '') => {
    execFileSync(process.execPath, ['tools/build-workspace.js', WORKSPACE], {
      cwd: root,
      env: { ...process.env, WEBPACK_CACHE_DIR: path.join(tmp, 'cache'), BUILD_OUT: path.join(tmp, out), REMOTE_BUILD_ID: label },
      stdio: 'pipe',
    });
    return tree(path.join(tmp, out));
  };

  it('gives the same bytes from a warm cache as from none, and a new build label reaches the output', () => {
    const cold = build('cold');
    // Written for both builds (browser and Node), or a warm build is only a cold one again.
    for (const name of [`${WORKSPACE}-browser-production`, `${WORKSPACE}-server-production`]) expect(fs.existsSync(path.join(tmp, 'cache', name, 'index.pack'))).toBe(true);
    const warm = build('warm');
    expect(Object.keys(warm).sort()).toEqual(Object.keys(cold).sort());
    expect(warm).toEqual(cold);

    const labelled = build('labelled', 'cache-test-label');
    const withLabel = (files: Record<string, string>) => Object.keys(files).filter((f) => Buffer.from(files[f], 'base64').includes('cache-test-label'));
    expect(withLabel(cold)).toEqual([]);
    expect(withLabel(labelled).length).toBeGreaterThan(0);
  }, 180_000);
});
