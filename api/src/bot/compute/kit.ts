import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';
import type { KitAidRow, KitSolution } from '@site/shared/schemas/kit-digital';
import { inRange, rowRange, segmentOf, eurosIn } from '../domains/kit/aid';
import { headCountLabel } from '../domains/kit/passages';
import { lines, listEs, lowerFirst } from '../passages/format';
import { fold } from '../text/fold';
import { headCount, selfEmployed } from '../text/head-count';
import type { ComputeContent } from './content';
import { KIT_SOLUTION_WORDS } from './kit-words';
import { QUANTITY, quantityOf } from './words';

/** The Kit Digital asked about: its name, its aid or its bono. */
const KIT = /\b(kit|ayudas?|subvencion(es)?|subvencionad[oa]s?|bono|digitalizador(es)?)\b/u;
/** An amount is asked: "¿cuánto…?", "¿qué ayudas…?", "¿qué nos toca?", "¿qué me cubren?". */
const AMOUNT = /\b(cuant[oa]s?|cuantia|importes?|dinero|euros?|que ayudas?|(me|nos|te|os) (dan|dais|da|toca|tocaria|cubre|cubren|corresponde)|recibir\w*|subvencionan|cubr\w*|toca\w*|sale|saldria)\b|€/u;

/** 2000 → "2.000 €": thousands with a dot, as the site writes the Kit's amounts (whole euros). */
function amount(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;
}

/** Users or devices the visitor names ("para 4 ordenadores", "3 usuarios"), for the per-user rows. */
function unitsOf(folded: string): number | undefined {
  const m = new RegExp(`\\b${QUANTITY} (?:usuarios?|dispositivos?|ordenadores?|equipos?|portatiles?|moviles?)\\b`, 'u').exec(folded);
  return m ? quantityOf(m[1]) : undefined;
}

/** A solution's row for a head count, and what it pays: a per-user row up to its cap. */
function aid(content: ComputeContent, s: KitSolution, n: number, units?: number) {
  const row = (s.aidRows as KitAidRow[]).find((r) => inRange(n, rowRange(content.kitSegments, r)));
  if (!row) return { text: `${s.shortName}: sin cuantía publicada para este tamaño (consúltanos)`, euros: undefined };
  if (row.euros === null) return { text: `${s.shortName}: ${lowerFirst(row.amount)} (consúltanos)`, euros: undefined };
  if (!row.cap) return { text: `${s.shortName}: ${row.amount}${row.detail ? ` (${row.detail})` : ''}`, euros: row.euros };
  const count = Math.min(units ?? row.cap.max, row.cap.max);
  const unit = count === 1 ? row.cap.unit : `${row.cap.unit}s`;
  return { text: `${s.shortName}: ${row.amount}, ${units === undefined ? 'hasta ' : ''}${count} ${unit} = ${amount(row.euros * count)}`, euros: row.euros * count };
}

/** Every size a solution's aid depends on: "Redes sociales: 2.000 € de 0 a 2 empleados; 2.500 € de 3 a 49 empleados". */
function sizeTable(s: KitSolution): string {
  return `${s.shortName}: ${s.aidRows.map((r) => `${r.amount}${r.cap ? ` (hasta ${r.cap.max} ${r.cap.unit}s)` : ''} ${lowerFirst(r.employees)}`).join('; ')}`;
}

function status(now: Date): string {
  return `${kitStatusCopy(kitDigitalStatus(now)).badge}.`;
}

/** The solutions a question names, in the records' order. */
export function solutionsNamed(folded: string, content: ComputeContent): KitSolution[] {
  return content.kitSolutions.filter((s) => KIT_SOLUTION_WORDS[s.slug]?.test(folded));
}

export type KitAnswer = { answer: string; solutions: KitSolution[] };

/**
 * Two or more Kit Digital solutions asked about together: what each gives for the visitor's head
 * count, their sum and the bono's cap; without a head count, each solution's amounts by size and
 * the question back, since the aid depends on it (never a size the visitor did not give).
 */
export function kitAnswer(question: string, content: ComputeContent, now: Date): KitAnswer | undefined {
  const folded = fold(question);
  if (!KIT.test(folded) || !AMOUNT.test(folded)) return undefined;
  const solutions = solutionsNamed(folded, content);
  if (solutions.length < 2) return undefined;
  const n = headCount(folded);
  const names = listEs(solutions.map((s) => s.shortName));
  if (n === undefined) {
    return {
      solutions,
      answer: `Lo que da el Kit Digital para ${names} depende de cuántos empleados tenga tu empresa:\n${lines(solutions.map(sizeTable))}\n${content.kitTier.employees}: ${lowerFirst(content.kitTier.amount)} en total entre todas las soluciones. ¿Cuántos empleados tenéis? ${status(now)}`,
    };
  }
  const seg = segmentOf(content.kitSegments, n);
  const who = headCountLabel(n, selfEmployed(folded));
  const units = unitsOf(folded);
  const each = solutions.map((s) => aid(content, s, n, units));
  const known = each.filter((e) => e.euros !== undefined);
  const sum = known.reduce((total, e) => total + e.euros!, 0);
  const cap = seg?.amount ? eurosIn(seg.amount) : undefined;
  const segment = seg ? ` (${seg.name}, ${lowerFirst(seg.employees)})` : '';
  let total = known.length > 1 ? `Suman ${amount(sum)}.` : '';
  if (cap !== undefined && sum > cap) total = `Suman ${amount(sum)}, pero el bono de tu segmento es de ${lowerFirst(seg!.amount!)} en total, así que entre todas la ayuda llega como mucho a ${amount(cap)}.`;
  else if (cap !== undefined && known.length > 1) total = `Suman ${amount(sum)}, dentro del bono de tu segmento (${lowerFirst(seg!.amount!)} en total).`;
  return { solutions, answer: `${who.With}${segment}, el Kit Digital da por solución:\n${lines(each.map((e) => e.text))}\n${total} ${status(now)}`.replace(/\n /, '\n') };
}
