import { company } from './company';

/*
 * The home page's words (SPEC §2 Home) that are not a record: its hero, its sections' headings and
 * buttons, its closing call (the cards' records are in services.ts, why-choose-us.ts,
 * technologies.ts and projects.ts; the buttons other pages share are in actions.ts). Here, not
 * beside those records: those modules are shared with other pages' code, which would then carry
 * this page's words too; this one only the home page loads.
 */

/** The top band: headline, consulting blurb, the SPEC's second button and the illustration's description. */
export const homeHeroCopy = {
  eyebrow: `Consultoría IT en ${company.address.city}`,
  title: 'Transformamos tu negocio digitalmente',
  intro:
    'Consultoría IT, desarrollo de software a medida, marketing e inteligencia artificial para pymes y autónomos. Te ayudamos a elegir la tecnología adecuada y la ponemos a trabajar para tu negocio.',
  /** SPEC §2: 'Nuestros Proyectos' (/proyectos), beside 'Ver Servicios'. */
  projectsButton: { label: 'Nuestros Proyectos', to: '/proyectos' },
  artAlt: 'Ilustración de un panel de resultados en un ordenador y un móvil con tareas completadas',
} as const;

/** The heading of SPEC §2's section 'Tu agencia orientada a conseguir resultados'. */
export const resultsHeading = {
  eyebrow: 'Por qué nosotros',
  title: 'Tu agencia orientada a conseguir resultados',
  intro:
    'No vendemos tecnología por vender: partimos de lo que necesita tu negocio y medimos si lo conseguimos. Web, marketing, software y sistemas con un mismo equipo que habla tu idioma.',
} as const;

/** The services teaser: its heading, its cards' links and its button (SPEC §2: 'Ver más servicios'). */
export const servicesTeaserCopy = {
  heading: {
    eyebrow: 'Servicios',
    title: 'Soluciones para cada etapa de tu negocio',
    intro: 'Desde atraer clientes hasta cumplir con el registro horario o la factura electrónica.',
  },
  /** An external product's card, opened in a new tab. */
  product: 'Ver producto',
  /** A service page's card, with "sobre <servicio>" read by a screen reader only. */
  more: 'Saber más',
  about: 'sobre',
  moreServices: { label: 'Ver más servicios', to: '/servicios' },
} as const;

/** The heading of the technology showcase. */
export const technologiesHeading = {
  eyebrow: 'Tecnologías',
  title: 'Trabajamos con las herramientas líderes',
  intro: 'Elegimos en cada proyecto la tecnología que mejor encaja, con experiencia probada en todas estas.',
} as const;

/** The heading of the projects teaser (its button is actions.ts' moreProjects). */
export const projectsTeaserHeading = {
  eyebrow: 'Proyectos',
  title: 'Algunos de nuestros trabajos',
  intro: `Software propio, webs y redes sociales para negocios de ${company.address.city} y alrededores.`,
} as const;

/** The closing call at the foot of the page (its buttons: 'Consulta Gratuita' and 'Ver Servicios'). */
export const homeCta = {
  title: '¿Hablamos de tu proyecto?',
  text: 'Cuéntanos qué necesitas: te respondemos en menos de 24 horas y la primera consulta es gratuita.',
} as const;
