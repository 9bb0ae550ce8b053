import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { LeadOrigin } from '../db';

/** A lead form and the page it lives on (docs/progressive-enhancement.md, "Forms"). */
export type FormPage = { path: string; origin: LeadOrigin; formId: string };

export const FORM_PAGES: readonly FormPage[] = [
  { path: '/contacto', origin: 'contact', formId: 'contacto' },
  { path: '/empleo', origin: 'application', formId: 'empleo' },
  // The request form sits in a <dialog>, which its answer pages open.
  { path: '/telefonia', origin: 'telephony', formId: 'solicitud' },
];

/** Where a native post is redirected once its lead is stored (post/redirect/get): no personal data. */
export const sentLocation = (page: FormPage) => `${page.path}?enviado=1`;
/** The query of that redirect. */
export const isSentQuery = (query: unknown) => (query as Record<string, unknown> | undefined)?.enviado === '1';

export const formPageAt = (path: unknown): FormPage | undefined => FORM_PAGES.find((p) => p.path === path);

/**
 * The page to answer a native post with. Only our form pages are ever named (the `page` field is
 * the visitor's to change, and it ends up in a Location header): the one named when it holds
 * this form, else the form's own page; for a form not known yet, the page named or /contacto.
 */
export function answerPageFor(origin: LeadOrigin | undefined, named: unknown): FormPage {
  const page = formPageAt(named);
  if (page && (origin === undefined || page.origin === origin)) return page;
  return FORM_PAGES.find((p) => p.origin === (origin ?? 'contact'))!;
}

/** A form page's prerendered HTML (./served-page.ts), or undefined when it is not published. */
export async function readFormPage(file: string | undefined): Promise<string | undefined> {
  return file === undefined ? undefined : fs.readFile(file, 'utf8').catch(() => undefined);
}

/**
 * Sends an answer page: never stored by a cache (it may hold what the visitor typed), and no
 * Referer beyond our own origin for the links followed from it.
 */
export function sendFormPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}
