/**
 * Issue 16, server side: the three forms posted by a browser without our script (urlencoded or
 * multipart, `Accept: text/html`), answered with pages built from the prerendered page of the
 * form (docs/progressive-enhancement.md, "Forms"), against the real server, a real SQLite
 * database and a fixture site on disk that follows the DOM contract. The contact form and the job
 * application here; the telephony request and the refusals in native-forms-telephony.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getAttr, textOf } from '../../src/site/html-tree';
import type { LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';
import { BROWSER_ACCEPT, FORM_SITE_PAGES } from '../../testing/form-site';
import { APPLICATION_SENT, CONTACT_SENT, CV_AGAIN, contactForm, dom, expectAnswerPageHeaders, nativeFormsApp, postTo } from './native-forms-kit';

const app = nativeFormsApp();
let t: LeadApp;
let origin: string;
beforeAll(() => {
  ({ t, origin } = app);
});

/** A browser's native post: no redirect following, `Accept: text/html…`. */
const post = (body: URLSearchParams | FormData, headers: Record<string, string> = {}) => postTo(t.url, body, headers);
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
