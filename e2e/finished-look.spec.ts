import { expect, test, type Locator, type Page } from '@playwright/test';
import { company, phoneHref } from '@site/shared/content/company';
import { waitForFormScript } from './field/forms-island';
import { NO_JS, presetConsent, waitForHydration } from './support';

/**
 * Issue 28: nothing on the page looks unfinished. What a visitor notices: the tariff request
 * dialog opens clean for the next tariff after a refused attempt; a notification never covers
 * the header, NavegaBot's button or the button just pressed; NavegaBot's panel on a phone spans
 * the screen with even margins and keeps most of it for the conversation; the phone's contact
 * bar works without script.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('the request dialog', () => {
  test.use({ viewport: PHONE });

  test('opens clean for another tariff and for additional lines after a refused attempt', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/telefonia');
    await waitForHydration(page);
    const first = page.getByRole('button', { name: /^Solicitar oferta: / }).first();
    await first.click();
    const dialog = page.locator('dialog[open]');
    await expect(page.locator('form#solicitud')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    await dialog.getByRole('textbox', { name: 'Nombre (obligatorio)', exact: true }).fill('Ana');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    // Refused: red fields and their messages.
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await dialog.locator('[data-error-for]:not([hidden])').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    for (const opener of [page.getByRole('button', { name: /^Solicitar oferta: / }).nth(2), page.getByRole('button', { name: 'Solicitar Líneas Adicionales' })]) {
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(dialog.locator('[data-error-for]:not([hidden])')).toHaveCount(0);
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      // What was typed is kept: a second request is quicker.
      await expect(dialog.getByRole('textbox', { name: 'Nombre (obligatorio)', exact: true })).toHaveValue('Ana');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});

/** The /contacto form, filled in correctly. */
async function fillContact(page: Page) {
  const form = page.locator('form#contacto');
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Prueba Aviso');
  await form.getByRole('textbox', { name: /^Email/ }).fill(`aviso-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill('600123456');
  await form.getByRole('combobox', { name: /^Servicio/ }).selectOption('Otro');
  await form.getByRole('textbox', { name: /^Mensaje/ }).fill('Comprobamos dónde aparece el aviso.');
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
}

/** Scrolls so that `target` sits just under the header ('top') or at the bottom of the screen ('bottom'). */
async function place(page: Page, target: Locator, where: 'top' | 'bottom') {
  await target.evaluate((el, at) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const dock = document.querySelector('[data-testid="floating-dock"]')?.getBoundingClientRect();
    const bottomEdge = dock && dock.height ? dock.top : window.innerHeight;
    const y = at === 'top' ? window.scrollY + r.top - header - 8 : window.scrollY + r.bottom - bottomEdge + 8;
    window.scrollTo({ top: y, behavior: 'instant' });
  }, where);
}

/** The boxes a toast must stay clear of: the header, NavegaBot's button, and what was pressed (if still shown). */
async function mustStayClear(page: Page, pressed: Locator) {
  const boxes: { name: string; box: Box }[] = [];
  for (const [name, l] of [
    ['header', page.locator('header').first()],
    ['NavegaBot', page.getByRole('button', { name: 'Abrir NavegaBot' })],
    ['submit', pressed],
  ] as const) {
    if (await l.isVisible()) boxes.push({ name, box: (await l.boundingBox())! });
  }
  return boxes;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a notification at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const where of ['top', 'bottom'] as const) {
      test(`never covers the header, NavegaBot or the button just pressed (button at the ${where} of the screen)`, async ({ page }) => {
        await presetConsent(page);
        // A failure keeps the form (and its button) on screen: the harder case.
        await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'fallo' }));
        await page.goto('/contacto');
        await waitForHydration(page);
        await expect(page.getByTestId('chat-widget')).toBeAttached({ timeout: 15_000 });
        await waitForFormScript(page, 'contacto');
        await fillContact(page);
        const submit = page.locator('form#contacto').getByRole('button', { name: 'Enviar mensaje' });
        await place(page, submit, where);
        await submit.click();
        const toast = page.getByTestId('toast');
        await expect(toast).toContainText('Error al enviar el mensaje');
        await expect(submit).toBeVisible();
        const t = (await toast.boundingBox())!;
        for (const { name, box } of await mustStayClear(page, submit)) expect(overlap(t, box), `the toast covers the ${name}`).toBe(false);
        expect(t.y).toBeGreaterThanOrEqual(0);
        expect(t.y + t.height).toBeLessThanOrEqual(viewport.height);
      });
    }

    test('a success is shown in place of the form, with a way to send another, and its toast covers nothing', async ({ page }) => {
      await presetConsent(page);
      await page.goto('/contacto');
      await waitForHydration(page);
      await expect(page.getByTestId('chat-widget')).toBeAttached({ timeout: 15_000 });
      await waitForFormScript(page, 'contacto');
      await fillContact(page);
      const form = page.locator('form#contacto');
      const submit = form.getByRole('button', { name: 'Enviar mensaje' });
      await place(page, submit, 'bottom');
      await submit.click();
      const status = form.getByRole('status').first();
      await expect(status).toContainText('Mensaje enviado correctamente');
      await expect(status).toHaveAttribute('data-variant', 'success');
      await expect(status).toBeFocused();
      await expect(submit).toBeHidden();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Mensaje enviado correctamente');
      const t = (await toast.boundingBox())!;
      for (const { name, box } of await mustStayClear(page, status)) expect(overlap(t, box), `the toast covers the ${name}`).toBe(false);
      // 'Enviar otro mensaje' brings back an empty form, the focus on its first field.
      await form.getByRole('link', { name: 'Enviar otro mensaje' }).click();
      await expect(submit).toBeVisible();
      await expect(form.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
      await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    });
  });
}

test.describe('NavegaBot on a phone', () => {
  for (const height of [740, 667]) {
    test(`spans a ${PHONE.width} × ${height} screen with even margins and keeps 60 % of its height for the conversation`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE.width, height });
      await presetConsent(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByTestId('chat-widget')).toBeAttached({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Abrir NavegaBot' }).click();
      const panel = page.getByRole('dialog', { name: 'NavegaBot' });
      await expect(panel).toBeVisible();
      const p = (await panel.boundingBox())!;
      const left = p.x;
      const right = PHONE.width - p.x - p.width;
      expect(Math.abs(left - right), `margins ${left} and ${right}`).toBeLessThanOrEqual(2);
      expect(left).toBeGreaterThan(0);
      const log = (await panel.getByRole('log').boundingBox())!;
      expect(log.height / height).toBeGreaterThanOrEqual(0.6);
      // Its field's focus ring is the brand's, as every field of the site.
      const field = panel.getByRole('textbox');
      await expect(field).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await field.evaluate((el) => getComputedStyle(el).boxShadow);
      expect(ring).toContain('rgb(29, 78, 216)');
      expect(await field.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    });
  }
});

test.describe('the phone contact bar', () => {
  test.use({ viewport: PHONE });

  test(`calls, opens WhatsApp and goes back to the top without JavaScript ${NO_JS}`, async ({ page }) => {
    await page.goto('/servicios');
    const bar = page.getByRole('navigation', { name: 'Contacto rápido' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: `Llamar al ${company.phone.display}` })).toHaveAttribute('href', phoneHref);
    const whatsapp = bar.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', company.whatsappUrl);
    // Its mark is drawn, in WhatsApp's green, from the page's own sprite: no image file to wait for.
    const mark = whatsapp.locator('svg');
    expect(await mark.boundingBox()).toMatchObject({ width: 22, height: 22 });
    const sharp = (await import('sharp')).default;
    const { data, info } = await sharp(await mark.screenshot()).raw().toBuffer({ resolveWithObject: true });
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i + 1] > 120 && data[i + 1] - data[i] > 60 && data[i + 1] - data[i + 2] > 40) green += 1;
    expect(green / (info.width * info.height)).toBeGreaterThan(0.25);
    // NavegaBot needs script: without it the bar has three cells, and no empty place.
    const cells = await bar.getByRole('link').all();
    expect(cells).toHaveLength(3);
    const widths = await Promise.all(cells.map(async (c) => Math.round((await c.boundingBox())!.width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    expect(widths.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(PHONE.width - 3);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await bar.getByRole('link', { name: 'Volver arriba' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
  });
});
