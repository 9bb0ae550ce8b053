import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_ON_LOAD_HINT, CompileOnLoadHintPlugin } from './compile-on-load-hint';
import { jsMinimizer } from './js-minimizer';

/**
 * Chromium reads V8's compile hint only on a script's first line, and the site's scripts are
 * cached for a year by their hashed names: the hint must come first in every minified script,
 * and a file's name must change with the bytes the hint adds.
 */
describe('the compile-on-load hint', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), "export function start(n) { return import('./later').then((m) => m.twice(n)); }\nstart(2).then(console.log);\n");
    // A licence comment: the minifier moves it to a file of its own and puts a pointer to it on line 1.
    fs.writeFileSync(path.join(dir, 'later.js'), '/**\n * @license kept\n */\nexport function twice(n) { return n * 2; }\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const build = (out: string, withHint: boolean) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: { path: path.join(dir, out), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
        plugins: withHint ? [new CompileOnLoadHintPlugin()] : [],
        // The site's own minifier (swc), so the test sees the bytes that ship.
        optimization: { minimizer: [jsMinimizer()] },
      });
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        const files = fs.readdirSync(path.join(dir, out)).filter((f) => f.endsWith('.js'));
        resolve(Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(dir, out, f), 'utf8')])));
      });
    });

  it('puts the hint on the first line of every minified script, and the file names follow the new bytes', async () => {
    const plain = await build('plain', false);
    const hinted = await build('hinted', true);
    expect(Object.keys(hinted)).toHaveLength(2); // the entry and its lazy chunk
    for (const text of Object.values(hinted)) expect(text.startsWith(COMPILE_ON_LOAD_HINT)).toBe(true);
    // The same minified code under it (the entry names its chunk by the chunk's new hash), and
    // the minifier's pointer to the licence text still there.
    const bodies = (files: Record<string, string>) =>
      Object.values(files).map((t) => t.replace(COMPILE_ON_LOAD_HINT, '').replace(/\.[0-9a-f]{8}\.js/g, '.#.js')).sort();
    expect(bodies(hinted)).toEqual(bodies(plain));
    expect(Object.values(hinted).filter((t) => t.startsWith(`${COMPILE_ON_LOAD_HINT}/*! For license information`))).toHaveLength(1);
    // No hinted file keeps the name of its unhinted bytes (a browser holding those would keep them).
    for (const name of Object.keys(hinted)) expect(plain[name]).toBeUndefined();
  }, 60_000);
});
