import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isCssTag, minifyCssPieces, minifyStyledCss, templateParts } from './minify-styled-css';

// stylis is what styled-components turns template text into CSS with: the page's CSS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stylis = require('stylis') as { compile(css: string): unknown; serialize(ast: unknown, cb: unknown): string; stringify: unknown };
const cssOf = (pieces: string[]) => stylis.serialize(stylis.compile(`.c{${pieces.join('INTERPOLATION')}}`), stylis.stringify);

const root = path.resolve(__dirname, '../..');

function transpile(code: string): string {
  return ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 }, transformers: { before: [minifyStyledCss] } }).outputText;
}

/** Every CSS template of the site's source, as the text pieces around its interpolations. */
function siteTemplates(): { file: string; pieces: string[] }[] {
  const dirs = ['shared/src', 'shell/src', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`)];
  const files = dirs.flatMap((dir) => (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.join(dir, f)));
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
      const found: { file: string; pieces: string[] }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isTaggedTemplateExpression(node) && isCssTag(node.tag)) found.push({ file, pieces: templateParts(node.template).map((p) => p.text) });
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
}

describe('styled-components CSS minification', () => {
  it('drops comments and the whitespace CSS does not need', () => {
    const out = transpile('const A = styled.div`\n  /* why */\n  color: red;\n  a :hover, b > c { margin: ${m} ${n}; }\n`;');
    expect(out).toContain('styled.div `color: red;a :hover, b > c{margin: ${m} ${n};}`');
  });

  it('keeps quoted strings, and leaves alone templates with line comments or escapes', () => {
    expect(minifyCssPieces(["content: '  a  ';  grid-template-areas: \"a  b\";"])).toEqual(["content: '  a  ';grid-template-areas: \"a  b\";"]);
    expect(minifyCssPieces(['color: red; // why\n  margin: 0;'])).toBeNull();
    expect(transpile("const A = styled.p`content: '\\\\201C';  color: red;`;")).toContain("`content: '\\\\201C';  color: red;`");
  });

  it('leaves other tagged templates alone', () => {
    expect(transpile('const q = gql`  query   { a }`;')).toContain('gql `  query   { a }`');
  });

  it('changes no CSS the site ships: stylis reads every template the same before and after', () => {
    const templates = siteTemplates();
    expect(templates.length).toBeGreaterThan(100);
    let minified = 0;
    for (const { file, pieces } of templates) {
      const mins = minifyCssPieces(pieces);
      if (!mins) continue;
      minified++;
      expect({ file, css: cssOf(mins) }).toEqual({ file, css: cssOf(pieces) });
    }
    expect(minified).toBeGreaterThan(templates.length * 0.9);
  });
});
