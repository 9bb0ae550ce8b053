import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * `npm run look -- <base URL> <folder>`: what a visitor sees, to look at (issue 36, item 7).
 * Every route at 375, 768 and 1280 px, the whole page, and every dialog of the site open, as
 * PNGs named `<width>-<route>.png`. Run it on a previous release and on this one (each served by
 * `npm run serve`, or the API's server on another port) and open the two folders side by side.
 */
const WIDTHS = [375, 768, 1280];

/** The site's dialogs and panels, opened the way a visitor opens them. */
const DIALOGS: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'menu', path: '/', open: (p) => p.getByRole('button', { name: /menú/i }).first().click() },
  { name: 'tarifa', path: '/telefonia', open: (p) => p.getByRole('button', { name: 'Solicitar oferta' }).first().click() },
  { name: 'lineas', path: '/telefonia', open: (p) => p.getByRole('button', { name: 'Solicitar Líneas Adicionales' }).first().click() },
  { name: 'ayudas', path: '/agentes-digitalizadores', open: (p) => p.getByRole('button', { name: 'Ver Ayudas' }).first().click() },
  { name: 'video', path: '/projects/navegatime', open: (p) => p.getByTestId('video-list').getByRole('button').first().click() },
  { name: 'navegabot', path: '/', open: (p) => p.getByRole('button', { name: 'Abrir NavegaBot' }).first().click() },
];

const fileName = (route: string) => (route === '/' ? 'inicio' : route.slice(1).replace(/\//g, '_'));

async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/**
 * The whole page as a visitor sees it part by part while scrolling: scrolled down and back, so
 * that its lazy pictures are fetched (a shot without scrolling showed their empty frames), and its
 * `content-visibility: auto` parts drawn (Chromium skips them off screen, in a full-page shot too).
 */
async function showWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    // Only pictures on show: a hidden lazy picture is never fetched, and its decode() never settles.
    const shown = [...document.images].filter((i) => i.loading === 'lazy' && i.checkVisibility());
    await Promise.race([Promise.all(shown.map((i) => i.decode().catch(() => undefined))), new Promise((r) => setTimeout(r, 5000))]);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(300);
}

async function main() {
  const [base, out] = process.argv.slice(2);
  if (!base || !out) throw new Error('Usage: npm run look -- <base URL> <folder>');
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : width === 768 ? 1024 : 800 } });
      await context.addInitScript(() => localStorage.setItem('cookies-rejected', 'true'));
      const page = await context.newPage();
      for (const { path: route } of siteRoutes) {
        await page.goto(base + route);
        await settle(page);
        await showWholePage(page);
        await page.screenshot({ path: path.join(out, `${width}-${fileName(route)}.png`), fullPage: true });
      }
      for (const dialog of DIALOGS) {
        if (dialog.name === 'menu' && width >= 768) continue; // the menu button is the phone's
        await page.goto(base + dialog.path);
        await settle(page);
        try {
          await dialog.open(page);
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(out, `${width}-dialogo-${dialog.name}.png`) });
        } catch (error) {
          console.log(`${width} px, ${dialog.name}: not opened (${String(error).split('\n')[0]})`);
        }
      }
      await context.close();
      console.log(`${width} px: ${siteRoutes.length} pages and the dialogs in ${out}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
