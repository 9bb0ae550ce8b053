// Type-only imports: the schemas (and zod) stay out of the browser bundles that read this content.
import type { KitBenefit, KitProcessStep, KitStat } from '../schemas/kit-digital';
import { formatKitDate, kitProgramme, months } from './kit-digital-copy';
import { kitAgentAidRows } from './kit-agent-aid.derived';
import { kitSolutionCount as solutionCount, kitSolutionCountWord } from './kit-solution-count.derived';

/*
 * The agent page's (/agentes-digitalizadores) and the programme overview's (/kit-digital) own
 * Kit Digital copy (SPEC §2 and §9). See ./kit-digital-copy for how the Kit Digital content is split.
 */

/**
 * SPEC §9: the agent page's modal, "Empresas de 0 a 2 empleados": each solution's amount is its
 * record's `agentAid`, written as that solution's page writes it (kit-digital.test.ts keeps them
 * equal). The rows are derived at build time, so the agent page's first load does not carry the records.
 */
export const kitAgentAid = {
  title: 'Empresas de 0 a 2 empleados',
  duration: `Cada ayuda tiene una duración de ${months} meses por solución contratada.`,
  rows: kitAgentAidRows,
};

/** The words around the aid dialog's rows: its opener (SPEC §2 'Ver Ayudas'), description and close button. */
export const kitAidDialog = {
  open: 'Ver Ayudas',
  description: 'Ayuda del Kit Digital por solución.',
  close: 'Cerrar',
};

/** SPEC §9: the four steps of the process, as the agent and overview pages show them. */
export const kitProcessSteps = [
  { step: 1, icon: 'search', title: 'Diagnóstico digital', description: 'Analizamos cómo trabaja tu negocio y qué soluciones del Kit Digital te aportan más.' },
  {
    step: 2,
    icon: 'badge-check',
    title: 'Solicitud de la subvención',
    description: 'Gestionamos la solicitud ante el organismo público para que obtengas tu bono digital, sin papeleo por tu parte.',
  },
  { step: 3, icon: 'code', title: 'Desarrollo e implementación', description: 'Desarrollamos e implantamos las soluciones elegidas, adaptadas a tu actividad.' },
  { step: 4, icon: 'graduation-cap', title: 'Formación y soporte', description: `Te enseñamos a sacarles partido y te acompañamos durante los ${months} meses de servicio.` },
] satisfies KitProcessStep[];

/** What a screen reader hears before a step's title ("Paso 2: "), where the eye sees its number. */
export const kitStepLabel = (step: number) => `Paso ${step}: `;

/** SPEC §2: the agent page's four reasons to choose us. */
export const kitBenefits = [
  {
    icon: 'badge-check',
    title: 'Agentes oficiales',
    description: 'Somos Agentes Digitalizadores adheridos al programa Kit Digital, habilitados para prestar sus soluciones subvencionadas.',
  },
  { icon: 'zap', title: 'Proceso rápido', description: `Respuesta media en ${kitProgramme.averageResponse} y una gestión ágil de la solicitud para que empieces cuanto antes.` },
  { icon: 'award', title: 'Experiencia demostrada', description: `${kitProgramme.businessesDigitalised} negocios digitalizados con soluciones que funcionan en su día a día.` },
  { icon: 'life-buoy', title: 'Soporte integral', description: `Gestión integral al ${kitProgramme.integralManagement}: de la solicitud a la formación, con un equipo que te acompaña en todo el proceso.` },
] satisfies KitBenefit[];

/** SPEC §2: the agent page's three stat cards; the deadline card's label follows the programme status. */
export const kitStats = [
  { id: 'deadline', icon: 'calendar', value: formatKitDate(kitProgramme.deadline), label: 'Disponible hasta' },
  { id: 'response', icon: 'zap', value: kitProgramme.averageResponse, label: 'Respuesta media' },
  { id: 'management', icon: 'badge-check', value: kitProgramme.integralManagement, label: 'Gestión integral' },
] satisfies KitStat[];

/** The words of a solution's card on the agent page and of the list of solutions on the overview. */
export const kitSolutionCard = {
  more: 'Más información',
  /** Read after "Más información" by a screen reader only: "sobre Ciberseguridad". */
  about: 'sobre',
  includesLabel: 'Incluye',
  /** The overview's list of the solutions' pages. */
  listLabel: 'Páginas de las soluciones del Kit Digital',
};

/*
 * Each page has its own job (issue 36): the agent page says what we do for you (our process, the
 * solutions we implant, the aid they carry, why us); the overview says what the programme is (who
 * it is for, its segments, how the voucher works, what it finances). They share almost no text:
 * e2e/kit-pages-say-once.spec.ts measures it.
 */

/** Copy of the agent page (/agentes-digitalizadores) that is not a record above. */
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
