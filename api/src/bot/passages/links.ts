import type { BotLink } from '@site/shared/schemas/chat';
import { company, emailHref, mobileHref, phoneHref } from '@site/shared/content/company';
import { findSiteRoute } from '@site/shared/content/site-routes';

// Short labels for the pages the bot links most; other pages use their title's first part.
const LABELS: Record<string, string> = {
  '/': 'Inicio',
  '/servicios': 'Ver servicios',
  '/proyectos': 'Ver proyectos',
  '/apps': 'Ver productos SaaS',
  '/agentes-digitalizadores': 'Kit Digital',
  '/kit-digital': 'Qué es el Kit Digital',
  '/telefonia': 'Ver tarifas',
  '/telefonia-empresarial': 'Telefonía empresarial',
  '/nosotros': 'Sobre nosotros',
  '/contacto': 'Ir a Contacto',
  '/empleo': 'Trabaja con nosotros',
  '/privacidad': 'Política de privacidad',
  '/cookies': 'Política de cookies',
  '/terminos': 'Aviso legal y términos',
};

/** A link to a page of the site; throws for a path that is not in the route table. */
export function pageLink(path: string, label?: string): BotLink {
  const route = findSiteRoute(path);
  if (!route) throw new Error(`NavegaBot links to a page that does not exist: ${path}`);
  return { path, label: label ?? LABELS[path] ?? route.title.split(' | ')[0] };
}

/** Call the main line. */
export const phoneLink: BotLink = { path: phoneHref, label: `Llamar al ${company.phone.display}` };
/** Call the mobile (also WhatsApp). */
export const mobileLink: BotLink = { path: mobileHref, label: `Llamar al ${company.mobile.display}` };
/** Write an e-mail. */
export const emailLink: BotLink = { path: emailHref, label: company.email };
