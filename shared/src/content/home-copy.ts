import { company } from './company';

/*
 * The home page's own words (SPEC §2 Home) that belong to no record: its hero, its projects
 * teaser's heading and its closing call. The other sections' headings sit beside their records
 * (services.ts, why-choose-us.ts, technologies.ts); the shared buttons are in actions.ts.
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
