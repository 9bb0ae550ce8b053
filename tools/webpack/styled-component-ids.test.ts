import path from 'node:path';
import ts from 'typescript';
import { componentId, styledComponentIds } from './styled-component-ids';

const root = path.resolve(__dirname, '../..');

function transpile(code: string, file = path.join(root, 'mfe-demo/src/card.tsx')): string {
  return ts.transpileModule(code, {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX },
    transformers: { before: [styledComponentIds] },
  }).outputText;
}

describe('styledComponentIds', () => {
  it('gives each styled component of a file its own fixed id, whatever the tag form', () => {
    const out = transpile(
      [
        "import styled, { css } from 'styled-components';",
        'const A = styled.div`color: red;`;',
        'const B = styled(A)<{ $x: boolean }>`margin: 0;`;',
        "const C = styled.a.attrs({ rel: 'noopener' })`color: blue;`;",
        'const mixin = css`padding: 0;`;',
      ].join('\n'),
    );
    const file = path.join(root, 'mfe-demo/src/card.tsx');
    expect(out).toContain(`styled.div.withConfig({ componentId: "${componentId(file, 0)}" })`);
    expect(out).toContain(`styled(A).withConfig({ componentId: "${componentId(file, 1)}" })`);
    expect(out).toContain(`styled.a.attrs({ rel: 'noopener' }).withConfig({ componentId: "${componentId(file, 2)}" })`);
    // css`` makes no component: its text is content-hashed by styled-components already.
    expect(out).toContain('const mixin = css `padding: 0;`;');
  });

  it('names ids by the path inside the repository, so every machine builds the same class names', () => {
    expect(componentId(path.join(root, 'shell/src/a.tsx'), 0)).toBe(componentId(path.join(root, 'shell/src/a.tsx'), 0));
    expect(componentId(path.join(root, 'shell/src/a.tsx'), 0)).not.toBe(componentId(path.join(root, 'shell/src/b.tsx'), 0));
    expect(componentId(path.join(root, 'shell/src/a.tsx'), 0)).not.toBe(componentId(path.join(root, 'shell/src/a.tsx'), 1));
    expect(componentId(path.join(root, 'shell/src/a.tsx'), 0)).toMatch(/^sc-[0-9a-f]{10}$/);
  });
});
