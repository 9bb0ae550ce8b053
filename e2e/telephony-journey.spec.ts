import { expect, test, type Locator, type Page } from '@playwright/test';
import { additionalLines } from '@site/shared/content/additional-lines';
import { tariffs } from '@site/shared/content/tariffs';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
// The kit renders every error slot, hidden while empty (issue 16): read only a shown message.
import { shownErrorOf as errorOf } from './field/forms-errors';
import { holdRequests } from './journeys/hold';
import { storedLead, uniqueEmail } from './journeys/leads';
import { collectCspViolations, expectPageScrollLocked, presetConsent, waitForHydration } from './support';

// Issue 4: a company compares O2 tariffs, asks for an offer and for additional lines; both leads arrive.

const SECTIONS = ['Fibra + Móvil', 'Fibra', 'Móvil'] as const;
const TV = 'Fibra + Móvil + TV';

/** Opens, from its card, the request of the cheapest Empresa tariff of `type`. */
async function openCheapestEnterpriseRequest(page: Page, type: string) {
  const tariff = tariffs.filter((t) => t.enterprise && t.type === type).sort((a, b) => a.price - b.price)[0];
  const opener = page.getByRole('button', { name: `Solicitar oferta: ${tariff.name}`, exact: true });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Solicitar oferta: ${tariff.name}` });
  await expect(dialog).toBeVisible();
  return { tariff, opener, dialog };
}

/** "28,93 €" → 28.93 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
/** 28.93 → "28,93 €", the Spanish way the offer summary writes it. */
const spanish = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;

const section = (page: Page, type: string) => page.getByRole('region', { name: type, exact: true });

/** The monthly prices a visitor reads in a section, top to bottom (each card's big amount). */
async function pricesIn(region: Locator): Promise<number[]> {
  const amounts = await region.getByRole('article').getByText(/^\d+,\d{2}\s€$/).allTextContents();
  return amounts.map(euros);
}

/** The prices of the record for a mode and type, as the page should show them (any order). */
const recordPrices = (enterprise: boolean, type: string) =>
  tariffs.filter((t) => t.enterprise === enterprise && t.type === type).map((t) => t.price);

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

test.describe('telephony journey', () => {
  // Forms load and run zod on demand: the Content-Security-Policy must hold through the journey.
  let cspViolations: string[] = [];
  test.afterEach(() => expect(cspViolations).toEqual([]));

  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    cspViolations = await collectCspViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('Empresa first: sections, VAT note and prices ascending; Personal adds TV with final prices', async ({ page }) => {
    await page.goto('/telefonia');
    await waitForHydration(page);
    const modes = page.getByRole('group', { name: 'Tipo de cliente' });
    await expect(modes.getByRole('radio', { name: 'Empresa' })).toBeChecked();
    await expect(modes.getByRole('radio', { name: 'Personal' })).not.toBeChecked();

    for (const type of SECTIONS) {
      await expect(section(page, type).getByRole('heading', { level: 2, name: type, exact: true })).toBeVisible();
      const prices = await pricesIn(section(page, type));
      expect(prices.length).toBeGreaterThan(0);
      expect(prices, `${type} (Empresa) is sorted by price`).toEqual(ascending(prices));
      expect(ascending(prices)).toEqual(ascending(recordPrices(true, type)));
    }
    await expect(page.getByRole('heading', { name: TV, exact: true })).toHaveCount(0);
    const enterpriseCards = page.getByRole('main').getByRole('article');
    const enterpriseCount = tariffs.filter((t) => t.enterprise).length;
    await expect(enterpriseCards).toHaveCount(enterpriseCount);
    await expect(enterpriseCards.getByText('Tarifa sin IVA', { exact: true })).toHaveCount(enterpriseCount);
    await expect(enterpriseCards.getByText('Precio final', { exact: true })).toHaveCount(0);

    await modes.getByRole('radio', { name: 'Personal' }).check();
    await expect(modes.getByRole('radio', { name: 'Empresa' })).not.toBeChecked();
    await expect(section(page, TV).getByRole('heading', { level: 2, name: TV })).toBeVisible();
    for (const type of [...SECTIONS, TV]) {
      const prices = await pricesIn(section(page, type));
      expect(prices, `${type} (Personal) is sorted by price`).toEqual(ascending(prices));
      expect(ascending(prices)).toEqual(ascending(recordPrices(false, type)));
    }
    const personalCount = tariffs.filter((t) => !t.enterprise).length;
    const personalCards = page.getByRole('main').getByRole('article');
    await expect(personalCards).toHaveCount(personalCount);
    await expect(personalCards.getByText('Precio final', { exact: true })).toHaveCount(personalCount);
    await expect(personalCards.getByText('Tarifa sin IVA', { exact: true })).toHaveCount(0);
  });

  test('reached by a link, the page renders its tariffs in the app, and a card opens the request on its tariff', async ({ page }) => {
    // On arrival the tariffs are adopted as the prerender left them (issue 34); reached from
    // another page they are rendered in the browser, and must read and work the same.
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Telefonía', exact: true }).click();
    await expect(page).toHaveURL(/\/telefonia$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(tariffs.filter((t) => t.enterprise).length);
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
    const { tariff, dialog } = await openCheapestEnterpriseRequest(page, 'Móvil');
    await expect(dialog.getByRole('combobox').first()).toHaveValue(String(tariff.id));
  });

  test('a tariff offer and additional lines are requested in Empresa mode and reach the company', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/telefonia');
    await waitForHydration(page);
    // Opens as a dialog named after the tariff, with the focus inside; Escape gives the focus back.
    const { tariff, opener, dialog } = await openCheapestEnterpriseRequest(page, 'Fibra + Móvil');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectPageScrollLocked(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A click on the backdrop closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Sent empty: the SPEC's messages, the company name among them in Empresa mode.
    await opener.click();
    const field = {
      name: dialog.getByRole('textbox', { name: 'Nombre (obligatorio)', exact: true }),
      email: dialog.getByRole('textbox', { name: 'Email' }),
      phone: dialog.getByRole('textbox', { name: /^Teléfono/ }),
      company: dialog.getByRole('textbox', { name: 'Nombre de la empresa' }),
      message: dialog.getByRole('textbox', { name: /^Mensaje/ }),
      policy: dialog.getByRole('checkbox', { name: /política de privacidad/ }),
      submit: dialog.getByRole('button', { name: 'Enviar' }),
    };
    // The visitor's taps have started the form's island; its checks run once it marks the form.
    await expect(page.locator('form#solicitud')).toHaveAttribute('data-hydrated', '');
    await field.submit.click();
    await expect.poll(() => errorOf(field.name)).toBe('El nombre debe tener al menos 2 caracteres');
    expect(await errorOf(field.email)).toBe('Email inválido');
    expect(await errorOf(field.company)).toBe('El nombre de la empresa es obligatorio para planes empresariales');
    expect(await errorOf(field.policy)).toBe('Debes aceptar la política de privacidad');
    expect(await errorOf(field.phone)).toBeNull(); // optional here (SPEC §5: "if given")

    const offerEmail = uniqueEmail('tariff');
    await field.name.fill('Marta Oferta');
    await field.email.fill(offerEmail);
    await field.phone.fill('+34 600 123 456');
    await field.company.fill('Talleres Oferta SL');
    await field.message.fill('Somos 4 personas en la oficina.');
    await field.policy.check();
    const held = await holdRequests(page, '**/api/contact');
    const offerAnswer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await field.submit.click();
    const sending = dialog.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    held.release();
    const offerMessage = ((await (await offerAnswer).json()) as { message: string }).message;
    await expect(page.getByTestId('toast')).toContainText('Mensaje enviado correctamente');
    await expect(page.getByTestId('toast')).toContainText(offerMessage);
    // The dialog stays on the confirmation, in place of the fields (issue 28); the × closes it.
    const confirmation = dialog.locator('[data-form-status]');
    await expect(confirmation).toContainText(`Mensaje enviado correctamente ${offerMessage}`);
    await expect(confirmation).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Enviar otra solicitud' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Additional lines: 300GB, stepper bounded to 1..8, total = quantity × unit price.
    const linesButton = page.getByRole('button', { name: 'Solicitar Líneas Adicionales' });
    await linesButton.click();
    const lines = page.getByRole('dialog', { name: 'Solicitar Líneas Adicionales' });
    await expect(lines).toBeVisible();
    await lines.getByRole('radio', { name: /^300GB/ }).check();
    const quantity = lines.getByRole('spinbutton', { name: /^Número de líneas \(de 1 a 8\)/ });
    const minus = lines.getByRole('button', { name: 'Quitar una línea' });
    const plus = lines.getByRole('button', { name: 'Añadir una línea' });
    const total = lines.getByRole('status').filter({ hasText: 'Total mensual' });
    const unit = additionalLines.find((l) => l.lineType === '300GB')!.prices.empresa;
    expect(unit).toBe(12.4);
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await expect(total).toContainText('12,40 €');
    for (let n = 2; n <= 8; n++) {
      await plus.click();
      await expect(quantity).toHaveValue(String(n));
    }
    await expect(plus).toBeDisabled();
    await expect(total).toContainText('99,20 €');
    await expect(total).toContainText('8 × 12,40 €');
    for (let n = 7; n >= 3; n--) {
      await minus.click();
      await expect(quantity).toHaveValue(String(n));
    }
    await expect(plus).toBeEnabled();
    await expect(total).toContainText('37,20 €');

    const linesEmail = uniqueEmail('lines');
    await lines.getByRole('textbox', { name: 'Nombre (obligatorio)', exact: true }).fill('Jorge Líneas');
    await lines.getByRole('textbox', { name: 'Email' }).fill(linesEmail);
    await lines.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Talleres Líneas SL');
    await lines.getByRole('checkbox', { name: /política de privacidad/ }).check();
    const linesAnswer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await lines.getByRole('button', { name: 'Enviar' }).click();
    expect((await linesAnswer).status()).toBe(201);
    await expect(page.getByTestId('toast')).toContainText('Mensaje enviado correctamente');
    await expect(lines.locator('[data-form-status]')).toContainText('Mensaje enviado correctamente');
    await page.keyboard.press('Escape');
    await expect(lines).toHaveCount(0);
    await expect(linesButton).toBeFocused();

    // The company sees what was asked for.
    const offer = storedLead(offerEmail);
    expect(offer).toMatchObject({
      origin: 'telephony',
      name: 'Marta Oferta',
      phone: '+34 600 123 456',
      planMode: 'empresa',
      companyName: 'Talleres Oferta SL',
      message: 'Somos 4 personas en la oficina.',
      lineType: null,
      lineQuantity: null,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(offer.offerDetails).toContain(tariff.name);
    expect(offer.offerDetails).toContain(spanish(tariff.price));
    expect(offer.consentAt).toBeTruthy();

    const linesLead = storedLead(linesEmail);
    expect(linesLead).toMatchObject({
      origin: 'telephony',
      name: 'Jorge Líneas',
      planMode: 'empresa',
      companyName: 'Talleres Líneas SL',
      lineType: '300GB',
      lineQuantity: 3,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(linesLead.offerDetails).toContain('3 × 300GB');
    expect(linesLead.offerDetails).toContain('12,40 €');
    expect(linesLead.offerDetails).toContain('Total: 37,20 €');
  });
});
