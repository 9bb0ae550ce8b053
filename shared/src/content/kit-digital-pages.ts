// Type-only imports: the schemas (and zod) stay out of the browser bundles that read this content.
import type { KitBenefit, KitProcessStep, KitStat } from '../schemas/kit-digital';
import { formatKitDate, kitProgramme, months } from './kit-digital-copy';
import { kitAgentAidRows } from './kit-agent-aid.derived';

/*
 * Kit Digital copy that the agent page (/agentes-digitalizadores) and the programme overview
 * (/kit-digital) share (SPEC §2 and §9); each page's own copy is in ./kit-agent-page and
 * ./kit-overview-page. See ./kit-digital-copy for how the Kit Digital content is split.
 *
 * Each page has its own job (issue 36): the agent page says what we do for you (our process, the
 * solutions we implant, the aid they carry, why us); the overview says what the programme is (who
 * it is for, its segments, how the voucher works, what it finances). They share almost no text:
 * e2e/kit-pages-say-once.spec.ts measures it.
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
