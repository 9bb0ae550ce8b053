/**
 * Issue 16, server side: the three forms posted by a browser without our script (urlencoded or
 * multipart, `Accept: text/html`), answered with pages built from the prerendered page of the
 * form (docs/progressive-enhancement.md, "Forms"), against the real server, a real SQLite
 * database and a fixture site on disk that follows the DOM contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { company } from '@site/shared/content/company';
import { describeOffer } from '@site/shared/content/telephony-offer-details';
import { elementsOf, getAttr, textOf, type Element } from '../../src/site/html-tree';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';
import { BROWSER_ACCEPT, FORM_SITE_PAGES, writeFormSite } from '../../testing/form-site';

const CONTACT_SENT = 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.';
const TELEPHONY_SENT = 'Hemos recibido tu solicitud. Te responderemos en menos de 48 horas.';
const APPLICATION_SENT = 'Hemos recibido tu candidatura. Gracias por tu interés: revisaremos tu perfil y te contactaremos si encaja con lo que buscamos.';
const CV_AGAIN = 'Por seguridad, vuelve a seleccionar tu CV antes de enviar.';

/** The answer page as a DOM to query. */
function dom(html: string) {
  const all = elementsOf(parse(html));
  const byId = (id: string) => {
    const found = all.find((el) => getAttr(el, 'id') === id);
    if (!found) throw new Error(`no #${id} in the page`);
    return found;
  };
  const has = (el: Element, attr: string) => getAttr(el, attr) !== undefined;
  const named = (name: string) => all.filter((el) => getAttr(el, 'name') === name);
  const control = (name: string) => {
    const [el, ...more] = named(name);
    if (!el || more.length > 0) throw new Error(`expected one control named ${name}`);
    return el;
  };
  const selected = (name: string) => elementsOf(control(name)).filter((o) => has(o, 'selected')).map((o) => getAttr(o, 'value'));
  const status = (formId: string) => {
    const slot = byId(`${formId}-status`);
    return {
      hidden: has(slot, 'hidden'),
      focused: has(slot, 'autofocus'),
      variant: getAttr(slot, 'data-variant'),
      role: getAttr(slot, 'role'),
      title: textOf(slot.childNodes.find((n) => 'tagName' in n && n.tagName === 'strong') as Element),
      message: textOf(slot.childNodes.find((n) => 'tagName' in n && n.tagName === 'span') as Element),
    };
  };
  const errorSlot = (formId: string, field: string) => {
    const slot = byId(`${formId}-${field}-error`);
    return has(slot, 'hidden') ? null : textOf(slot);
  };
  const scripts = all.filter((el) => el.tagName === 'script').map((el) => getAttr(el, 'type') ?? getAttr(el, 'data-main') ?? 'inline');
  return { all, byId, has, named, control, selected, status, errorSlot, scripts };
}

let t: LeadApp;
let origin: string;
const tmp = makeTempDir('native-forms-');
const siteDir = path.join(tmp, 'site');

beforeAll(async () => {
  writeFormSite(siteDir);
  t = await startLeadApp({ siteDir });
  origin = new URL(t.url).origin;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A browser's native post: no redirect following, `Accept: text/html…`. */
const post = (body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  fetch(t.url, { method: 'POST', body, redirect: 'manual', headers: { accept: BROWSER_ACCEPT, ...headers } });

const contactForm = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    formOrigin: 'contact',
    page: '/contacto',
    name: 'Ana García',
    email: 'ana.nativa@example.com',
    phone: '600 123 456',
    company: 'Panadería Ana',
    service: 'Kit Digital',
    message: 'Quiero pedir el Kit Digital para mi panadería.',
    acceptPolicy: 'true',
    website: '',
    ...fields,
  });

const telephonyForm = (fields: Record<string, string | undefined>) => {
  const form = new URLSearchParams({ formOrigin: 'telephony', page: '/telefonia', type: 'offer', acceptPolicy: 'true', website: '' });
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
};

/** The headers every answer page carries. */
function expectAnswerPageHeaders(res: Response) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

const rowBy = (email: string) => t.rows().find((r) => r.email === email);

describe('the contact form posted without script', () => {
  test('success: 303 to /contacto?enviado=1 and the lead stored; that page shows the confirmation, and a reload stores nothing', async () => {
    const res = await post(contactForm());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contacto?enviado=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(rowBy('ana.nativa@example.com')).toMatchObject({
      origin: 'contact',
      name: 'Ana García',
      phone: '600 123 456',
      company: 'Panadería Ana',
      service: 'Kit Digital',
      message: 'Quiero pedir el Kit Digital para mi panadería.',
    });
    expect(rowBy('ana.nativa@example.com')!.consent_at).toBe(rowBy('ana.nativa@example.com')!.created_at);

    const rows = t.rows().length;
    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(new URL(res.headers.get('location')!, origin));
      expect(page.status).toBe(200);
      expectAnswerPageHeaders(page);
      const d = dom(await page.text());
      expect(d.status('contacto')).toEqual({ hidden: false, focused: true, variant: 'success', role: 'status', title: 'Mensaje enviado correctamente', message: CONTACT_SENT });
      expect(d.has(d.byId('contacto'), 'data-sent')).toBe(true);
      // No start-up script: only the JSON-LD data block is left; the page's styles and footer stay.
      expect(d.scripts).toEqual(['application/ld+json']);
      expect(d.all.some((el) => el.tagName === 'style')).toBe(true);
      expect(d.all.some((el) => el.tagName === 'footer')).toBe(true);
    }
    expect(t.rows().length).toBe(rows);
  });

  test('the plain page without ?enviado=1 is the prerendered file, untouched; so is a form page with another query', async () => {
    for (const url of ['/contacto', '/contacto?enviado=0', '/contacto?enviado=1&enviado=1']) {
      const res = await fetch(`${origin}${url}`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(FORM_SITE_PAGES['/contacto']);
    }
  });

  test('invalid input: 400 with the page, every SPEC §5 message in its slot, aria-invalid, what was typed kept; nothing stored', async () => {
    const before = t.rows().length;
    const message = '\nLínea uno </textarea><script>alert(1)</script>';
    const res = await post(contactForm({ name: 'A', email: 'ana@', phone: '600-12a-456', service: 'Otro', message: 'Hola', acceptPolicy: '', website: '   ' }));
    expect(res.status).toBe(400);
    expectAnswerPageHeaders(res);
    const html = await res.text();
    const d = dom(html);
    expect(d.status('contacto')).toEqual({ hidden: false, focused: true, variant: 'error', role: 'alert', title: 'Error al enviar el mensaje', message: 'Revisa los campos marcados.' });
    expect(d.errorSlot('contacto', 'name')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(d.errorSlot('contacto', 'email')).toBe('Email inválido');
    expect(d.errorSlot('contacto', 'phone')).toBe('Introduce un teléfono válido');
    expect(d.errorSlot('contacto', 'message')).toBe('El mensaje debe tener al menos 10 caracteres');
    expect(d.errorSlot('contacto', 'acceptPolicy')).toBe('Debes aceptar la política de privacidad');
    expect(d.errorSlot('contacto', 'company')).toBeNull();
    expect(d.errorSlot('contacto', 'service')).toBeNull();
    for (const field of ['name', 'email', 'phone', 'message', 'acceptPolicy']) expect(getAttr(d.control(field), 'aria-invalid')).toBe('true');
    for (const field of ['company', 'service']) expect(getAttr(d.control(field), 'aria-invalid')).toBe('false');
    // Values kept: inputs, the chosen option, the unticked box; the honeypot never echoed.
    expect(getAttr(d.control('name'), 'value')).toBe('A');
    expect(getAttr(d.control('email'), 'value')).toBe('ana@');
    expect(getAttr(d.control('company'), 'value')).toBe('Panadería Ana');
    expect(d.selected('service')).toEqual(['Otro']);
    expect(d.has(d.control('acceptPolicy'), 'checked')).toBe(false);
    expect(getAttr(d.control('website'), 'value')).toBeUndefined();
    expect(d.has(d.byId('contacto'), 'data-sent')).toBe(false);
    expect(d.scripts).toEqual(['application/ld+json']);
    expect(t.rows().length).toBe(before);

    // A typed text that looks like markup stays text, line breaks included.
    const second = dom(await (await post(contactForm({ message, name: 'A' }))).text());
    expect(textOf(second.control('message'))).toBe(message);
    expect(second.scripts).toEqual(['application/ld+json']);
    expect(second.has(second.control('acceptPolicy'), 'checked')).toBe(true);
  });

  test('a whole page round trip: the refused page can be posted again as it stands and is accepted', async () => {
    const d = dom(await (await post(contactForm({ email: 'otra.vez@', name: 'Eva Ruiz' }))).text());
    // Rebuild the post from the page the visitor sees (the browser would send these controls).
    const form = new URLSearchParams();
    for (const el of d.all) {
      const name = getAttr(el, 'name');
      if (!name || (getAttr(el, 'form') ?? 'contacto') !== 'contacto') continue;
      if (el.tagName === 'input' && getAttr(el, 'type') === 'checkbox') {
        if (d.has(el, 'checked')) form.append(name, getAttr(el, 'value') ?? 'on');
      } else if (el.tagName === 'select') form.append(name, d.selected(name)[0] ?? '');
      else if (el.tagName === 'textarea') form.append(name, textOf(el));
      else form.append(name, getAttr(el, 'value') ?? '');
    }
    form.set('email', 'otra.vez@example.com');
    const res = await post(form);
    expect(res.status).toBe(303);
    expect(rowBy('otra.vez@example.com')).toMatchObject({ name: 'Eva Ruiz', service: 'Kit Digital', company: 'Panadería Ana' });
  });

  test('the script client (Accept: application/json) and clients without a preference keep getting JSON', async () => {
    for (const [accept, email] of [
      ['application/json', 'json.form@example.com'],
      ['*/*', 'any.form@example.com'],
      ['text/html;q=0.5, application/json', 'prefers.json@example.com'],
    ]) {
      const res = await post(contactForm({ email }), { accept });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ message: CONTACT_SENT });
      expect(rowBy(email)).toMatchObject({ origin: 'contact' });
    }
    const refused = await post(contactForm({ name: 'A' }), { accept: 'application/json' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Revisa los campos marcados.', errors: { name: 'El nombre debe tener al menos 2 caracteres' } });
  });

  test('a JSON body is answered with JSON even when the client asks for HTML', async () => {
    const res = await fetch(t.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: BROWSER_ACCEPT }, body: JSON.stringify({ ...validContact(), email: 'json.html@example.com' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_SENT });
  });

  test('the page field only ever names one of our form pages: anything else answers on the form’s own page', async () => {
    for (const [page, email] of [
      ['https://evil.example/robar', 'page1@example.com'],
      ['//evil.example', 'page2@example.com'],
      ['/empleo', 'page3@example.com'],
      ['/contacto?x=1', 'page4@example.com'],
    ]) {
      const res = await post(contactForm({ page, email }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contacto?enviado=1');
    }
  });

  test('a honeypot hit looks like a success and stores nothing', async () => {
    const before = t.rows().length;
    const res = await post(contactForm({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contacto?enviado=1');
    expect(t.rows().length).toBe(before);
  });

  test('a body that cannot be read (escaped bytes that are not UTF-8) gets the page with the Spanish message', async () => {
    const res = await fetch(t.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded', referer: `${origin}/telefonia` },
      body: 'formOrigin=telephony&name=Garc%EDa&email=x%40example.com',
    });
    expect(res.status).toBe(400);
    const d = dom(await res.text());
    // The body was never read: the Referer tells which page the visitor came from.
    expect(d.status('solicitud')).toMatchObject({ variant: 'error', message: 'No hemos podido leer el formulario. Revisa los datos e inténtalo de nuevo.' });
    expect(d.has(d.byId('dialogo-solicitud'), 'open')).toBe(true);
  });
});

describe('the job application posted without script (multipart)', () => {
  const fields = (email: string, extra: Record<string, string> = {}) => ({ ...validApplicationFields(), page: '/empleo', website: '', email, ...extra });

  test('with a PDF CV: 303 to /empleo?enviado=1, stored with its CV; the page then confirms with the application title', async () => {
    const res = await post(applicationForm(fields('lucia.nativa@example.com'), { name: 'cv-lucia.pdf', content: cvFiles.pdf(), type: 'application/pdf' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/empleo?enviado=1');
    const row = rowBy('lucia.nativa@example.com');
    expect(row).toMatchObject({ origin: 'application', position: 'other', cv_original_name: 'cv-lucia.pdf', cv_mime: 'application/pdf' });
    expect(fs.readFileSync(path.join(t.dataDir, String(row!.cv_path)))).toEqual(cvFiles.pdf());

    const page = await fetch(`${origin}/empleo?enviado=1`);
    const d = dom(await page.text());
    expect(d.status('empleo')).toMatchObject({ hidden: false, variant: 'success', title: '¡Mensaje enviado correctamente!', message: APPLICATION_SENT });
    expect(d.has(d.byId('empleo'), 'data-sent')).toBe(true);
  });

  test('invalid fields: the CV slot says to choose the CV again; a bad CV gets its own message with it', async () => {
    const before = { rows: t.rows().length, cvs: t.cvFiles().length };
    const noCv = await post(applicationForm(fields('l1@example.com', { name: 'L', experience: '5-10' })));
    expect(noCv.status).toBe(400);
    const d = dom(await noCv.text());
    expect(d.errorSlot('empleo', 'name')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(d.errorSlot('empleo', 'cv')).toBe(CV_AGAIN);
    expect(getAttr(d.control('cv'), 'aria-invalid')).toBe('false');
    expect(d.selected('experience')).toEqual(['5-10']);
    expect(d.selected('position')).toEqual(['other']);
    expect(textOf(d.control('message'))).toBe(validApplicationFields().message);
    expect(getAttr(d.control('cv'), 'value')).toBeUndefined();

    const badCv = await post(applicationForm(fields('l2@example.com'), { name: 'cv.pdf', content: cvFiles.html(), type: 'application/pdf' }));
    expect(badCv.status).toBe(400);
    const b = dom(await badCv.text());
    expect(b.errorSlot('empleo', 'cv')).toBe(`El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión. ${CV_AGAIN}`);
    expect(getAttr(b.control('cv'), 'aria-invalid')).toBe('true');
    expect(b.status('empleo')).toMatchObject({ variant: 'error', message: 'Revisa los campos marcados.' });
    expect({ rows: t.rows().length, cvs: t.cvFiles().length }).toEqual(before);
  });

  test('a 6 MB CV: 413 with the page; the fields sent after the file are still kept', async () => {
    const form = new FormData();
    form.append('formOrigin', 'application');
    form.append('cv', new Blob([new Uint8Array(Buffer.concat([cvFiles.pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]))]), 'cv.pdf');
    for (const [key, value] of Object.entries(fields('grande@example.com', { company: 'Después del CV' }))) if (key !== 'formOrigin') form.append(key, value);
    const res = await post(form);
    expect(res.status).toBe(413);
    const d = dom(await res.text());
    expect(d.status('empleo')).toMatchObject({ variant: 'error', message: 'El archivo supera el tamaño máximo de 5 MB' });
    expect(d.errorSlot('empleo', 'cv')).toBe(`El archivo supera el tamaño máximo de 5 MB. ${CV_AGAIN}`);
    expect(getAttr(d.control('company'), 'value')).toBe('Después del CV');
    expect(rowBy('grande@example.com')).toBeUndefined();
  });
});

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
