import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { axeViolations } from './axe';
import { expectChatShown, presetConsent, waitForHydration, watchConsole } from './support';
import { visitorTest as routeTest } from './visitor';

// The routes are scanned as one visitor per worker going from page to page (visitor.ts).
routeTest.describe('accessibility (axe, WCAG 2.2 AA) of every route', () => {
  // Independent pages: the workers share them instead of one worker scanning them all in turn.
  routeTest.describe.configure({ mode: 'parallel' });
  for (const route of siteRoutes) {
    routeTest(`${route.path}`, async ({ visitor: page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility (axe, WCAG 2.2 AA) of what opens over a page', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the cookie banner', async ({ page }) => {
    await page.goto('/');
    // Its 2 s delay starts when the page is hydrated, which on a busy two-core machine can come
    // seconds after the load event (CI missed it once by waiting from the load).
    await waitForHydration(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 5000 });
    expect(await axeViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
  });

  test('the mobile menu', async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the telephony request dialog', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/telefonia');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Solicitar oferta/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('the additional-lines dialog', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/telefonia');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Solicitar Líneas Adicionales' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('the Kit Digital aid modal', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/agentes-digitalizadores');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ver Ayudas' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('the project video modal', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/projects/navegatime');
    await waitForHydration(page);
    await page.getByTestId('video-list').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('the NavegaBot panel', async ({ page }) => {
    const problems = watchConsole(page);
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir NavegaBot' }).click({ timeout: 10_000 });
    await expectChatShown(page, page.getByPlaceholder('Escribe tu pregunta...'), problems);
    expect(await axeViolations(page)).toEqual([]);
  });
});
