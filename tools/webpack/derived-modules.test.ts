import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { execFileSync } from 'node:child_process';

type Derived = { file: string; source: string; dependencies: string[] };

/**
 * What a bundle gets of each file, from a Node process of its own, as webpack runs it (tsx's
 * scoped require, which the evaluation uses, needs Node's own module loader, not jest's).
 */
function evaluate(...files: string[]): Derived[] {
  return JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'derived-modules.js'), ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}
const evaluateDerived = (file: string) => {
  const [{ source, dependencies }] = evaluate(file);
  return { source, dependencies };
};

const contentDir = path.resolve(__dirname, '../../shared/src/content');
const derivedModules = fs.readdirSync(contentDir).filter((f) => f.endsWith('.derived.ts'));

/** The constants of a module the loader wrote, read back. */
function constantsOf(source: string): Record<string, unknown> {
  return Object.fromEntries([...source.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, json]) => [name, JSON.parse(json)]));
}

describe('derived modules (build-time tables from the content records)', () => {
  const evaluated = evaluate(...derivedModules.map((f) => path.join(contentDir, f)));

  it.each(derivedModules.map((f, i) => [f, evaluated[i]] as const))('gives a bundle exactly what %s exports when it runs, and names the records it reads (a change rebuilds it)', (file, { source, dependencies }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const run = require(path.join(contentDir, file)) as Record<string, unknown>;
    expect(constantsOf(source)).toEqual(JSON.parse(JSON.stringify(run)));
    // Nothing but constants: no import of the records is left for the bundle.
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
    expect(dependencies).toContain(path.join(contentDir, file));
    expect(dependencies.some((d) => /[\\/]content[\\/](service-pages|kit-solutions|projects)\.ts$/.test(d))).toBe(true);
  });

  it('reads the records afresh on each build (a change shows in watch mode)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-'));
    fs.writeFileSync(path.join(dir, 'records.ts'), "export const records = [{ path: '/a' }];\n");
    const table = path.join(dir, 'paths.derived.ts');
    fs.writeFileSync(table, "import { records } from './records';\nexport const paths: string[] = records.map((r) => r.path);\n");
    expect(evaluateDerived(table)).toEqual({ source: 'export const paths = ["/a"];\n', dependencies: expect.arrayContaining([table, path.join(dir, 'records.ts')]) });
    fs.writeFileSync(path.join(dir, 'records.ts'), "export const records = [{ path: '/a' }, { path: '/b' }];\n");
    expect(evaluateDerived(table).source).toBe('export const paths = ["/a","/b"];\n');
  });

  it('are evaluated by every build, browser and Node, before ts-loader reads them', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configs = require('./create-config') as Record<string, (o: object) => { plugins: object[]; module: { rules: { test?: RegExp }[] } }>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DerivedModulesPlugin } = require('./derived-modules') as { DerivedModulesPlugin: new () => object };
    const options = { dir: path.resolve(__dirname, '../../mfe-catalog'), name: 'catalog', exposes: {}, entry: {}, template: 'index.html' };
    for (const make of Object.values(configs)) {
      const config = make(options);
      expect(config.plugins.filter((p) => p instanceof DerivedModulesPlugin)).toHaveLength(1);
      expect(config.module.rules.some((r) => r.test?.test('x.derived.ts') && !r.test.test('x.ts'))).toBe(false);
    }
  });

  it('reach a real webpack build as their data only, under their own name, rebuilt when a record changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-'));
    fs.writeFileSync(path.join(dir, 'records.ts'), "export const records = [{ path: '/a', body: 'A long body the bundle must not carry' }];\n");
    fs.writeFileSync(path.join(dir, 'paths.derived.ts'), "import { records } from './records';\nexport const paths: string[] = records.map((r) => r.path);\n");
    fs.writeFileSync(path.join(dir, 'entry.ts'), "import { paths } from './paths.derived';\nconsole.log(paths);\n");
    // A build of its own, in a Node process of its own (as for `evaluate` above).
    const build = `
      const path = require('node:path');
      const webpack = require('webpack');
      const { DerivedModulesPlugin } = require(${JSON.stringify(path.join(__dirname, 'derived-modules.js'))});
      const dir = ${JSON.stringify(dir)};
      webpack({
        mode: 'production',
        context: dir,
        entry: './entry.ts',
        output: { path: path.join(dir, 'out'), filename: 'main.js' },
        resolve: { extensions: ['.ts', '.js'] },
        resolveLoader: { modules: [${JSON.stringify(path.resolve(__dirname, '../../node_modules'))}] },
        module: { rules: [{ test: /\\.ts$/, loader: 'ts-loader', options: { transpileOnly: true, configFile: ${JSON.stringify(path.resolve(__dirname, '../../tsconfig.base.json'))} } }] },
        plugins: [new DerivedModulesPlugin()],
      }, (error, stats) => {
        if (error) throw error;
        const { compilation } = stats;
        process.stdout.write(JSON.stringify({
          errors: compilation.errors.map(String),
          fileDependencies: [...compilation.fileDependencies],
          identifiers: [...compilation.modules].map((m) => m.identifier()),
        }));
      });`;
    const result = JSON.parse(execFileSync(process.execPath, ['-e', build], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' })) as { errors: string[]; fileDependencies: string[]; identifiers: string[] };
    expect(result.errors).toEqual([]);
    const bundle = fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8');
    expect(bundle).toContain('"/a"');
    expect(bundle).not.toContain('A long body');
    expect(result.fileDependencies).toContain(path.join(dir, 'records.ts'));
    expect(result.identifiers.find((id) => id.endsWith('paths.derived.ts'))).not.toMatch(/derived-modules/);
  }, 60_000);

  it('fails the build for a derived module that exports anything but data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-'));
    const table = path.join(dir, 'finder.derived.ts');
    fs.writeFileSync(table, "export const rows = [{ path: '/a' }];\nexport const find = (p: string) => p;\n");
    expect(() => evaluateDerived(table)).toThrow(/finder\.derived\.ts: find is not plain data/);
  });
});
