import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { repoRoot } from '../../site/workspaces';

/**
 * The main-thread budget's yardstick (issue 34): a page that does the kinds of work a load of the
 * site does (an HTML parse of prerendered markup, a style sheet, layout and paint, React and
 * ReactDOM compiled and run, a hydration), built only from pinned packages and fixed text, so its
 * work is the same from one commit to the next. Loaded beside the site's pages in the same run, it
 * tells how fast this machine runs Chromium right now: a machine kind that runs the same page two
 * or three times slower (seen here: every system call and page fault several times dearer on some
 * machines of the same kind) slows it as much as the site.
 */
export const REFERENCE_PATH = '/__main-thread-reference__/';

type File = { contentType: string; body: string };

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** A style sheet of about the site's size and kinds of rules: grid, flex, media queries, states. */
function styleSheet(): string {
  const rules = [
    'html{font-family:system-ui,sans-serif;line-height:1.5;color:#1b2430;background:#fff}',
    'body{margin:0}',
    '.page{max-width:72rem;margin:0 auto;padding:1.5rem}',
    '.page__title{font-size:2rem;margin:0 0 1.5rem}',
    '.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}',
    '.card{display:flex;flex-direction:column;gap:.5rem;padding:1rem;border:1px solid #d6dbe1;border-radius:.75rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}',
    '.card__title{font-size:1.25rem;margin:0}',
    '.card__text{margin:0;color:#3d4a5a}',
    '.card__list{margin:0;padding-left:1.25rem}',
    '.card__price{margin:.5rem 0 0;font-size:1.125rem}',
    '.card__button{align-self:flex-start;padding:.5rem 1rem;border:0;border-radius:.5rem;background:#0b5fff;color:#fff;font:inherit;cursor:pointer}',
    '.card__button:hover,.card__button:focus-visible{background:#0847c2;outline:2px solid #0847c2;outline-offset:2px}',
  ];
  for (let k = 0; k < 4; k++) rules.push(`.card--${k}{border-top:4px solid hsl(${k * 80},60%,45%)}`, `.card--${k} .card__title{color:hsl(${k * 80},50%,30%)}`);
  for (let k = 0; k < 3; k++) rules.push(`.card__item--${k}{margin-bottom:${k * 2}px}`, `.card--${k} .card__item--${k}:nth-child(odd){font-weight:${400 + k * 100}}`);
  for (const width of [480, 768, 1024, 1280]) rules.push(`@media (min-width:${width}px){.page{padding:${width / 320}rem}.card{padding:${width / 640}rem}.page__title{font-size:${1.5 + width / 1280}rem}}`);
  return rules.join('\n');
}

/** The page and its scripts, by path. */
export function referencePageFiles(): Record<string, File> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same plain script runs in the page
  const referenceApp = require('./reference-app.js') as (react: typeof import('react')) => () => ReturnType<typeof createElement>;
  const App = referenceApp(React);
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Página de referencia</title><style>${styleSheet()}</style></head>
<body><div id="root">${renderToString(createElement(App))}</div>
<script src="${REFERENCE_PATH}react.js"></script><script src="${REFERENCE_PATH}react-dom.js"></script><script src="${REFERENCE_PATH}app.js"></script>
<script>ReactDOM.hydrateRoot(document.getElementById('root'), React.createElement(referenceApp(React)));</script></body></html>`;
  const js = (body: string): File => ({ contentType: 'text/javascript', body });
  return {
    [REFERENCE_PATH]: { contentType: 'text/html; charset=utf-8', body: html },
    [`${REFERENCE_PATH}react.js`]: js(read('node_modules/react/umd/react.production.min.js')),
    [`${REFERENCE_PATH}react-dom.js`]: js(read('node_modules/react-dom/umd/react-dom.production.min.js')),
    [`${REFERENCE_PATH}app.js`]: js(read('tools/bench/reference-page/reference-app.js')),
  };
}
