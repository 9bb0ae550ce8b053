import { expect, test, type Page } from '@playwright/test';
import { NO_JS, holdAppScripts, presetConsent, waitForHydration } from './support';
import { applyPhoneProfile } from './field/network';
import { tapHistory, watchTaps } from './field/page-watch';

// Issue 15, the shell's controls work before hydration and without JavaScript
// (docs/progressive-enhancement.md, rules 1 and 4).

const PHONE_VIEWPORT = { width: 375, height: 740 };
const RESET_LABEL = 'Restablecer preferencias de cookies';
const NO_SCRIPT_SENTENCE = /Sin JavaScript, restablece tu elección borrando los datos de este sitio/;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const menuIsPopoverOpen = (page: Page) => page.locator('#menu-principal').evaluate((nav) => nav.matches(':popover-open'));

test.describe('with JavaScript off', { tag: NO_JS }, () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the phone menu opens and a link in it navigates', async ({ page }) => {
    await page.goto('/');
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(menu(page)).toBeVisible();
    // The icon and the name follow the menu's state in CSS.
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu(page).getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });

  test('the cookie reset, which needs script, is hidden and a sentence says what to do instead', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    await expect(page.getByRole('button', { name: RESET_LABEL, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: RESET_LABEL, includeHidden: true })).toBeHidden();
    await expect(page.getByText(NO_SCRIPT_SENTENCE)).toBeVisible();
  });
});

test.describe('with scripts, on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('a tap on the menu button as soon as it is painted opens the menu; Escape closes it', async ({ page }) => {
    test.setTimeout(90_000);
    await presetConsent(page);
    await watchTaps(page);
    await applyPhoneProfile(page);
    // The app's scripts wait for the tap, as on a slow network: on CI's busy machine the page once
    // hydrated before Playwright's click came, and the tap this test is about was not before it.
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(menu(page)).toBeVisible();
    expect((await tapHistory(page)).tapsBeforeHydration).toBe(1);

    // Hydration keeps it open and the header knows it is open.
    releaseScripts();
    await waitForHydration(page);
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('from 768 px the menu is inline in the bar, never a popover in the top layer', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(await menuIsPopoverOpen(page)).toBe(true);
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect.poll(() => menuIsPopoverOpen(page)).toBe(false);
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Servicios' })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: /menú/ })).toBeHidden();
    expect(await menu(page).evaluate((nav) => getComputedStyle(nav).position)).toBe('static');
  });

  test('a tap on the cookie reset before hydration is applied once the page is hydrated', async ({ page }) => {
    test.setTimeout(90_000);
    // A stored choice, set once (an init script would set it again after the reset's reload).
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('cookies-rejected', 'true'));
    await watchTaps(page);
    await applyPhoneProfile(page);
    const releaseScripts = await holdAppScripts(page); // the tap certainly comes before hydration
    await page.goto('/cookies', { waitUntil: 'commit' });
    const reset = page.getByRole('button', { name: RESET_LABEL });
    await reset.click();
    const taps = await tapHistory(page);
    expect(taps.tapsBeforeHydration).toBe(1);
    expect(taps.heldTap).toBe(true);
    releaseScripts();

    // Replayed after hydration: both choices forgotten, the page reloads and the banner asks again.
    await expect(page.getByTestId('cookie-banner')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    expect(await page.evaluate(() => [localStorage.getItem('cookies-rejected'), localStorage.getItem('cookies-accepted')])).toEqual([null, null]);
  });
});
