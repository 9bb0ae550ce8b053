import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { shownErrorOf } from './field/forms-errors';
import { throttleLikeAPhone } from './field/forms-phone';
import { personalDataInLog, personalDataInUrls, recordRequests, serverLog } from './field/forms-privacy';
import { leadsFrom, storedLead, uniqueEmail } from './journeys/leads';
import { NO_JS, presetConsent } from './support';

// Issue 16: /contacto and /empleo are real HTML forms. Without JavaScript they post natively and
// the API answers with the page (post/redirect/get on success, the page with its errors on a
// refusal); with JavaScript a tap before the form's script has arrived is never lost.

/** A small but real PDF: what the server's content check expects of a .pdf. */
const samplePdf = () =>
  Buffer.from(
    ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n'),
    'latin1',
  );

/** A visitor's details, unique per test so their lead (and any leak of it) can be told apart. */
function visitor(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Lucía Prueba ${stamp.slice(-6)}`,
    email: uniqueEmail(label),
    phone: `6${stamp.slice(-8)}`,
    company: `Talleres ${stamp.slice(-5)} SL`,
    message: `Necesito una web nueva para el taller (${stamp}).`,
  };
}
type Visitor = ReturnType<typeof visitor>;
const personalValues = (v: Visitor) => [v.name, v.email, v.phone, v.company, v.message];

function contactForm(page: Page) {
  const form = page.locator('form#contacto');
  return {
    form,
    name: form.getByRole('textbox', { name: 'Nombre' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Teléfono' }),
    company: form.getByRole('textbox', { name: 'Empresa' }),
    service: form.getByRole('combobox', { name: 'Servicio de interés' }),
    message: form.getByRole('textbox', { name: 'Mensaje' }),
    policy: form.getByRole('checkbox', { name: /política de privacidad/ }),
    submit: form.getByRole('button', { name: 'Enviar mensaje' }),
    status: page.locator('#contacto-status'),
  };
}

async function fillContact(page: Page, v: Visitor) {
  const f = contactForm(page);
  await f.name.fill(v.name);
  await f.email.fill(v.email);
  await f.phone.fill(v.phone);
  await f.company.fill(v.company);
  await f.service.selectOption('Desarrollo Web');
  await f.message.fill(v.message);
  await f.policy.check();
  return f;
}

/** The page is hydrated (the shell marks <html>); a throttled phone on a busy machine may take a while. */
const pageHydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 45_000 });

/**
 * No personal value went into a URL or Referer, no GET carried one, and the server's log (which
 * records every request it served, the form posts included) holds none of them.
 */
function expectNoPersonalDataInUrls(requests: ReturnType<typeof recordRequests>, v: Visitor) {
  expect(requests.length).toBeGreaterThan(0);
  const log = serverLog();
  expect(log).toContain('"url":"/api/contact"'); // the posts were logged: the check below can fail
  expect(personalDataInLog(log, personalValues(v))).toEqual([]);
  expect(personalDataInUrls(requests, personalValues(v))).toEqual([]);
  const gets = requests.filter((r) => r.method === 'GET');
  expect(personalDataInUrls(gets, personalValues(v))).toEqual([]);
  // The leads reached the server as POST bodies only.
  expect(requests.filter((r) => new URL(r.url).pathname === '/api/contact').map((r) => r.method)).not.toContain('GET');
}

test.describe('lead forms without JavaScript', { tag: NO_JS }, () => {

  test('/contacto: a valid message posts natively, the confirmation shows at a URL without personal data, and a reload sends nothing', async ({ page, baseURL }) => {
    const requests = recordRequests(page);
    const v = visitor('native-contact');
    await page.goto('/contacto');
    const f = await fillContact(page, v);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await f.submit.click();
    expect((await posted).status()).toBe(303);

    await expect(page).toHaveURL(`${baseURL}/contacto?enviado=1`);
    await expect(f.status).toBeVisible();
    await expect(f.status).toHaveAttribute('data-variant', 'success');
    await expect(f.status.locator('strong')).toHaveText('Mensaje enviado correctamente');
    await expect(f.form).toHaveAttribute('data-sent', '');
    await expect(f.name).toBeHidden();

    expect(storedLead(v.email)).toMatchObject({
      origin: 'contact',
      name: v.name,
      email: v.email,
      phone: v.phone,
      company: v.company,
      service: 'Desarrollo Web',
      message: v.message,
      policyVersion: PRIVACY_POLICY_VERSION,
      cvPath: null,
    });

    // Post/redirect/get: reloading the confirmation asks for the page again, it posts nothing.
    const postsBefore = requests.filter((r) => r.method === 'POST').length;
    await page.reload();
    await expect(f.status).toContainText('Mensaje enviado correctamente');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(postsBefore);
    expect(leadsFrom(v.email)).toHaveLength(1);

    expectNoPersonalDataInUrls(requests, v);
  });

  test('/empleo: an application with a PDF CV posts natively as multipart and is stored with the very file', async ({ page, baseURL }) => {
    const requests = recordRequests(page);
    const v = visitor('native-application');
    const pdf = samplePdf();
    await page.goto('/empleo');
    const form = page.locator('form#empleo');
    await form.getByRole('textbox', { name: 'Nombre' }).fill(v.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(v.email);
    await form.getByRole('textbox', { name: 'Teléfono' }).fill(v.phone);
    await form.getByRole('combobox', { name: 'Puesto' }).selectOption({ label: 'Candidatura espontánea' });
    await form.getByRole('combobox', { name: 'Años de experiencia' }).selectOption({ label: '1-3 años' });
    await form.getByRole('textbox', { name: 'Empresa actual' }).fill(v.company);
    await form.getByRole('textbox', { name: 'Carta de presentación' }).fill(v.message);
    await form.getByLabel('Currículum (CV)').setInputFiles({ name: 'cv-lucia.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('checkbox', { name: /política de privacidad/ }).check();

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Enviar candidatura' }).click();
    const answer = await posted;
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.status()).toBe(303);

    await expect(page).toHaveURL(`${baseURL}/empleo?enviado=1`);
    const status = page.locator('#empleo-status');
    await expect(status).toBeVisible();
    await expect(status.locator('strong')).toHaveText('¡Mensaje enviado correctamente!');

    const lead = storedLead(v.email);
    expect(lead).toMatchObject({
      origin: 'application',
      name: v.name,
      email: v.email,
      phone: v.phone,
      position: 'other',
      experience: '1-3',
      company: v.company,
      message: v.message,
      policyVersion: PRIVACY_POLICY_VERSION,
      cvOriginalName: 'cv-lucia.pdf',
      cvMime: 'application/pdf',
      cvSize: pdf.length,
    });
    expect(lead.cvFile && fs.readFileSync(lead.cvFile).equals(pdf)).toBe(true);

    expectNoPersonalDataInUrls(requests, v);
  });

  test('/contacto: an invalid post comes back with the Spanish messages beside the fields and what was typed; corrected, it is sent', async ({ page, baseURL }) => {
    const requests = recordRequests(page);
    const v = visitor('native-invalid');
    await page.goto('/contacto');
    let f = contactForm(page);
    await f.name.fill('L');
    await f.email.fill(v.email.replace('@', ' en '));
    await f.phone.fill('965');
    await f.company.fill(v.company);
    await f.message.fill('Corto');

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await f.submit.click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(`${baseURL}/api/contact`);

    f = contactForm(page);
    await expect(f.status).toBeVisible();
    await expect(f.status.locator('strong')).toHaveText('Error al enviar el mensaje');
    const expected: [typeof f.name, string][] = [
      [f.name, 'El nombre debe tener al menos 2 caracteres'],
      [f.email, 'Email inválido'],
      [f.phone, 'El teléfono debe tener al menos 9 caracteres'],
      [f.service, 'Por favor selecciona un servicio'],
      [f.message, 'El mensaje debe tener al menos 10 caracteres'],
      [f.policy, 'Debes aceptar la política de privacidad'],
    ];
    for (const [control, message] of expected) {
      expect(await shownErrorOf(control)).toBe(message);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await shownErrorOf(f.company)).toBeNull();
    // Everything typed is still there.
    await expect(f.name).toHaveValue('L');
    await expect(f.email).toHaveValue(v.email.replace('@', ' en '));
    await expect(f.phone).toHaveValue('965');
    await expect(f.company).toHaveValue(v.company);
    await expect(f.message).toHaveValue('Corto');
    expect(leadsFrom(v.email)).toEqual([]);

    // The answer page is a working form: the visitor corrects it and sends it.
    await fillContact(page, v);
    await f.submit.click();
    await expect(page).toHaveURL(`${baseURL}/contacto?enviado=1`);
    await expect(f.status.locator('strong')).toHaveText('Mensaje enviado correctamente');
    expect(storedLead(v.email)).toMatchObject({ origin: 'contact', name: v.name, phone: v.phone, message: v.message });

    expectNoPersonalDataInUrls(requests, v);
  });
});

test.describe('the form\'s script', () => {
  for (const [path, formId, chunk] of [
    ['/contacto', 'contacto', 'contact-form'],
    ['/empleo', 'empleo', 'job-application-form'],
  ] as const) {
    test(`${path}: the form's code is not part of the first load; the first interaction brings it`, async ({ page }) => {
      await presetConsent(page);
      const formCode: string[] = [];
      page.on('request', (r) => new RegExp(`/mfe/forms/[^/]+/${chunk}\\.[0-9a-f]+\\.js$`).test(r.url()) && formCode.push(r.url()));
      await page.goto(path);
      await pageHydrated(page);
      // Long enough for React's own pass over the island, which comes after the page's.
      await page.waitForTimeout(1500);
      expect(formCode).toEqual([]);
      await expect(page.locator(`form#${formId}`)).not.toHaveAttribute('data-hydrated');

      await page.locator(`form#${formId} input[name="name"]`).focus();
      await expect(page.locator(`form#${formId}`)).toHaveAttribute('data-hydrated', '');
      expect(formCode).toHaveLength(1);
    });
  }
});

/**
 * Where the confirmation shows: the status slot of the page at ?enviado=1 (native post) or the
 * toast (script). Sent by script, the form's own status and the toast both say it: either one is
 * the confirmation.
 */
const confirmationOf = (page: Page) =>
  page.locator('#contacto-status:not([hidden]), [data-testid="toast"]').filter({ hasText: 'Mensaje enviado correctamente' }).first();

/** Whether the page and the form had their scripts at this moment. */
const scriptsNow = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.dataset.hydrated === 'true',
    form: document.getElementById('contacto')?.hasAttribute('data-hydrated') ?? false,
  }));

/** Holds matching script requests until `release()`; `held()` counts them. */
async function holdScripts(page: Page, holdIf: (url: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/*.js', async (route) => {
    if (!holdIf(route.request().url())) return route.continue();
    held++;
    await released;
    await route.continue().catch(() => undefined); // the page may have gone on meanwhile
  });
  return { release, held: () => held };
}

test.describe('a tap on a phone before the form has its script', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test.setTimeout(120_000);

  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await throttleLikeAPhone(page);
  });

  test('/contacto: fields filled and "Enviar" tapped right after paint: the lead is stored and confirmed, nothing typed is lost', async ({ page }) => {
    const requests = recordRequests(page);
    const v = visitor('phone-tap');

    await page.goto('/contacto', { waitUntil: 'commit' });
    const f = await fillContact(page, v);
    const atTap = await scriptsNow(page);
    await f.submit.tap();

    // Natively (the page answers at ?enviado=1) or by script (the toast): either way, confirmed.
    await expect(confirmationOf(page)).toBeVisible({ timeout: 45_000 });
    const path = page.url().endsWith('/contacto?enviado=1') ? 'native post' : 'script';
    console.log(`phone tap: page hydrated ${atTap.page}, form script ${atTap.form} at the tap; sent by ${path}`);

    expect(storedLead(v.email)).toMatchObject({ origin: 'contact', name: v.name, phone: v.phone, company: v.company, service: 'Desarrollo Web', message: v.message });
    expectNoPersonalDataInUrls(requests, v);
  });

  test('/contacto: the same tap while no script has run yet is the browser\'s own post, and it arrives', async ({ page, baseURL }) => {
    const v = visitor('phone-tap-no-script');
    const scripts = await holdScripts(page, () => true);

    await page.goto('/contacto', { waitUntil: 'commit' });
    const f = await fillContact(page, v);
    expect(await scriptsNow(page)).toEqual({ page: false, form: false });
    await f.submit.tap();

    await expect(page).toHaveURL(`${baseURL}/contacto?enviado=1`, { timeout: 45_000 });
    await expect(confirmationOf(page)).toBeVisible();
    expect(scripts.held()).toBeGreaterThan(0);
    scripts.release();
    expect(storedLead(v.email)).toMatchObject({ origin: 'contact', name: v.name, company: v.company, message: v.message });
  });

  test('/contacto: the same tap once the page is hydrated but the form\'s script is still on its way posts natively too', async ({ page, baseURL }) => {
    const v = visitor('phone-tap-island');
    // The form's own code (its island's chunk, named contact-form) is held; the page's is not.
    const island = await holdScripts(page, (url) => /\/mfe\/forms\/[^/]+\/contact-form\.[0-9a-f]+\.js$/.test(url));

    await page.goto('/contacto', { waitUntil: 'commit' });
    await pageHydrated(page);
    const f = await fillContact(page, v);
    expect(await scriptsNow(page)).toEqual({ page: true, form: false });
    await f.submit.tap();

    await expect(page).toHaveURL(`${baseURL}/contacto?enviado=1`, { timeout: 45_000 });
    await expect(confirmationOf(page)).toBeVisible();
    expect(island.held()).toBeGreaterThan(0);
    island.release();
    expect(storedLead(v.email)).toMatchObject({ origin: 'contact', name: v.name, company: v.company, message: v.message });
  });
});
