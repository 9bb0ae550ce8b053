import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { execFileSync } from 'node:child_process';

type Derived = { file: string; source: string; dependencies: string[] };

/**
 * What the loader gives a bundle for each file, from a Node process of its own, as webpack runs
 * it (tsx's scoped require, which the loader uses, needs Node's own module loader, not jest's).
 */
function evaluate(...files: string[]): Derived[] {
  return JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'derived-loader.js'), ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
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

describe('the derived-module loader (build-time tables from the content records)', () => {
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

  it('runs before ts-loader on every *.derived.ts of every build, browser and Node', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configs = require('./create-config') as Record<string, (o: object) => { module: { rules: { test?: RegExp; enforce?: string; loader?: string }[] } }>;
    const options = { dir: path.resolve(__dirname, '../../mfe-catalog'), name: 'catalog', exposes: {}, entry: {}, template: 'index.html' };
    for (const make of Object.values(configs)) {
      const rule = make(options).module.rules.find((r) => r.loader?.endsWith('derived-loader.js'));
      expect(rule).toMatchObject({ enforce: 'pre' });
      expect(rule!.test!.test('/x/shared/src/content/route-table.derived.ts')).toBe(true);
      expect(rule!.test!.test('/x/shared/src/content/service-pages.ts')).toBe(false);
    }
  });

  it('fails the build for a derived module that exports anything but data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-'));
    const table = path.join(dir, 'finder.derived.ts');
    fs.writeFileSync(table, "export const rows = [{ path: '/a' }];\nexport const find = (p: string) => p;\n");
    expect(() => evaluateDerived(table)).toThrow(/finder\.derived\.ts: find is not plain data/);
  });
});
