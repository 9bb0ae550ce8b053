import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { styledComponentIds } from './styled-component-ids';

// The ids must be the same on every machine and in every build, or the prerendered class names
// stop matching the browser's. So the expected ids below are literals (sha1 of the file's path
// inside the repository and the component's place in it), not the function's own output.
//
// Mutations tried in styled-component-ids.js, each of which made these tests fail:
// - componentId hashing the absolute file name instead of the repository path (every id differs
//   from the literal, and the two checkouts below disagree);
// - one module-wide counter instead of one per file (a file's ids then depend on which files
//   were transformed before it: the second file and the reversed order fail);
// - the path taken relative to process.cwd() instead of the repository (only the fresh
//   processes, started outside the checkout, catch it: jest runs from the repository root).

const root = path.resolve(__dirname, '../..');

/** The ids a file's styled components must get, whatever the checkout's path and the build order. */
const EXPECTED: Record<string, string[]> = {
  'mfe-demo/src/card.tsx': ['sc-022f2acbab', 'sc-169ec66881', 'sc-0ba3d45f1f'],
  'mfe-demo/src/list.tsx': ['sc-bb4157c8eb', 'sc-a0341845c5'],
};

const SOURCES: Record<string, string> = {
  'mfe-demo/src/card.tsx': [
    "import styled, { css } from 'styled-components';",
    'const A = styled.div`color: red;`;',
    'const B = styled(A)<{ $x: boolean }>`margin: 0;`;',
    "const C = styled.a.attrs({ rel: 'noopener' })`color: blue;`;",
    'const mixin = css`padding: 0;`;',
  ].join('\n'),
  'mfe-demo/src/list.tsx': ["import styled from 'styled-components';", 'export const List = styled.ul`margin: 0;`;', 'export const Item = styled.li`padding: 0;`;'].join('\n'),
};

const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX };

function transpile(code: string, file: string): string {
  return ts.transpileModule(code, { fileName: file, compilerOptions, transformers: { before: [styledComponentIds] } }).outputText;
}

const idsIn = (out: string) => [...out.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);

describe('styledComponentIds', () => {
  it('gives each styled component of a file its own fixed id, whatever the tag form', () => {
    const out = transpile(SOURCES['mfe-demo/src/card.tsx'], path.join(root, 'mfe-demo/src/card.tsx'));
    const [a, b, c] = EXPECTED['mfe-demo/src/card.tsx'];
    expect(out).toContain(`styled.div.withConfig({ componentId: "${a}" })`);
    expect(out).toContain(`styled(A).withConfig({ componentId: "${b}" })`);
    expect(out).toContain(`styled.a.attrs({ rel: 'noopener' }).withConfig({ componentId: "${c}" })`);
    // css`` makes no component: its text is content-hashed by styled-components already.
    expect(out).toContain('const mixin = css `padding: 0;`;');
  });

  it('gives a file the same ids whichever files were transformed before it, in one process', () => {
    const files = Object.keys(SOURCES);
    for (const order of [files, [...files].reverse(), files]) {
      const ids = Object.fromEntries(order.map((f) => [f, idsIn(transpile(SOURCES[f], path.join(root, f)))]));
      expect(ids).toEqual(EXPECTED);
    }
  });

  it('gives the same ids in two checkouts at different paths, in either order, each in a fresh process', () => {
    // The transformer finds the repository from its own place (tools/webpack/), so each checkout
    // gets its own copy; typescript comes from this one's node_modules.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-ids-'));
    try {
      const checkouts = [path.join(tmp, 'a'), path.join(tmp, 'somewhere else', 'b-checkout')];
      const child = [
        "const path = require('node:path'); const ts = require('typescript');",
        'const [transformer, checkout, sources, options, ...files] = process.argv.slice(1);',
        'const { styledComponentIds } = require(transformer); const code = JSON.parse(sources);',
        'const ids = {};',
        'for (const f of files) {',
        '  const out = ts.transpileModule(code[f], { fileName: path.join(checkout, f), compilerOptions: JSON.parse(options), transformers: { before: [styledComponentIds] } }).outputText;',
        '  ids[f] = [...out.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);',
        '}',
        'process.stdout.write(JSON.stringify(ids));',
      ].join('\n');
      for (const checkout of checkouts) {
        const transformer = path.join(checkout, 'tools/webpack/styled-component-ids.js');
        fs.mkdirSync(path.dirname(transformer), { recursive: true });
        fs.copyFileSync(path.join(__dirname, 'styled-component-ids.js'), transformer);
        for (const order of [Object.keys(SOURCES), Object.keys(SOURCES).reverse()]) {
          const stdout = execFileSync(process.execPath, ['-e', child, transformer, checkout, JSON.stringify(SOURCES), JSON.stringify(compilerOptions), ...order], {
            cwd: tmp,
            env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') },
            encoding: 'utf8',
          });
          expect({ checkout, order, ids: JSON.parse(stdout) }).toEqual({ checkout, order, ids: EXPECTED });
        }
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
