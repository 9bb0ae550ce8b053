import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAINT_FIRST_LOADER } from '../../shared/src/boot/paint-first-loader';
import { firstLoadJs, inlineScripts, isExecutableScriptType } from './first-load-js';

// How e2e/budget.spec.ts and `npm run bench` count a page's first-load JavaScript: the script
// files it fetches plus the inline scripts it runs. Mutations tried in first-load-js.ts, each of
// which made a test here fail:
// - totalGzip without the inline part (filesGzip only);
// - the type attribute ignored (the JSON-LD block counted as script);
// - `src` ignored (the text inside an external script's element counted).

const gzip = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

/** The shell's page template filled in as the webpack config fills it (tools/webpack/create-config.js). */
function prerenderedPage(): string {
  const template = fs.readFileSync(path.join(__dirname, '../../shell/public/index.html'), 'utf8');
  const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Navega"}</script>';
  return template
    .replace('<%= entryScripts %>', '/main.1234abcd.js /vendor.5678ef90.js')
    .replace('<%= paintFirstLoader %>', PAINT_FIRST_LOADER)
    .replace('<!--head-->', `<title>Inicio</title>${jsonLd}`)
    .replace('<!--app-->', '<main><h1>Hola</h1></main>');
}

describe('first-load JavaScript', () => {
  it('counts the inline scripts a page runs, not its data blocks or external scripts', () => {
    const html = [
      '<head><script type="application/ld+json">{"name":"x"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/app.js" defer></script>',
      // A browser runs the file and ignores the element's own text.
      '<script src="/b.js">var ignored = 0;</script>',
      '<SCRIPT type="module">import("/a.js")</SCRIPT>',
      "<script type='text/javascript'>var b = 2;</script>",
      '<script data-main="/x.js">var a = 1;</script>',
      '<script data-src="/not-a-src.js">var c = 3;</script></head>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['import("/a.js")', 'var b = 2;', 'var a = 1;', 'var c = 3;']);
  });

  it('tells the script types a browser runs from data blocks', () => {
    for (const type of [undefined, '', 'module', 'text/javascript', 'application/javascript', ' Text/JavaScript ']) expect(isExecutableScriptType(type)).toBe(true);
    for (const type of ['application/ld+json', 'application/json', 'importmap', 'speculationrules', 'text/template']) expect(isExecutableScriptType(type)).toBe(false);
  });

  it('adds the page inline scripts to the script files, as the budget counts them', () => {
    const html = '<script type="application/ld+json">{"a":1}</script><script>var one = 1;</script><script>var two = 2;</script>';
    const files = [Buffer.from('console.log("a".repeat(10));'), Buffer.from('export const b = 2;')];
    const js = firstLoadJs(html, files);
    const inline = gzip('var one = 1;\nvar two = 2;');
    expect(js).toEqual({ files: 2, filesGzip: gzip(files[0]) + gzip(files[1]), inline: 2, inlineGzip: inline, totalGzip: gzip(files[0]) + gzip(files[1]) + inline });
  });

  it('counts the paint-first loader of a prerendered page, and not its JSON-LD', () => {
    const js = firstLoadJs(prerenderedPage(), []);
    expect(js.inline).toBe(1);
    expect(js.inlineGzip).toBe(gzip(PAINT_FIRST_LOADER));
    // About 0.85 KB of the 130 KB per route: it did not count before, and / had about 1.6 KB left.
    expect(js.totalGzip).toBeGreaterThan(800);
  });
});
