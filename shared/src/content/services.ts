import type { ServiceTeaser } from '../schemas/service';
import { company } from './company';

/** The five service cards of /servicios (SPEC §2 Services), from the service page records. */
export { services } from './service-cards.derived';

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
