/*
 * The calls to action that more than one page shows, each written once with where it leads, so a
 * label cannot drift ('Solicitar Presupuesto' had become 'Solicitar presupuesto' on the service
 * pages). The SPEC's quoted labels keep its capitals; the rest are in sentence case (README,
 * "Visible text and its casing"). One export each: a page's bundle carries only the ones it shows.
 */

/** SPEC §2: the closing call of /, /servicios, /proyectos and /telefonia. */
export const freeConsultation = { label: 'Consulta Gratuita', to: '/contacto' } as const;

/** SPEC §2: /proyectos' closing call; the service pages' and a project's page too. */
export const requestQuote = { label: 'Solicitar Presupuesto', to: '/contacto' } as const;

/** SPEC §2: the Kit Digital agent page's call; the service pages' hero too. */
export const requestInformation = { label: 'Solicitar Información', to: '/contacto' } as const;

/** SPEC §2: /servicios' closing call; the service pages' hero too. */
export const seeProjects = { label: 'Ver Proyectos', to: '/proyectos' } as const;

/** SPEC §2: the home page's hero (and its closing call) and /apps' closing call. */
export const seeServices = { label: 'Ver Servicios', to: '/servicios' } as const;

/** SPEC §2: under the home page's projects; a project's own page ends with it too. */
export const moreProjects = { label: 'Ver más proyectos', to: '/proyectos' } as const;
