import type { ServiceTeaser } from '../schemas/service';
import { company } from './company';

/** The five service cards of /servicios (SPEC §2 Services), from the service page records. */
export { services } from './service-cards.derived';

/** /servicios' own words: its hero, the cards' heading and the closing call ('Consulta Gratuita', 'Ver Proyectos'). */
export const servicesPageCopy = {
  hero: {
    eyebrow: 'Servicios',
    title: 'Soluciones digitales para hacer crecer tu negocio',
    intro:
      'Desarrollo web, marketing, inteligencia artificial, hosting con correo Zimbra y productos SaaS: todo lo que tu empresa necesita para dar el salto digital, con un mismo equipo.',
  },
  cardsHeading: {
    title: 'Nuestros servicios',
    intro: 'Elige un servicio para conocer qué incluye, cómo trabajamos y con qué tecnologías.',
  },
  cta: {
    title: '¿Listo para digitalizar tu negocio?',
    text: 'Cuéntanos tu idea y te asesoramos sin compromiso. La primera consulta es gratuita.',
  },
} as const;

/** A /servicios card's button (SPEC §2: 'Más Información'). */
export const serviceCardCopy = {
  more: 'Más Información',
  /** Read after "Más Información" by a screen reader only: "sobre Marketing". */
  about: 'sobre',
} as const;

/**
 * The four cards of the home page's services teaser (SPEC §2 Home). Control Horario and
 * Factura electrónica go to the external products, in a new tab.
 */
export const homeServiceTeasers: readonly ServiceTeaser[] = [
  {
    id: 'marketing',
    icon: 'megaphone',
    title: 'Marketing',
    description: 'Redes sociales, SEO y campañas de publicidad para que te encuentren los clientes que buscas.',
    color: 'rose',
    to: '/marketing',
  },
  {
    id: 'inteligencia-artificial',
    icon: 'brain',
    title: 'Inteligencia Artificial',
    description: 'Asistentes, automatizaciones y análisis de datos que ahorran tiempo y mejoran tus decisiones.',
    color: 'violet',
    to: '/inteligencia-artificial',
  },
  {
    id: 'control-horario',
    icon: 'clock',
    title: 'Control Horario',
    description: 'Fichaje desde el móvil, tablet u ordenador y registro de jornada conforme a la ley, sin papeles.',
    color: 'emerald',
    href: company.products.timeTracking,
  },
  {
    id: 'factura-electronica',
    icon: 'receipt',
    title: 'Factura electrónica',
    description: 'Emite facturas electrónicas, lleva tu contabilidad y envía tus facturas a Hacienda automáticamente.',
    color: 'amber',
    href: company.products.invoicing,
  },
];

/** The home services teaser's heading, its cards' links and its button (SPEC §2: 'Ver más servicios'). */
export const servicesTeaserCopy = {
  eyebrow: 'Servicios',
  title: 'Soluciones para cada etapa de tu negocio',
  intro: 'Desde atraer clientes hasta cumplir con el registro horario o la factura electrónica.',
  /** An external product's card, opened in a new tab. */
  product: 'Ver producto',
  /** A service page's card, with "sobre <servicio>" read by a screen reader only. */
  more: 'Saber más',
  about: 'sobre',
  moreServices: { label: 'Ver más servicios', to: '/servicios' },
} as const;
