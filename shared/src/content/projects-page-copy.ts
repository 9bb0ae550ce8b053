import { company } from './company';

/*
 * The words of /proyectos (SPEC §2 Projects) that are not a record: its hero, the filter's legend
 * and its closing call (its buttons, 'Solicitar Presupuesto' and 'Consulta Gratuita', are
 * actions.ts'). Apart from projects.ts, which other pages' code and NavegaBot share: only
 * /proyectos loads this.
 */
export const projectsPageCopy = {
  hero: {
    eyebrow: 'Portafolio',
    title: 'Nuestros proyectos',
    intro: `Software a medida, páginas web y gestión de redes sociales para empresas y comercios de ${company.address.city} y alrededores.`,
  },
  filtersLegend: 'Filtrar proyectos por tipo',
  cta: {
    title: '¿Tienes un proyecto en mente?',
    text: 'Cuéntanos qué quieres conseguir y te preparamos un presupuesto a medida, sin compromiso.',
  },
} as const;
