import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar: string = String(require('vnu-jar'));

/**
 * The page's render block until its loader is parsed (shell/public/index.html). WHATWG HTML allows
 * `blocking` on `rel=expect` (links.html#link-type-expect); vnu 26.9.27, the latest, still knows it
 * on `rel=stylesheet` only. The pages are checked to carry it, and vnu reads them without it.
 */
const RENDER_BLOCK = '<link rel="expect" href="#app-loader" blocking="render">';

// The W3C validator (vnu, offline, system Java) over every prerendered page and the 404 page.
test('every prerendered page is valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const paths = [...siteRoutes.map((r) => r.path), '/no-existe'];
  for (const p of paths) {
    const res = await request.get(p);
    const html = await res.text();
    expect(html.split(RENDER_BLOCK), `${p}: one render block, in the head`).toHaveLength(2);
    expect(html.indexOf(RENDER_BLOCK), `${p}: the render block in the head`).toBeLessThan(html.indexOf('</head>'));
    expect(html, `${p}: the element the render block waits for`).toMatch(/<script data-main="[^"]+" id="app-loader">/);
    fs.writeFileSync(path.join(dir, `${p.replace(/\//g, '_') || 'home'}.html`), html.replace(RENDER_BLOCK, '<link rel="expect" href="#app-loader">'));
  }
  let report = '';
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'text', '--skip-non-html', dir], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    report = String((error as { stderr?: string }).stderr ?? error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // vnu prints each error followed by the line naming its file.
  expect(report.split('\n').filter((l) => /^Error|resource file/.test(l)).slice(0, 40)).toEqual([]);
});
