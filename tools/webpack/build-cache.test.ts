import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { snapshot } from '../../api/testing';

/**
 * Webpack's disk cache (create-config.js) must never change what a build gives: a release built
 * from the cache is byte for byte the one built from nothing, and a changed input (here the
 * build label a pipeline stamps in) reaches the output.
 */
const root = path.resolve(__dirname, '../..');
/** Small, and it has derived modules (tools/webpack/derived-modules.js), whose loading once kept the cache from being written. */
const WORKSPACE = 'mfe-kit-digital';

/** The files of a build folder that hold `text`. */
const filesHolding = (dir: string, text: string) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && fs.readFileSync(path.join(e.parentPath, e.name)).includes(text));

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
    return path.join(tmp, out);
  };

  it('gives the same bytes from a warm cache as from none, and a new build label reaches the output', () => {
    const cold = build('cold');
    // Written for both builds (browser and Node), or a warm build is only a cold one again.
    for (const name of [`${WORKSPACE}-browser-production`, `${WORKSPACE}-server-production`]) expect(fs.existsSync(path.join(tmp, 'cache', name, 'index.pack'))).toBe(true);
    const warm = build('warm');
    expect(snapshot(warm)).toBe(snapshot(cold));

    const labelled = build('labelled', 'cache-test-label');
    expect(filesHolding(cold, 'cache-test-label')).toEqual([]);
    expect(filesHolding(labelled, 'cache-test-label').length).toBeGreaterThan(0);
  }, 180_000);
});
