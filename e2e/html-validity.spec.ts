import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar: string = String(require('vnu-jar'));

// The W3C validator (vnu, offline, system Java) over every prerendered page and the 404 page.
test('every prerendered page is valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const paths = [...siteRoutes.map((r) => r.path), '/no-existe'];
  for (const p of paths) {
    const res = await request.get(p);
    fs.writeFileSync(path.join(dir, `${p.replace(/\//g, '_') || 'home'}.html`), await res.text());
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
