import { company } from './company';

/*
 * The words of /nosotros (SPEC §2 About) that are not its record (about.ts holds the mission,
 * values, figures and timeline): its hero, its sections' headings and its closing call. Apart from
 * the record, which NavegaBot reads too: only /nosotros loads this.
 */
export const aboutPageCopy = {
  hero: { eyebrow: 'Nosotros', title: `Tu socio tecnológico en ${company.address.city} desde ${company.foundedYear}` },
  valuesHeading: { eyebrow: 'Valores', title: 'Lo que nos define' },
  /** Read by a screen reader only: the figures band shows no heading. */
  figuresHeading: 'Nuestras cifras',
  historyHeading: {
    eyebrow: 'Historia',
    intro: 'Hemos crecido al ritmo de las necesidades de nuestros clientes.',
  },
  cta: {
    title: '¿Trabajamos juntos?',
    text: 'Cuéntanos en qué punto está tu negocio y te proponemos el siguiente paso. La primera consulta es gratuita.',
    primary: { label: 'Contactar', to: '/contacto' },
    secondary: { label: 'Trabaja con nosotros', to: '/empleo' },
  },
} as const;

/** The timeline's heading, from its first year to its last: "De 2000 a 2024". */
export const historyTitle = (from: number, to: number) => `De ${from} a ${to}`;
