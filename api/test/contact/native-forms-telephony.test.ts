/**
 * Issue 16, server side (continued from native-forms.test.ts): the telephony request posted by a
 * browser without our script, and the refusals that are not about the fields (rate limit, storage,
 * no published site), against the real server, a real SQLite database and a fixture site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { company } from '@site/shared/content/company';
import { describeOffer } from '@site/shared/content/telephony-offer-details';
import { getAttr, textOf } from '../../src/site/html-tree';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields } from '../../testing/fixtures';
import { BROWSER_ACCEPT } from '../../testing/form-site';
import { CONTACT_SENT, CV_AGAIN, TELEPHONY_SENT, contactForm, dom, expectAnswerPageHeaders, nativeFormsApp, postTo, telephonyForm } from './native-forms-kit';

const app = nativeFormsApp();
const { tmp, siteDir } = app;
let t: LeadApp;
let origin: string;
beforeAll(() => {
  ({ t, origin } = app);
});

/** A browser's native post: no redirect following, `Accept: text/html…`. */
const post = (body: URLSearchParams | FormData, headers: Record<string, string> = {}) => postTo(t.url, body, headers);
const rowBy = (email: string) => t.rows().find((r) => r.email === email);

describe('the telephony request posted without script', () => {
  test('a tariff in Empresa mode: stored with the offer written from the tariff record', async () => {
    expect(describeOffer({ tariffId: 5, planMode: 'empresa' })).toMatch(/^Tarifa O2 Fibra 1Gb \(Fibra\) · 24,79 €\/mes sin IVA/);
    const res = await post(telephonyForm({ planMode: 'empresa', name: 'Jordi Puig', email: 'jordi.nativo@example.com', phone: '600111222', companyName: 'Puig SL', tariffId: '5', lineType: '', lineQuantity: '1' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/telefonia?enviado=1');
    expect(rowBy('jordi.nativo@example.com')).toMatchObject({
      origin: 'telephony',
      plan_mode: 'empresa',
      company_name: 'Puig SL',
      request_type: 'offer',
      // The words the page's script writes for the same choice (shared telephony-offer-details).
      offer_details: describeOffer({ tariffId: 5, planMode: 'empresa' }),
      // The line fields of a tariff request are not kept.
      line_type: null,
      line_quantity: null,
    });
    const d = dom(await (await fetch(`${origin}/telefonia?enviado=1`)).text());
    expect(d.has(d.byId('dialogo-solicitud'), 'open')).toBe(true);
    expect(d.status('solicitud')).toMatchObject({ variant: 'success', title: 'Mensaje enviado correctamente', message: TELEPHONY_SENT });
  });

  test('a tariff in Personal mode: the final price, and a company typed before switching mode is not kept', async () => {
    expect(describeOffer({ tariffId: '11', planMode: 'personal' })).toMatch(/45,00 €\/mes precio final · Plan Personal$/);
    const res = await post(telephonyForm({ planMode: 'personal', name: 'Eva Soler', email: 'eva.nativa@example.com', companyName: 'Antes de cambiar', tariffId: '11' }));
    expect(res.status).toBe(303);
    expect(rowBy('eva.nativa@example.com')).toMatchObject({
      plan_mode: 'personal',
      company_name: null,
      phone: null,
      offer_details: describeOffer({ tariffId: '11', planMode: 'personal' }),
    });
  });

  test('additional lines: unit price of the mode and the total; without planMode the company makes it Empresa', async () => {
    // SPEC §9: Empresa 300GB 12,40 € a line (3 lines 37,20 €), Personal 40GB 5,00 € (8 lines 40,00 €).
    expect(describeOffer({ tariffId: 'lines', planMode: 'empresa', lineType: '300GB', lineQuantity: 3 })).toMatch(/12,40 €.*Total: 37,20 €.*Plan Empresa$/);
    expect(describeOffer({ tariffId: 'lines', planMode: 'personal', lineType: '40GB', lineQuantity: 8 })).toMatch(/5,00 €.*Total: 40,00 €.*Plan Personal$/);
    expect((await post(telephonyForm({ name: 'Marc Vidal', email: 'marc.lineas@example.com', companyName: 'Vidal SA', tariffId: 'lines', lineType: '300GB', lineQuantity: '3' }))).status).toBe(303);
    expect(rowBy('marc.lineas@example.com')).toMatchObject({
      plan_mode: 'empresa',
      line_type: '300GB',
      line_quantity: 3,
      offer_details: describeOffer({ tariffId: 'lines', planMode: 'empresa', lineType: '300GB', lineQuantity: 3 }),
    });
    expect((await post(telephonyForm({ planMode: 'personal', name: 'Nuria', email: 'nuria.lineas@example.com', tariffId: 'lines', lineType: '40GB', lineQuantity: '8' }))).status).toBe(303);
    expect(rowBy('nuria.lineas@example.com')).toMatchObject({
      plan_mode: 'personal',
      offer_details: describeOffer({ tariffId: 'lines', planMode: 'personal', lineType: '40GB', lineQuantity: 8 }),
    });
  });

  test('an unknown tariff: 400, the message on the tariff select, the dialog open and the plan radios (outside the form) kept', async () => {
    const before = t.rows().length;
    const res = await post(telephonyForm({ planMode: 'personal', name: 'Pau', email: 'pau@example.com', tariffId: '999', message: 'Llamadme' }));
    expect(res.status).toBe(400);
    const d = dom(await res.text());
    expect(d.errorSlot('solicitud', 'tariffId')).toBe('Selecciona una tarifa');
    expect(getAttr(d.control('tariffId'), 'aria-invalid')).toBe('true');
    expect(d.has(d.byId('dialogo-solicitud'), 'open')).toBe(true);
    const radios = d.named('planMode');
    expect(radios.filter((r) => d.has(r, 'checked')).map((r) => getAttr(r, 'value'))).toEqual(['personal']);
    expect(textOf(d.control('message'))).toBe('Llamadme');
    expect(t.rows().length).toBe(before);
  });

  test('no tariff chosen, Empresa without company, lines without a type: each said in its slot', async () => {
    const none = dom(await (await post(telephonyForm({ planMode: 'empresa', name: 'Pau', email: 'pau@example.com', tariffId: '' }))).text());
    expect(none.errorSlot('solicitud', 'tariffId')).toBe('Selecciona una tarifa');
    expect(none.errorSlot('solicitud', 'companyName')).toBe('El nombre de la empresa es obligatorio para planes empresariales');
    const lines = dom(await (await post(telephonyForm({ planMode: 'personal', name: 'Pau', email: 'pau@example.com', tariffId: 'lines', lineType: '', lineQuantity: '9' }))).text());
    expect(lines.errorSlot('solicitud', 'lineType')).toBe('Debes seleccionar un tipo de línea');
    expect(lines.errorSlot('solicitud', 'lineQuantity')).toBe('Máximo 8 líneas');
    expect(getAttr(lines.control('lineQuantity'), 'value')).toBe('9');
    expect(lines.selected('tariffId')).toEqual(['lines']);
  });

  test('a multipart telephony request works too', async () => {
    const form = new FormData();
    for (const [key, value] of telephonyForm({ planMode: 'personal', name: 'Multi Parte', email: 'multi.tel@example.com', tariffId: '22' })) form.append(key, value);
    expect((await post(form)).status).toBe(303);
    expect(rowBy('multi.tel@example.com')).toMatchObject({ origin: 'telephony', offer_details: expect.stringContaining('Fibra 1Gb + 2 Móviles Ilimitados + TV') });
  });
});

describe('refusals that are not about the fields', () => {
  test('rate limited: 429 with the page, the rate-limit message and what was typed', async () => {
    const limited = await startLeadApp({ siteDir, rateLimitPerMinute: 1 });
    try {
      const first = await fetch(limited.url, { method: 'POST', redirect: 'manual', headers: { accept: BROWSER_ACCEPT }, body: contactForm({ email: 'limite1@example.com' }) });
      expect(first.status).toBe(303);
      const res = await fetch(limited.url, { method: 'POST', redirect: 'manual', headers: { accept: BROWSER_ACCEPT }, body: contactForm({ email: 'limite2@example.com' }) });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expectAnswerPageHeaders(res);
      const d = dom(await res.text());
      expect(d.status('contacto')).toEqual({
        hidden: false,
        focused: true,
        variant: 'error',
        role: 'alert',
        title: 'Error al enviar el mensaje',
        message: 'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      });
      expect(getAttr(d.control('email'), 'value')).toBe('limite2@example.com');
      expect(d.scripts).toEqual(['application/ld+json']);
      expect(limited.rows().map((r) => r.email)).toEqual(['limite1@example.com']);
    } finally {
      await limited.close();
    }
  });

  test('storage refusing the CV: 503 with the page and the storage message; nothing kept', async () => {
    const dataDir = makeTempDir('native-503-');
    const broken = await startLeadApp({ siteDir, dataDir });
    try {
      fs.rmSync(path.join(dataDir, 'cvs'), { recursive: true, force: true });
      fs.writeFileSync(path.join(dataDir, 'cvs'), 'not a folder');
      const res = await fetch(broken.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { accept: BROWSER_ACCEPT },
        body: applicationForm({ ...validApplicationFields(), page: '/empleo', email: 'sin-disco@example.com' }, { name: 'cv.pdf', content: cvFiles.pdf() }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      const d = dom(await res.text());
      expect(d.status('empleo')).toMatchObject({
        variant: 'error',
        message: `No hemos podido guardar tu mensaje. Inténtalo de nuevo en unos minutos o llámanos al ${company.phone.display}.`,
      });
      expect(d.errorSlot('empleo', 'cv')).toBe(CV_AGAIN);
      expect(getAttr(d.control('email'), 'value')).toBe('sin-disco@example.com');
      expect(broken.rows()).toEqual([]);
    } finally {
      await broken.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('without a published site: a minimal Spanish page with the message and a link back', async () => {
    const bare = await startLeadApp({ siteDir: path.join(tmp, 'no-site') });
    try {
      const refused = await fetch(bare.url, { method: 'POST', redirect: 'manual', headers: { accept: BROWSER_ACCEPT }, body: contactForm({ name: 'A' }) });
      expect(refused.status).toBe(400);
      expectAnswerPageHeaders(refused);
      const d = dom(await refused.text());
      expect(textOf(d.all.find((el) => el.tagName === 'h1')!)).toBe('Error al enviar el mensaje');
      expect(d.all.filter((el) => el.tagName === 'li').map(textOf)).toEqual(['El nombre debe tener al menos 2 caracteres']);
      expect(getAttr(d.all.find((el) => el.tagName === 'a')!, 'href')).toBe('/contacto');
      expect(getAttr(d.all.find((el) => el.tagName === 'html')!, 'lang')).toBe('es');

      const sent = await fetch(bare.url, { method: 'POST', redirect: 'manual', headers: { accept: BROWSER_ACCEPT }, body: contactForm({ email: 'sin-sitio@example.com' }) });
      expect(sent.status).toBe(303);
      const page = await fetch(new URL(sent.headers.get('location')!, bare.url));
      expect(page.status).toBe(200);
      const p = dom(await page.text());
      expect(textOf(p.all.find((el) => el.tagName === 'h1')!)).toBe('Mensaje enviado correctamente');
      expect(textOf(p.all.find((el) => el.tagName === 'p')!)).toBe(CONTACT_SENT);
      expect(bare.rows().map((r) => r.email)).toEqual(['sin-sitio@example.com']);
    } finally {
      await bare.close();
    }
  });
});

