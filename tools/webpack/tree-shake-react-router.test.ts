import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const treeShakeReactRouter = require('./tree-shake-react-router') as (source: string) => string;

const PURE = '/* @__PURE__ */ ';

describe('the react-router tree-shaking loader', () => {
  it('marks top-level createContext, forwardRef and memo calls pure and drops displayName assignments', () => {
    const source = [
      'var NavigationContext = React.createContext(null);',
      'NavigationContext.displayName = "Navigation";',
      'var Form = React10.forwardRef(function Form2(props, ref) {',
      '  let ctx = React10.createContext(null);',
      '});',
      'Form.displayName = "Form";',
      'var Memo = React3.memo(Routes);',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'var element = React.createElement(Form, null);',
      '',
    ].join('\n');
    expect(treeShakeReactRouter(source).split('\n')).toEqual([
      `var NavigationContext = ${PURE}React.createContext(null);`,
      `var Form = ${PURE}React10.forwardRef(function Form2(props, ref) {`,
      '  let ctx = React10.createContext(null);',
      '});',
      `var Memo = ${PURE}React3.memo(Routes);`,
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'var element = React.createElement(Form, null);',
      '',
    ]);
  });

  it('finds the calls and names in the react-router build the site bundles, and changes nothing else', () => {
    const root = path.dirname(require.resolve('react-router/package.json'));
    const files = fs.readdirSync(path.join(root, 'dist/production')).filter((f) => /^chunk-.*\.mjs$/.test(f));
    const sources = files.map((f) => fs.readFileSync(path.join(root, 'dist/production', f), 'utf8'));
    const outputs = sources.map(treeShakeReactRouter);
    const added = new RegExp(`= ${PURE.replace(/[/*]/g, '\\$&')}(React\\d*\\.(?:createContext|forwardRef|memo)\\()`, 'g');
    expect(sources.join('')).not.toMatch(added);
    expect(outputs.join('').match(added)?.length).toBeGreaterThanOrEqual(15);
    expect(outputs.join('')).not.toMatch(/^\w+\.displayName = /m);
    sources.forEach((source, i) => expect(outputs[i].replace(added, '= $1')).toBe(source.replace(/^\w+\.displayName = "[^"\n]*";\n/gm, '')));
  });
});
