// Type-only import: the schemas (and zod) stay out of the browser bundles that read this content.
import type { KitBenefit } from '../schemas/kit-digital';
import { kitProgramme, months } from './kit-digital-copy';
import { kitSolutionCount as solutionCount } from './kit-solution-count.derived';

/*
 * The programme overview's own copy (/kit-digital, SPEC §2), in a module of its own so the agent
 * page's chunk does not carry it (and this page's does not carry the agent page's).
 */

/** Copy of the programme overview (/kit-digital). */
export const kitOverviewPage = {
  eyebrow: 'Programa Kit Digital',
  /** Beside the hero's text from 1024 px (tools/images/shots/people.js draws it). */
  hero: { image: 'hero-kit-digital', alt: 'Ilustración de una tienda con su web, su Instagram y su factura electrónica' },
  title: 'Kit Digital: qué es y cómo funciona',
  intro:
    'El Kit Digital es el programa de ayudas del Gobierno de España que financia soluciones digitales para pymes, microempresas y autónomos. Te contamos a quién va dirigido, cómo funciona el bono digital y qué puedes contratar con él.',
  actions: { aid: 'Ver ayudas por solución', categories: `Ver las ${solutionCount} categorías` },
  audience: {
    eyebrow: 'Destinatarios',
    title: '¿A quién va dirigido?',
    points: [
      'Pequeñas empresas, microempresas y autónomos que quieren digitalizar su negocio.',
      `Sobre todo a negocios de 0 a menos de 3 empleados, para los que el programa contempla un bono de ${kitProgramme.tier.amount.toLowerCase()}.`,
      'La cuantía del bono y de cada solución depende del segmento, es decir, del número de empleados.',
    ],
  },
  segmentsIntro: 'Cada empresa pertenece a un segmento según su número de empleados. El segmento fija la cuantía del bono y de cada solución.',
  segments: {
    eyebrow: 'Segmentos',
    title: 'Segmentos por número de empleados',
    focus: 'Nuestro foco',
    perSolution: 'Cuantía según la solución',
  },
  voucher: {
    eyebrow: 'Bono digital',
    title: '¿Cómo funciona el bono digital?',
    points: [
      { icon: 'percent', title: 'Un bono para soluciones', description: 'El bono digital se destina a las soluciones del catálogo del Kit Digital; puedes combinar varias hasta agotar su importe.' },
      { icon: 'badge-check', title: 'Con un Agente Digitalizador', description: 'Se canjea con un Agente Digitalizador adherido, que implanta las soluciones y gestiona la ayuda contigo.' },
      { icon: 'calendar', title: `${months} meses de servicio`, description: `Cada solución contratada incluye ${months} meses de servicio, mantenimiento y soporte.` },
      { icon: 'zap', title: 'Fondos limitados', description: 'Los fondos de cada convocatoria son limitados y se asignan por orden de solicitud.' },
    ] satisfies KitBenefit[],
  },
  categoriesEyebrow: 'Qué financia',
  categoriesTitle: `Las ${solutionCount} categorías de soluciones`,
  categoriesIntro: 'Cada categoría tiene su página con los servicios incluidos y la ayuda por segmento.',
  cta: {
    title: '¿Quieres saber qué te corresponde?',
    text: 'Te explicamos en qué segmento estás, qué soluciones te interesan y cómo solicitarlas, sin compromiso.',
    /** After the deadline: what we can still do for the visitor, without saying again that the call closed. */
    closedText: 'Te explicamos en qué segmento estarías y qué ayudas a la digitalización puede aprovechar tu negocio, sin compromiso.',
    secondary: { label: 'Agentes Digitalizadores', to: '/agentes-digitalizadores' },
  },
};
