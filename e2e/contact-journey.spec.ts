import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
// The kit renders every error slot, hidden while empty (issue 16): read only a shown message.
import { shownErrorOf as errorOf } from './field/forms-errors';
import { waitForFormScript } from './field/forms-island';
import { holdRequests } from './journeys/hold';
import { leadsFrom, storedLead, uniqueEmail } from './journeys/leads';
import { collectCspViolations, presetConsent, waitForHydration } from './support';

// Issue 3: a visitor sends the contact form and a job application; the company finds both leads.

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
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
  };
}

function jobForm(page: Page) {
  const form = page.getByRole('form', { name: 'Envía tu candidatura' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Nombre' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Teléfono' }),
    position: form.getByRole('combobox', { name: 'Puesto' }),
    experience: form.getByRole('combobox', { name: 'Años de experiencia' }),
    company: form.getByRole('textbox', { name: 'Empresa actual' }),
    message: form.getByRole('textbox', { name: 'Carta de presentación' }),
    cv: form.getByLabel('Currículum (CV)'),
    policy: form.getByRole('checkbox', { name: /política de privacidad/ }),
    submit: form.getByRole('button', { name: 'Enviar candidatura' }),
  };
}

/** A small but real PDF: what the server's content check expects of a .pdf. */
function samplePdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('contact and job application journeys', () => {
  // Forms load and run zod on demand: the Content-Security-Policy must hold through the journey.
  let cspViolations: string[] = [];
  test.afterEach(() => expect(cspViolations).toEqual([]));

  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    cspViolations = await collectCspViolations(page);
  });

  test('/contacto: empty submit shows the SPEC messages; a valid message is sent, confirmed, reset and stored', async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    // Until the visitor's first interaction the form posts natively; these journeys test its script.
    await waitForFormScript(page, 'contacto');
    const f = contactForm(page);

    await f.submit.click();
    await expect.poll(() => errorOf(f.name)).toBe('El nombre debe tener al menos 2 caracteres');
    expect(await errorOf(f.email)).toBe('Email inválido');
    expect(await errorOf(f.phone)).toBe('El teléfono debe tener al menos 9 caracteres');
    expect(await errorOf(f.service)).toBe('Por favor selecciona un servicio');
    expect(await errorOf(f.message)).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(await errorOf(f.policy)).toBe('Debes aceptar la política de privacidad');
    expect(await errorOf(f.company)).toBeNull();
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');

    const stamp = Date.now();
    const name = `Prueba Contacto ${stamp}`;
    const email = uniqueEmail('contact');
    await f.name.fill(name);
    await f.email.fill(email);
    await f.phone.fill('600 123 456');
    await f.company.fill('Pruebas E2E SL');
    await f.service.selectOption('Kit Digital');
    await f.message.fill('Quiero información sobre una web para mi negocio.');
    await f.policy.check();

    const held = await holdRequests(page, '**/api/contact');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await f.submit.click();
    const sending = f.form.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // The errors went away as the fields were corrected.
    await expect(f.form.getByRole('alert')).toHaveCount(0);
    held.release();

    const response = await answer;
    expect(response.status()).toBe(201);
    const serverMessage = ((await response.json()) as { message: string }).message;
    expect(serverMessage).toBeTruthy();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toHaveAttribute('data-variant', 'default');
    await expect(toast(page)).toContainText('Mensaje enviado correctamente');
    await expect(toast(page)).toContainText(serverMessage);

    // The confirmation takes the fields' place (issue 28); 'Enviar otro mensaje' brings them back, empty.
    await expect(f.form.locator('[data-form-status]')).toContainText(`Mensaje enviado correctamente ${serverMessage}`);
    await expect(f.submit).toBeHidden();
    await f.form.getByRole('link', { name: 'Enviar otro mensaje' }).click();
    await expect(f.submit).toBeEnabled();
    for (const field of [f.name, f.email, f.phone, f.company, f.message]) await expect(field).toHaveValue('');
    await expect(f.service).toHaveValue('');
    await expect(f.policy).not.toBeChecked();

    // The company finds the lead, with the moment and version of the consent.
    const lead = storedLead(email);
    expect(lead).toMatchObject({
      origin: 'contact',
      name,
      email,
      phone: '600 123 456',
      company: 'Pruebas E2E SL',
      service: 'Kit Digital',
      message: 'Quiero información sobre una web para mi negocio.',
      policyVersion: PRIVACY_POLICY_VERSION,
      cvPath: null,
    });
    expect(Date.parse(lead.consentAt)).toBeGreaterThanOrEqual(stamp - 1000);
    expect(Date.parse(lead.consentAt)).toBeLessThanOrEqual(Date.now());
  });

  test('/contacto: a server failure shows the destructive notice "500: fallo", keeps what was typed, and a second try is stored once', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'fallo' }));
    await page.goto('/contacto');
    await waitForHydration(page);
    // Until the visitor's first interaction the form posts natively; these journeys test its script.
    await waitForFormScript(page, 'contacto');
    const f = contactForm(page);
    const email = uniqueEmail('contact-fail');
    await f.name.fill('Prueba Fallo');
    await f.email.fill(email);
    await f.phone.fill('600123456');
    await f.service.selectOption('Otro');
    await f.message.fill('Este mensaje no debe llegar a guardarse.');
    await f.policy.check();
    await f.submit.click();

    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(toast(page).getByText('Error al enviar el mensaje', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('500: fallo', { exact: true })).toBeVisible();
    // Sending is over and nothing the visitor typed is lost.
    await expect(f.submit).toBeEnabled();
    await expect(f.name).toHaveValue('Prueba Fallo');
    await expect(f.message).toHaveValue('Este mensaje no debe llegar a guardarse.');
    await expect(f.policy).toBeChecked();

    // The server is reachable again: the same press sends what is still there, and exactly one lead arrives.
    await page.unroute('**/api/contact');
    await f.submit.click();
    await expect(toast(page).getByText('Mensaje enviado correctamente', { exact: true })).toBeVisible();
    expect(leadsFrom(email)).toHaveLength(1);
  });

  test('/empleo: a CV is chosen, a 6 MB one refused, and the application is sent and stored with its CV', async ({ page }) => {
    await page.goto('/empleo');
    await waitForHydration(page);
    // Until the visitor's first interaction the form posts natively; these journeys test its script.
    await waitForFormScript(page, 'empleo');
    const f = jobForm(page);
    const pdf = samplePdf();
    const chosen = f.form.getByRole('status').filter({ hasText: 'Archivo seleccionado correctamente' });

    await f.cv.setInputFiles({ name: 'cv-prueba.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText('cv-prueba.pdf');
    expect(await errorOf(f.cv)).toBeNull();

    await f.cv.setInputFiles({ name: 'cv-grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x20) });
    await expect.poll(() => errorOf(f.cv)).toBe('El archivo supera el tamaño máximo de 5 MB');
    await expect(f.cv).toHaveAttribute('aria-invalid', 'true');
    await expect(f.form.getByText('Archivo seleccionado correctamente')).toHaveCount(0);
    await expect(f.form.getByText(/cv-grande\.pdf/)).toHaveCount(0);
    expect(await f.cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    // The visitor picks the right file again and fills in the application.
    await f.cv.setInputFiles({ name: 'cv-prueba.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(chosen).toContainText('cv-prueba.pdf');
    await expect(f.form.getByText('El archivo supera el tamaño máximo de 5 MB')).toHaveCount(0);

    const name = `Prueba Candidatura ${Date.now()}`;
    const email = uniqueEmail('application');
    await f.name.fill(name);
    await f.email.fill(email);
    await f.phone.fill('600123456');
    await f.position.selectOption({ label: 'Candidatura espontánea' });
    await f.experience.selectOption({ label: '3-5 años' });
    await f.company.fill('Agencia Web SL');
    await f.message.fill('Desarrolladora React con ganas de unirme al equipo.');
    await f.policy.check();

    const held = await holdRequests(page, '**/api/contact');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await f.submit.click();
    const sending = f.form.getByRole('button', { name: 'Enviando candidatura...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    held.release();

    const response = await answer;
    expect(response.status()).toBe(201);
    const serverMessage = ((await response.json()) as { message: string }).message;
    await expect(toast(page)).toHaveAttribute('data-variant', 'default');
    await expect(toast(page)).toContainText('¡Mensaje enviado correctamente!');
    await expect(toast(page)).toContainText(serverMessage);
    await expect(f.form.locator('[data-form-status]')).toContainText(`¡Mensaje enviado correctamente! ${serverMessage}`);
    await f.form.getByRole('link', { name: 'Enviar otro mensaje' }).click();
    await expect(f.submit).toBeEnabled();
    await expect(f.name).toHaveValue('');
    await expect(f.position).toHaveValue('');
    await expect(f.form.getByText('Archivo seleccionado correctamente')).toHaveCount(0);

    const lead = storedLead(email);
    expect(lead).toMatchObject({
      origin: 'application',
      name,
      email,
      position: 'other',
      experience: '3-5',
      company: 'Agencia Web SL',
      policyVersion: PRIVACY_POLICY_VERSION,
      cvOriginalName: 'cv-prueba.pdf',
      cvMime: 'application/pdf',
      cvSize: pdf.length,
    });
    expect(lead.consentAt).toBeTruthy();
    expect(lead.cvPath).toBeTruthy();
    // The CV the company opens is the very file the visitor chose.
    expect(lead.cvFile && fs.existsSync(lead.cvFile)).toBe(true);
    expect(fs.readFileSync(lead.cvFile!).equals(pdf)).toBe(true);
  });
});
