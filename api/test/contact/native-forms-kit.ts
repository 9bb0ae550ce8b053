/**
 * What the native-forms tests share (native-forms.test.ts, native-forms-telephony.test.ts): the
 * answers' texts, the answer page as a DOM, the forms as a browser posts them, and the app on a
 * fixture site that follows the DOM contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { elementsOf, getAttr, textOf, type Element } from '../../src/site/html-tree';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { BROWSER_ACCEPT, writeFormSite } from '../../testing/form-site';

export const CONTACT_SENT = 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.';
export const TELEPHONY_SENT = 'Hemos recibido tu solicitud. Te responderemos en menos de 48 horas.';
export const APPLICATION_SENT = 'Hemos recibido tu candidatura. Gracias por tu interés: revisaremos tu perfil y te contactaremos si encaja con lo que buscamos.';
export const CV_AGAIN = 'Por seguridad, vuelve a seleccionar tu CV antes de enviar.';

/** The answer page as a DOM to query. */
export function dom(html: string) {
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

/** A fixture form site in a temp dir and the app serving it, started before the file's tests and closed after. */
export function nativeFormsApp() {
  const tmp = makeTempDir('native-forms-');
  const siteDir = path.join(tmp, 'site');
  const app = { tmp, siteDir, t: undefined as unknown as LeadApp, origin: '' };
  beforeAll(async () => {
    writeFormSite(siteDir);
    app.t = await startLeadApp({ siteDir });
    app.origin = new URL(app.t.url).origin;
  });
  afterAll(async () => {
    await app.t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  return app;
}

/** A browser's native post to `url`: no redirect following, `Accept: text/html…`. */
export const postTo = (url: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { accept: BROWSER_ACCEPT, ...headers } });

export const contactForm = (fields: Record<string, string> = {}) =>
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

export const telephonyForm = (fields: Record<string, string | undefined>) => {
  const form = new URLSearchParams({ formOrigin: 'telephony', page: '/telefonia', type: 'offer', acceptPolicy: 'true', website: '' });
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  return form;
};

/** The headers every answer page carries. */
export function expectAnswerPageHeaders(res: Response) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}
