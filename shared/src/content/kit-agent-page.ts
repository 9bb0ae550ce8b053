import { kitProgramme, months } from './kit-digital-copy';
import { kitProcessSteps } from './kit-digital-pages';
import { kitSolutionCount as solutionCount, kitSolutionCountWord } from './kit-solution-count.derived';

/*
 * The agent page's own copy (/agentes-digitalizadores, SPEC §2), in a module of its own so the
 * overview page's chunk does not carry it (and this page's does not carry the overview's).
 */

/** Copy of the agent page (/agentes-digitalizadores) that it does not share (./kit-digital-pages). */
export const kitAgentPage = {
  eyebrow: 'Kit Digital',
  /** Beside the hero's text from 1024 px (tools/images/shots/people.js draws it). */
  hero: { image: 'hero-agentes-digitalizadores', alt: 'Ilustración de nuestra agente con los cuatro pasos del Kit Digital de un cliente' },
  title: 'Agentes Digitalizadores del Kit Digital',
  intro:
    'Somos Agentes Digitalizadores oficiales: te ayudamos a digitalizar tu negocio con las soluciones del Kit Digital, desde la solicitud de la ayuda hasta la puesta en marcha y la formación.',
  actions: { primary: 'Solicitar Información', solutions: 'Ver soluciones' },
  whatIs: {
    eyebrow: 'Programa del Gobierno de España',
    title: '¿Qué es el Kit Digital?',
    paragraphs: [
      'El Kit Digital es una iniciativa del Gobierno de España para que pequeñas empresas, microempresas y autónomos den el salto digital con soluciones ya preparadas: web, tienda online, redes sociales, gestión, factura electrónica, ciberseguridad y más.',
      `La ayuda llega en forma de bono digital, que se canjea con un Agente Digitalizador adherido como nosotros. Nos ocupamos de tramitar tu bono y de entregarte las soluciones que elijas, con ${months} meses de servicio.`,
    ],
    overviewLink: 'Cómo funciona el programa',
  },
  statsLabel: 'Kit Digital en cifras',
  tierEyebrow: 'Bono digital',
  tierTitle: 'Ayudas del Kit Digital',
  tier: {
    text: `Para los negocios de 0 a menos de 3 empleados, un bono de ${kitProgramme.tier.amount.toLowerCase()} para contratar soluciones digitales, cada una con ${months} meses de servicio.`,
    openHint: `Pulsa «Ver Ayudas» para ver cuánto cubre cada una de las ${solutionCount} soluciones. ${kitProgramme.funds}`,
    closedHint: `Pulsa «Ver Ayudas» para ver cuánto cubría cada una de las ${solutionCount} soluciones en la última convocatoria.`,
    openNote: `Servicio durante ${months} meses`,
    closedNote: 'Cuantía de la última convocatoria',
  },
  processEyebrow: 'Cómo trabajamos',
  processTitle: `Tu digitalización en ${kitProcessSteps.length} pasos`,
  processIntro: 'Nos encargamos de todo el proceso para que tú solo te ocupes de tu negocio.',
  solutionsEyebrow: 'Soluciones',
  solutionsTitle: 'Soluciones del Kit Digital',
  solutionsIntro: `${kitSolutionCountWord} categorías de soluciones para digitalizar tu negocio. Entra en cada una para ver qué incluye y la ayuda por segmento.`,
  benefitsEyebrow: 'Por qué nosotros',
  benefitsTitle: '¿Por qué elegirnos como Agente Digitalizador?',
  cta: {
    title: '¿Hablamos de la digitalización de tu negocio?',
    text: 'Cuéntanos qué necesitas y te explicamos qué soluciones encajan contigo y qué ayudas puedes pedir.',
    primary: { label: 'Solicitar Información', to: '/contacto' },
  },
};
