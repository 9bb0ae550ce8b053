import {
  kitAgentAid,
  kitAgentPage,
  kitBenefits,
  kitCapLabel,
  kitOverviewPage,
  kitProcessSteps,
  kitProgramme,
  kitSegmentIvNote,
  kitSegments,
  kitSolutions,
} from '@site/shared/content/kit-digital';
import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';
import { KIT_DIGITAL_PAYMENT_TERM } from '@site/shared/content/legal';
import type { KitAidRow, KitSolution } from '@site/shared/schemas/kit-digital';
import { lines, listEs, lowerFirst, sentence, spacedEuros } from '../../passages/format';
import { pageLink } from '../../passages/links';
import type { AnswerContext, Passage } from '../../passages/types';
import { inRange, rowRange as aidRowRange, segmentOf as segmentIn } from './aid';

// The words that put a question in the Kit Digital's field.
const KIT_SCOPE = 'kit digital subvención ayuda bono agente digitalizador segmento';

const rowRange = (row: KitAidRow) => aidRowRange(kitSegments, row);
const segmentOf = (n: number) => segmentIn(kitSegments, n);

/**
 * The head count in the visitor's own terms: "Con 5 empleados", or "Como autónomo" when they said
 * so and gave no number (never "con 1 empleado", a detail they did not give).
 */
export function headCountLabel(n: number, alone?: AnswerContext['selfEmployed']) {
  if (alone === 'autonomo') return { With: 'Como autónomo', with: 'como autónomo', for: 'un autónomo' };
  if (alone === 'solo') return { With: 'Si trabajas solo', with: 'si trabajas solo', for: 'quien trabaja solo' };
  const count = `${n} ${n === 1 ? 'empleado' : 'empleados'}`;
  return { With: `Con ${count}`, with: `con ${count}`, for: count };
}

/** "2.000 € (de 0 a 9 empleados)" with its cap, as the solution page shows it. */
function rowText(row: KitAidRow): string {
  const extra = [row.cap ? kitCapLabel(row.cap).toLowerCase() : undefined, row.detail].filter(Boolean).join(', ');
  return `${row.amount}${extra ? ` (${extra})` : ''} ${lowerFirst(row.employees)}`;
}

/** The programme's status today, in the pages' words ("Convocatoria cerrada el 31-10-2025"). */
function statusNote(now: Date): string {
  return `${kitStatusCopy(kitDigitalStatus(now)).badge}.`;
}

function solutionAnswer(s: KitSolution, ctx: AnswerContext): string {
  const note = statusNote(ctx.now);
  if (ctx.employees === undefined) return `${solutionText(s)} ${note}`;
  const n = ctx.employees;
  const row = s.aidRows.find((r) => inRange(n, rowRange(r)));
  const who = headCountLabel(n, ctx.selfEmployed);
  if (!row) return `Para ${who.for} no hay una cuantía publicada de ${s.shortName} en el Kit Digital: consúltanos y lo vemos. ${note}`;
  if (row.euros === null) return `${s.shortName} ${who.with} (${lowerFirst(row.employees)}): ${row.amount}. ${note}`;
  // What the aid pays for comes with the amount: "¿cuántas publicaciones?" beside a head count.
  return `${who.With} (${lowerFirst(row.employees)}), la ayuda del Kit Digital para ${s.shortName} es de ${rowText(row).replace(` ${lowerFirst(row.employees)}`, '')}. Incluye ${included(s)}. ${note}`;
}

/** "plan de social media, entre 4 y 8 publicaciones al mes…": what a solution's aid pays for. */
function included(s: KitSolution): string {
  return listEs(s.includes.map(lowerFirst));
}

function solutionText(s: KitSolution): string {
  const parts = [
    `${s.shortName}${s.category === s.shortName ? '' : ` (${s.category})`}: ${s.description}`,
    `Ayuda: ${s.aidRows.map(rowText).join('; ')}.`,
    s.maxAid ? `Ayuda máxima de ${s.maxAid}.` : '',
    s.phases ? `Se abona en ${s.phases.length} fases: ${s.phases.map((p) => `${p.percent} %`).join(' y ')}.` : '',
    `Incluye ${included(s)}; ${s.months} meses de servicio.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** Records: kit-digital (programme, segments, solutions, agent page) and kit-digital-status. */
export function kitPassages(): Passage[] {
  const agent = pageLink('/agentes-digitalizadores');
  const overview = pageLink('/kit-digital');
  const contact = pageLink('/contacto');
  const deadline = kitDigitalStatus(new Date(0)).deadlineLabel;
  // Every step with what happens in it: "¿me acompañáis después?" is answered by the last one.
  const processText = `Lo hacemos en ${kitProcessSteps.length} pasos:\n${lines(kitProcessSteps.map((s) => `${s.step}. ${s.title}: ${s.description}`))}`;
  const amountsText = `${kitProgramme.tier.label}: ${lowerFirst(kitProgramme.tier.amount)} en total. Por solución (${lowerFirst(kitAgentAid.title)}):\n${lines(
    kitAgentAid.rows.map((r) => `${kitSolutions.find((s) => s.slug === r.slug)?.shortName ?? r.category} ${spacedEuros(r.amount)}`),
  )}\n${kitAgentAid.duration}`;
  const out: Passage[] = [
    {
      id: 'kit-what',
      topic: 'kit',
      title: kitAgentPage.whatIs.title,
      keywords: 'kit digital qué es subvención ayuda bono digital gobierno programa digitalización',
      text: kitAgentPage.whatIs.paragraphs[0],
      // With a head count ("somos 5, ¿qué ayudas hay?") the answer is what that company gets.
      answerFor: ({ now, employees, selfEmployed }) =>
        employees !== undefined
          ? segmentAnswer(employees, now, selfEmployed)
          : `${kitAgentPage.whatIs.paragraphs[0]} ${kitProgramme.tier.label}: ${lowerFirst(kitProgramme.tier.amount)}. ${statusNote(now)}`,
      links: [agent, overview],
    },
    {
      id: 'kit-status',
      topic: 'kit:plazo',
      title: 'Plazo del Kit Digital',
      keywords: `plazo fecha límite hasta cuándo convocatoria abierta cerrada sigue vigente todavía solicitar pedir disponible ${deadline}`,
      text: `Disponible hasta ${deadline}. Los fondos son limitados y se asignan por orden de solicitud.`,
      answerFor: ({ now }) => kitStatusCopy(kitDigitalStatus(now)).text,
      links: [agent, contact],
    },
    {
      id: 'kit-amounts',
      topic: 'kit:cuantias',
      title: `Ayudas del Kit Digital: ${kitAgentAid.title}`,
      keywords: 'cuánto cuantía importe ayudas soluciones dinero bono',
      text: amountsText,
      // Every amounts answer says whether the call is still open: the site never promises closed aid.
      answerFor: ({ now, employees, selfEmployed }) =>
        employees !== undefined && employees > 2
          ? segmentAnswer(employees, now, selfEmployed)
          : `${amountsText} ${statusNote(now)}`,
      links: [agent, overview],
      weight: 0.8,
      listOf: KIT_SOLUTION,
    },
    {
      id: 'kit-tier',
      topic: 'kit:bono',
      title: `Bono digital: ${kitProgramme.tier.amount}`,
      keywords: `bono digital cuánto cuantía total máximo ${kitProgramme.tier.employees} microempresa pequeña empresa autónomos`,
      text: `${kitProgramme.tier.label}: ${lowerFirst(kitProgramme.tier.amount)} (${lowerFirst(kitProgramme.tier.employees)}), con ${kitProgramme.serviceMonths} meses de servicio por solución.`,
      answerFor: ({ now, employees, selfEmployed }) =>
        employees !== undefined
          ? segmentAnswer(employees, now, selfEmployed)
          : `${kitProgramme.tier.label}: ${lowerFirst(kitProgramme.tier.amount)} (${lowerFirst(kitProgramme.tier.employees)}), con ${kitProgramme.serviceMonths} meses de servicio por solución. ${statusNote(now)}`,
      links: [agent, overview],
    },
    {
      id: 'kit-segments',
      topic: 'kit:segmentos',
      title: 'Segmentos del Kit Digital por número de empleados',
      keywords: 'segmento segmentos empleados tamaño trabajadores cuántos empleados',
      scope: KIT_SCOPE,
      text: `${kitOverviewPage.segmentsIntro} ${kitSegments.map((s) => `${s.name}: ${lowerFirst(s.employees)}`).join('; ')}.`,
      answerFor: ({ now, employees, selfEmployed }) => (employees !== undefined ? segmentAnswer(employees, now, selfEmployed) : undefined),
      links: [overview, agent],
    },
    {
      id: 'kit-audience',
      topic: 'kit:requisitos',
      title: kitOverviewPage.audience.title,
      keywords: 'quién puede pedir solicitar requisitos beneficiarios dirigido puedo optar autónomo',
      text: kitOverviewPage.audience.points.join(' '),
      links: [overview, agent],
    },
    {
      id: 'kit-process',
      topic: 'kit:proceso',
      title: 'Cómo solicitar el Kit Digital',
      keywords: 'cómo solicitar pedir tramitar proceso pasos gestión solicitud',
      text: processText,
      answerFor: ({ now }) => `${processText} ${statusNote(now)}`,
      links: [agent, contact],
    },
    {
      id: 'kit-voucher',
      topic: 'kit:bono-funciona',
      title: kitOverviewPage.voucher.title,
      keywords: 'cómo funciona bono canjear combinar soluciones agente',
      text: kitOverviewPage.voucher.points.map((p) => p.description).join(' '),
      links: [overview],
    },
    {
      id: 'kit-vat',
      topic: 'kit:iva',
      title: 'IVA y pago de los proyectos del Kit Digital',
      keywords: 'iva impuestos quién paga abona',
      text: KIT_DIGITAL_PAYMENT_TERM,
      links: [pageLink('/terminos', 'Ver las condiciones de pago'), overview],
    },
    {
      id: 'kit-agent',
      topic: 'kit:agente',
      title: kitAgentPage.title,
      keywords: 'agente digitalizador oficial adheridos por qué vosotros experiencia',
      text: `${kitAgentPage.intro} ${listEs(kitBenefits.map((b) => sentence(b.description).replace(/\.$/, '')))}.`,
      links: [agent],
    },
    {
      id: 'kit-solutions',
      topic: 'kit:soluciones',
      title: 'Soluciones del Kit Digital',
      keywords: 'soluciones categorías qué puedo contratar qué incluye',
      text: `Hay ${kitSolutions.length} soluciones: ${listEs(kitSolutions.map((s) => s.shortName))}. ${kitAgentPage.solutionsIntro.split('. ')[1] ?? ''}`.trim(),
      links: [agent, overview],
      listOf: KIT_SOLUTION,
    },
  ];
  out.push({
    id: 'kit-overview',
    topic: 'kit',
    title: kitOverviewPage.title,
    keywords: kitOverviewPage.eyebrow,
    text: `${kitOverviewPage.intro} ${kitAgentPage.whatIs.paragraphs[1]}`,
    links: [overview, agent],
    weight: 0.7,
  });
  for (const s of kitSolutions) {
    // What the solution's page lists besides its aid: each service, the notes and the payment phases.
    out.push({
      id: `kit-${s.slug}-services`,
      topic: `kit:${s.slug}`,
      title: `${s.shortName}: servicios incluidos`,
      keywords: `${s.highlights.join(' ')} servicios incluidos`,
      text: [
        `${s.intro}`,
        // The page's key figures ("125 € por dispositivo", "Hasta 2, 9… dispositivos"): the answer states them.
        `${listEs(s.highlights.map(spacedEuros))}.`,
        s.services.map((x) => `- ${x.title}: ${x.description}`).join('\n'),
        ...s.notes,
        s.phases ? `Fases de la ayuda: ${s.phases.map((ph) => `${ph.title.toLowerCase()} (${ph.percent} %): ${lowerFirst(ph.description)}`).join(' ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      scope: KIT_SCOPE,
      links: [pageLink(s.path, `Kit Digital: ${s.shortName}`), contact],
      weight: 0.7,
    });
    out.push({
      id: `kit-${s.slug}`,
      topic: `kit:${s.slug}`,
      title: `Kit Digital: ${s.category}${s.category === s.shortName ? '' : ` (${s.shortName})`}`,
      keywords: `ayuda ${s.includes.join(' ')} ${s.services.map((x) => x.title).join(' ')} ${s.highlights.join(' ')}`,
      facts: s.services.map((x) => `${x.title}: ${x.description}`),
      text: solutionText(s),
      answerFor: (ctx) => solutionAnswer(s, ctx),
      scope: KIT_SCOPE,
      itemOf: KIT_SOLUTION,
      links: [pageLink(s.path, `Kit Digital: ${s.shortName}`), contact],
    });
  }
  // The aid depends on the company's size: after any Kit answer, "¿y para 20?" is a head count.
  for (const p of out) p.roles = ['head-count'];
  return out;
}

/** The segment of a head count and what each solution gives it, from the solution records. */
/** The kind the solutions' passages are items of (see `Passage.listOf`). */
const KIT_SOLUTION = 'kit-solution';

// Segment IV starts at 50 employees; a company of 10 or more may be medium-sized by its turnover.
const SEGMENT_IV_MIN = 50;
const SMALLEST_MEDIUM = 10;

function segmentAnswer(n: number, now: Date, alone?: AnswerContext['selfEmployed']): string {
  const seg = segmentOf(n);
  const who = headCountLabel(n, alone);
  if (!seg) return `${who.With} tu empresa queda fuera de los segmentos del Kit Digital (hasta 249 empleados). ${statusNote(now)}`;
  const amounts = kitSolutions
    .map((s) => ({ s, row: (s.aidRows as KitAidRow[]).find((r) => inRange(n, rowRange(r)) && r.euros !== null) }))
    .filter((x) => x.row)
    .map(({ s, row }) => `${s.shortName} ${row!.amount}${row!.cap ? ` (${kitCapLabel(row!.cap).toLowerCase()})` : ''}`);
  const tier = seg.amount ? ` Bono: ${lowerFirst(seg.amount)}.` : '';
  // Under 50 employees a company that is medium-sized by turnover belongs to segment IV (SPEC §9).
  const mediumNote = n < SEGMENT_IV_MIN && n >= SMALLEST_MEDIUM ? ` ${kitSegmentIvNote}` : '';
  return `${who.With} tu empresa está en el ${seg.name} (${lowerFirst(seg.employees)}).${mediumNote}${tier} Ayudas por solución:\n${lines(amounts)}\n${statusNote(now)}`;
}
