import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { kitOverviewPage } from '../shared/src/content/kit-overview-page';
import { openDevLoop } from '../tools/site/dev-loop-probe';
import { E2E_SITE_DIR } from '../playwright.config';
import { roomForSlowMachines } from './support';

const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 17;
const PAGE_FILE = 'src/features/overview/overview-page.tsx';
const dist = path.resolve(__dirname, '../mfe-kit-digital/dist');
/** Every file of the production build with its modification time: any write shows. */
const distFiles = () => fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => `${path.join(e.parentPath, e.name)} ${fs.statSync(path.join(e.parentPath, e.name)).mtimeMs}`).sort();

// A team's dev loop (issue 18): `npm run dev -w mfe-kit-digital` against the running site. A save
// shows in the open page without a reload by hand; the production build stays as it was.
test('a saved edit in the dev loop shows in the browser, and dist/ is untouched', async ({ page, baseURL }) => {
  test.setTimeout(roomForSlowMachines(120_000));
  const distBefore = distFiles();
  const loop = await openDevLoop({ workspace: 'mfe-kit-digital', siteUrl: baseURL!, siteDir: path.resolve(__dirname, '..', E2E_SITE_DIR), port: DEV_PORT });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${loop.url}/kit-digital`);
    const heading = kitOverviewPage.voucher.title;
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
    // The page's words are content (issue 35): the edit is to how the page shows one of them.
    loop.edit(PAGE_FILE, 'title={page.voucher.title}', 'title={`${page.voucher.title}, paso a paso`}');
    // The page reloads by itself: no goto, no reload here.
    await expect(page.getByRole('heading', { name: `${heading}, paso a paso` })).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  } finally {
    await loop.close();
  }
  expect(distFiles()).toEqual(distBefore);
  // The live site still serves the deployed heading.
  expect(await (await page.request.get('/kit-digital')).text()).not.toContain('paso a paso');
});
