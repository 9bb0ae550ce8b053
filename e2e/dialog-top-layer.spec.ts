import { expect, test, type Page } from '@playwright/test';
import { expectPageScrollLocked, holdAppScripts, presetConsent, waitForHydration } from './support';

/*
 * Issue 34: once a page is hydrated its dialogs open in the top layer without making the page
 * inert (shared/src/ui/dialog-top-layer.ts), which spares the restyle of the whole page that a
 * modal costs on every opening and closing. What a visitor relies on in a modal must hold all
 * the same: focus moves in and stays in, Escape and a click outside close it, focus goes back
 * to the button, the page behind does not scroll, and screen readers are told it is modal.
 * Before hydration the page's inline loader does the same (shared/src/boot/paint-first-loader.js):
 * a tap then is as costly as one after it.
 */

async function openAids(page: Page) {
  await presetConsent(page);
  await page.goto('/agentes-digitalizadores');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Ver Ayudas' });
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { open, dialog };
}

test('after hydration a dialog opens over everything without the page made inert, and says it is modal', async ({ page }) => {
  const { dialog } = await openAids(page);
  const state = await dialog.evaluate((d) => ({
    topLayer: d.matches(':popover-open'),
    modal: d.matches(':modal'),
    ariaModal: d.getAttribute('aria-modal'),
  }));
  expect(state).toEqual({ topLayer: true, modal: false, ariaModal: 'true' });
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectPageScrollLocked(page);
});

test('Tab and Shift+Tab stay inside the dialog; Escape closes it and focus goes back to its button', async ({ page }) => {
  const { open, dialog } = await openAids(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a click outside the dialog, even over a link of the page, only closes it; it opens again at its top', async ({ page }) => {
  const { open, dialog } = await openAids(page);
  const link = page.locator('header nav a').last();
  const box = (await link.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/agentes-digitalizadores');
  await expect(open).toBeFocused();
  await open.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();
});

test('before hydration too, a dialog opens in the top layer with focus kept inside; Escape, a press outside and its button close it', async ({ page }) => {
  await presetConsent(page);
  // The app's scripts held: the page as it is between its first paint and hydration.
  const release = await holdAppScripts(page);
  await page.goto('/agentes-digitalizadores', { waitUntil: 'domcontentloaded' });
  const open = page.getByRole('button', { name: 'Ver Ayudas' });
  const dialog = page.getByRole('dialog');
  const notHydrated = async () => expect(await page.locator('html[data-hydrated="true"]').count(), 'before hydration').toBe(0);

  await open.click();
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => ({ topLayer: d.matches(':popover-open'), modal: d.matches(':modal') }))).toEqual({ topLayer: true, modal: false });
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expectPageScrollLocked(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A press outside, over a link of the page, only closes it.
  await open.click();
  await expect(dialog).toBeVisible();
  const link = page.locator('header nav a').last();
  const box = (await link.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/agentes-digitalizadores');

  // Its own 'Cerrar' button closes it; a dialog still open when the page hydrates is then the app's.
  await open.click();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog).toBeVisible();
  await notHydrated();
  release();
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

/*
 * A dialog that names its first focus (autofocus) is opened by its attribute and shown as a
 * popover, whose own focusing steps focus that element (one styling of the dialog instead of
 * two): the visitor must still land on it. On /telefonia that is the dialog's title, which names
 * the tariff whose button was pressed; the tariff select, set to it, is the next Tab stop.
 */
test('the request dialog opens on its title, naming the pressed tariff, with the select set to it one Tab away, before and after hydration', async ({ page }) => {
  await presetConsent(page);
  const release = await holdAppScripts(page);
  await page.goto('/telefonia', { waitUntil: 'domcontentloaded' });
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('heading', { level: 2 });
  const select = dialog.getByRole('combobox', { name: /^Tarifa/ });
  const requests = page.getByRole('main').getByRole('button', { name: /^Solicitar oferta: / });

  const openOn = async (index: number) => {
    const button = requests.nth(index);
    const tariff = (await button.getAttribute('data-preset'))!.split('=')[1];
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(title).toBeFocused();
    // The button's name is the title for its tariff: 'Solicitar oferta: <tarifa>'.
    await expect(title).toHaveAccessibleName((await button.getAttribute('aria-label'))!);
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await expect(select).toHaveValue(tariff);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  };

  await openOn(0);
  await expect(page.locator('html[data-hydrated="true"]'), 'before hydration').toHaveCount(0);
  release();
  await waitForHydration(page);
  await openOn(1);
});
