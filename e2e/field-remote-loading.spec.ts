import { expect, test, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from './support';
import { holdRemoteFiles, refuseRemoteFiles } from './field/network';
import { isSameDocument, mainAreaHistory, markDocument, watchMainArea } from './field/page-watch';

// Issue 15, remote loading: slow is not down (docs/progressive-enhancement.md).

const FALLBACK_TEXT = 'Esta sección no está disponible';
const NOTICE_TEXT = 'Algunas funciones de esta página no están disponibles ahora mismo.';

/** Waits until `ms` after `since` on the test's clock: these checks are about time passing. */
async function at(page: Page, since: number, ms: number) {
  const left = since + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

const catalogArea = (page: Page) => page.locator('main [data-remote-area="catalog"]');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

test.describe('a slow remote on a prerendered page', () => {
  for (const path of ['/', '/proyectos']) {
    test(`${path} keeps its prerendered content for the 10 s the catalog takes, then hydrates`, async ({ page }) => {
      test.setTimeout(60_000);
      await presetConsent(page);
      await watchMainArea(page);
      const catalog = await holdRemoteFiles(page, 'catalog');
      await page.goto(path, { waitUntil: 'commit' });
      const start = Date.now();
      const heading = catalogArea(page).getByRole('heading', { level: 1 });

      for (const ms of [1000, 4000, 9000]) {
        await at(page, start, ms);
        await expect(heading, `the page at ${ms} ms`).toBeVisible({ timeout: 1000 });
        await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
        // Still waiting for the remote: nothing has hydrated the page yet.
        await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      }
      expect(catalog.held()).toBeGreaterThan(0);

      await at(page, start, 10_000);
      catalog.release();
      await waitForHydration(page);
      await expect(heading).toBeVisible();
      expect(await mainAreaHistory(page)).toEqual({ fallback: false, loading: false });

      // The remote works: another catalog page opens without a reload.
      await markDocument(page);
      await nav(page).getByRole('link', { name: 'Nosotros', exact: true }).click();
      await expect(page).toHaveURL(/\/nosotros$/);
      await expect(catalogArea(page).getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
      expect((await mainAreaHistory(page)).fallback).toBe(false);
    });
  }
});

test('a remote that really fails keeps the prerendered page readable with a notice, and the next page loads it again', async ({ page }) => {
  test.setTimeout(60_000);
  await presetConsent(page);
  await watchMainArea(page);
  const catalog = await refuseRemoteFiles(page, 'catalog');
  await page.goto('/proyectos', { waitUntil: 'commit' });
  const heading = catalogArea(page).getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();

  // After the retries (about 7 s), the notice; the page's own markup is still there, as static HTML.
  const notice = page.getByTestId('remote-notice');
  await expect(notice).toContainText(NOTICE_TEXT, { timeout: 20_000 });
  await expect(notice.getByRole('link', { name: /965/ })).toHaveAttribute('href', /^tel:\+34/);
  expect(catalog.refused()).toBeGreaterThan(1);
  await expect(heading).toBeVisible();
  await expect(catalogArea(page)).toHaveAttribute('data-static', 'true');
  await expect(catalogArea(page).getByRole('link').first()).toHaveAttribute('href', /^\//);
  await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
  await waitForHydration(page);

  // The remote is back: a client-side navigation loads it again (the failure was not kept).
  await catalog.restore();
  await markDocument(page);
  await nav(page).getByRole('link', { name: 'Nosotros', exact: true }).click();
  await expect(page).toHaveURL(/\/nosotros$/);
  await expect(catalogArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-notice')).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
  expect((await mainAreaHistory(page)).fallback).toBe(false);
});

test('on a client-side navigation a slow remote shows the loading state, then the page', async ({ page }) => {
  await presetConsent(page);
  await watchMainArea(page);
  // A page of the shell alone, so the catalog has not been loaded yet.
  await page.goto('/esta-pagina-no-existe');
  await waitForHydration(page);
  const catalog = await holdRemoteFiles(page, 'catalog');
  await markDocument(page);

  await nav(page).getByRole('link', { name: 'Servicios', exact: true }).click();
  await expect(page).toHaveURL(/\/servicios$/);
  await expect(page.locator('main').getByRole('status')).toContainText('Cargando');
  await expect.poll(() => catalog.held()).toBeGreaterThan(0);
  catalog.release();
  await expect(catalogArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main').getByRole('status')).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
  expect(await mainAreaHistory(page)).toEqual({ fallback: false, loading: true });
});
