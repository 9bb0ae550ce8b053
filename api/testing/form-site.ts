/**
 * A published site on disk whose three form pages follow the DOM contract of
 * docs/progressive-enhancement.md ("Forms") the way the prerender writes it: shell release
 * FORM_SITE_SHELL (shell/<version>/ with its template and shared contract), release.json, and
 * pages/<shell>/<remote>/<version>/<path>/index.html. Tests of the script-less answers use it
 * instead of a real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tariffs } from '@site/shared/content/tariffs';
import { CONTACT_SERVICES, EXPERIENCE_RANGES, LINE_TYPES } from '@site/shared/schemas/lead-rules';
import { pageFile } from '../src/releases';
import { entryOf, publishRemote, publishShell, release } from './release-site';

/** The start-up script every prerendered page ends with; answer pages must not carry it. */
export const LOADER = '<script data-main="/singletons.0123abcd.js /main.0123abcd.js">(function(t){t.dataset.main})(document.currentScript)</script>';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A control with its label and always-rendered error slot, as the kit writes them. */
function field(formId: string, name: string, control: string) {
  const id = `${formId}-${name}`;
  return (
    `<div class="field"><label for="${id}">${name}</label>` +
    control.replace('@ATTRS', `id="${id}" name="${name}" aria-invalid="false" aria-describedby="${id}-error"`) +
    `<p id="${id}-error" data-error-for="${name}" class="field-error" hidden></p></div>`
  );
}

const input = (type: string, extra = '') => `<input type="${type}" @ATTRS${extra}>`;
const select = (options: [string, string][]) =>
  `<select @ATTRS>${options.map(([value, label]) => `<option value="${esc(value)}">${esc(label)}</option>`).join('')}</select>`;
const textarea = () => `<textarea rows="5" @ATTRS></textarea>`;
const consent = (formId: string) =>
  field(formId, 'acceptPolicy', input('checkbox', ' value="true"')).replace('</label>', ' He leído y acepto la <a href="/privacidad">política de privacidad</a></label>');
const honeypot = '<div aria-hidden="true" class="trap"><label>No rellenes este campo<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>';

function form(formId: string, origin: string, page: string, fields: string[], enctype = 'application/x-www-form-urlencoded') {
  return (
    `<form id="${formId}" data-lead-form method="post" action="/api/contact" enctype="${enctype}" novalidate>` +
    `<div id="${formId}-status" data-form-status role="status" tabindex="-1" hidden></div>` +
    `<input type="hidden" name="formOrigin" value="${origin}"><input type="hidden" name="page" value="${page}"><input type="hidden" name="idempotencyKey"/>` +
    `<div data-form-fields>${fields.join('')}${honeypot}<button type="submit">Enviar</button></div></form>`
  );
}

function page(title: string, main: string) {
  return (
    `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${title} | Navega Digital</title>` +
    `<style>[data-lead-form][data-sent] [data-form-fields]{display:none}</style>` +
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script></head>` +
    `<body><div id="root"><header><a href="/">Navega Digital</a></header><main>${main}</main>` +
    `<footer><a href="/privacidad">Privacidad</a></footer></div>\n${LOADER}\n</body></html>`
  );
}

const contactPage = page(
  'Contacto',
  `<h1>Hablemos de tu proyecto</h1>` +
    form('contacto', 'contact', '/contacto', [
      field('contacto', 'name', input('text', ' autocomplete="name"')),
      field('contacto', 'email', input('email')),
      field('contacto', 'phone', input('tel')),
      field('contacto', 'company', input('text')),
      field('contacto', 'service', select([['', 'Selecciona un servicio'], ...CONTACT_SERVICES.map((s): [string, string] => [s, s])])),
      field('contacto', 'message', textarea()),
      consent('contacto'),
    ]),
);

const jobPage = page(
  'Trabaja con nosotros',
  `<h1>Únete a nuestro equipo</h1>` +
    form(
      'empleo',
      'application',
      '/empleo',
      [
        field('empleo', 'name', input('text')),
        field('empleo', 'email', input('email')),
        field('empleo', 'phone', input('tel')),
        field('empleo', 'position', select([['', 'Selecciona una posición'], ['other', 'Candidatura espontánea']])),
        field('empleo', 'experience', select([['', 'Selecciona una opción'], ...EXPERIENCE_RANGES.map((r): [string, string] => [r, `${r} años`])])),
        field('empleo', 'company', input('text')),
        field('empleo', 'message', textarea()),
        field('empleo', 'cv', input('file', ' accept=".pdf,.doc,.docx"')),
        consent('empleo'),
      ],
      'multipart/form-data',
    ),
);

// Personal/Empresa radios sit outside the dialog's form and join it with form="solicitud".
const telephonyPage = page(
  'Telefonía',
  `<h1>Tarifas O2</h1><fieldset><legend>Tipo de plan</legend>` +
    `<label><input type="radio" name="planMode" value="empresa" form="solicitud" checked> Empresa</label>` +
    `<label><input type="radio" name="planMode" value="personal" form="solicitud"> Personal</label>` +
    `<p id="solicitud-planMode-error" data-error-for="planMode" class="field-error" hidden></p></fieldset>` +
    `<button type="button" commandfor="dialogo-solicitud" command="show-modal" data-preset="tariffId=1">Solicitar</button>` +
    `<dialog id="dialogo-solicitud" closedby="any"><h2>Solicitud</h2>` +
    form('solicitud', 'telephony', '/telefonia', [
      '<input type="hidden" name="type" value="offer">',
      field('solicitud', 'name', input('text')),
      field('solicitud', 'email', input('email')),
      field('solicitud', 'phone', input('tel')),
      field('solicitud', 'companyName', input('text')),
      field('solicitud', 'tariffId', select([['', 'Elige una tarifa'], ...tariffs.map((t): [string, string] => [String(t.id), t.name]), ['lines', 'Líneas adicionales']])),
      field('solicitud', 'lineType', select([['', 'Tipo de línea'], ...LINE_TYPES.map((l): [string, string] => [l, l])])),
      field('solicitud', 'lineQuantity', input('number', ' min="1" max="8" value="1"')),
      field('solicitud', 'message', textarea()),
      consent('solicitud'),
    ]) +
    `<button type="button" commandfor="dialogo-solicitud" command="close">Cerrar</button></dialog>`,
);

/** The prerendered HTML of each form page, as written by `writeFormSite`. */
export const FORM_SITE_PAGES = { '/contacto': contactPage, '/empleo': jobPage, '/telefonia': telephonyPage } as const;

/** The shell release the form site's pages were rendered by. */
export const FORM_SITE_SHELL = 's1';

/** Writes the site under `siteDir`: shell release s1, the forms remote (/contacto, /empleo) and telephony (/telefonia). */
export function writeFormSite(siteDir: string): void {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  publishShell(siteDir, FORM_SITE_SHELL, { loader: LOADER });
  publishRemote(siteDir, 'forms', 'v1');
  publishRemote(siteDir, 'telephony', 'v1');
  write(pageFile(siteDir, FORM_SITE_SHELL, 'forms', 'v1', '/contacto'), contactPage);
  write(pageFile(siteDir, FORM_SITE_SHELL, 'forms', 'v1', '/empleo'), jobPage);
  write(pageFile(siteDir, FORM_SITE_SHELL, 'telephony', 'v1', '/telefonia'), telephonyPage);
  release(siteDir, { shell: FORM_SITE_SHELL, remotes: [entryOf('forms', 'v1'), entryOf('telephony', 'v1')] });
}

/** What a browser sends as Accept for a page (a native form post asks for HTML first). */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
