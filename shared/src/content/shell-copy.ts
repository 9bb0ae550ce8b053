import { company } from './company';

/*
 * Every text the shell shows or says on every page: skip link, header, footer, cookie banner,
 * phone contact bar, the notices of a remote that cannot load. Where a sentence holds a link, its
 * parts are apart and the component puts the link between them. The texts of the parts that load
 * later have their own modules, loaded with them (not-found-copy.ts, toast-copy.ts): a module the
 * first load shares with a later chunk cannot be concatenated into the first-load code, and costs
 * bytes on every page. NavegaBot's are in chatbot-copy.ts, the generic controls' in ui-copy.ts.
 */

/** The first Tab stop of every page. */
export const skipLinkText = 'Saltar al contenido';

/** The top bar. */
export const headerCopy = {
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  navLabel: 'Principal',
  /** The wordmark's name: the company, then where it leads. */
  logoLabel: `${company.name}, inicio`,
} as const;

/** The footer (its link columns are in navigation.ts). */
export const footerCopy = {
  about: 'Consultoría IT, agencia digital y distribuidor de telefonía para pymes y autónomos.',
  kitStatement: `El Kit Digital es una iniciativa del Gobierno de España, financiada por la Unión Europea – NextGenerationEU, para impulsar la digitalización de pymes y autónomos. Como Agente Digitalizador, ${company.name} gestiona la solicitud del Bono Digital y entrega los proyectos de digitalización.`,
  copyright: `© ${company.foundedYear}–2026 ${company.legalName} Todos los derechos reservados.`,
  legalLinks: [
    { to: '/privacidad', label: 'Privacidad' },
    { to: '/cookies', label: 'Cookies' },
    { to: '/terminos', label: 'Aviso legal' },
  ],
} as const;

/** The cookie banner (SPEC §4: 'Aceptar' and 'Rechazar'); the policy link follows `text`. */
export const cookieBannerCopy = {
  title: 'Usamos cookies',
  text: 'Usamos cookies técnicas y, solo si aceptas, de terceros (como el mapa) y de análisis. Más en la',
  policyLink: 'política de cookies',
  reject: 'Rechazar',
  accept: 'Aceptar',
} as const;

/** The phone's contact bar (NavegaBot's cell is named by chatbot-copy.ts). */
export const dockCopy = {
  label: 'Contacto rápido',
  call: 'Llamar',
  callLabel: `Llamar al ${company.phone.display}`,
  whatsapp: 'WhatsApp',
  top: 'Arriba',
} as const;

/** Said while a page's code arrives after a client-side navigation. */
export const pageLoadingText = 'Cargando…';

/** A prerendered page whose remote failed: the notice above it (the phone link follows `text`). */
export const staticPageNotice = 'Algunas funciones de esta página no están disponibles ahora mismo. Puedes seguir leyendo o llamarnos al';

/** A page whose remote cannot load and that has no prerendered markup to keep. */
export const remoteUnavailableCopy = {
  title: 'Esta sección no está disponible en este momento',
  text: 'Estamos teniendo un problema técnico al cargar este contenido. Inténtalo de nuevo en unos minutos o contacta con nosotros y te atenderemos enseguida.',
  call: `Llámanos al ${company.phone.display}`,
  contact: 'Ir a contacto',
} as const;
