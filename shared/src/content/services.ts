import type { Service, ServiceTeaser } from '../schemas/service';
import { company } from './company';

/** The five service cards of /servicios (SPEC §2 Services), in the SPEC's order. */
export const services: readonly Service[] = [
  {
    id: 'desarrollo-web',
    icon: 'code',
    title: 'Desarrollo Web',
    subtitle: 'Webs, tiendas online y aplicaciones a medida',
    description:
      'Diseñamos y programamos páginas web, tiendas online y aplicaciones rápidas, seguras y optimizadas para SEO, con WordPress, React, Laravel o Node.js según lo que necesite tu negocio.',
    color: 'blue',
    link: '/web-development',
  },
  {
    id: 'marketing',
    icon: 'megaphone',
    title: 'Marketing',
    subtitle: 'Redes sociales, SEO y SEM',
    description:
      'Gestionamos tus redes sociales, mejoramos tu posicionamiento en Google y lanzamos campañas de pago con objetivos medibles e informes claros cada mes.',
    color: 'rose',
    link: '/marketing',
  },
  {
    id: 'inteligencia-artificial',
    icon: 'brain',
    title: 'Inteligencia Artificial',
    subtitle: 'IA aplicada y Big Data',
    description:
      'Asistentes virtuales, automatización de tareas repetitivas, análisis de datos y modelos predictivos que ahorran horas a tu equipo y te ayudan a decidir mejor.',
    color: 'violet',
    link: '/inteligencia-artificial',
  },
  {
    id: 'hosting-correo',
    icon: 'server',
    title: 'Hosting Web & Correo',
    subtitle: 'Alojamiento gestionado y servidores de correo Zimbra',
    description:
      'Alojamos tu web y tu correo corporativo en servidores gestionados con Zimbra, copias de seguridad diarias, certificados SSL y soporte cercano en español.',
    color: 'cyan',
    link: '/hosting-servidores',
  },
  {
    id: 'saas',
    icon: 'cloud',
    title: 'Productos como servicio',
    subtitle: 'SaaS: control horario y facturación electrónica',
    description:
      'Software en la nube listo para usar: control horario con fichaje desde el móvil y facturación electrónica con contabilidad simplificada y envío automático a Hacienda.',
    color: 'emerald',
    link: '/saas-product',
  },
];

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
