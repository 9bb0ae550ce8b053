import type { AdditionalLine } from '@site/shared/schemas/additional-lines';
import type { Tariff } from '@site/shared/schemas/tariff';
import { fold } from '../text/fold';
import type { ComputeContent } from './content';
import { ALTERNATIVE, QUANTITY, quantityOf } from './words';

/**
 * The tariffs and additional lines a question names, with how many of each and which side of an
 * "A o B" each is on. Every name is read from the records: a tariff's name ("Fibra 1Gb + Móvil
 * 150GB") becomes a pattern of its parts as visitors write them ("fibra de 1 giga con móvil de 150").
 */
export type Item =
  | { kind: 'tariff'; name: string; quantity: number; start: number; end: number }
  | { kind: 'line'; line: AdditionalLine; quantity: number; start: number; end: number };

const UNIT: Record<string, string> = { mb: '(?:mb|mbps|megas?|megabytes?|m)', gb: '(?:gb|gbps|gigas?|g|gigabytes?)' };

/**
 * One part of a tariff's name as a pattern: "Fibra 600Mb", "Móvil 150GB", "2 Móviles Ilimitados",
 * "TV", "IP fija". Beside a fibre (`inCombo`), "una línea con 150 gigas" is the pack's mobile too.
 */
function partPattern(part: string, inCombo: boolean): string {
  const p = fold(part).trim();
  let m = /^fibra (\d+)(mb|gb)$/.exec(p);
  if (m) return `fibra(?: optica)?(?: simetrica)?(?: de)? ${m[1]} ?${UNIT[m[2]]}`;
  m = /^movil (\d+)gb$/.exec(p);
  if (m && inCombo) return `(?:(?:linea|tarifa)(?: movil)?|movil)(?: con| de)? ${m[1]} ?${UNIT.gb}`;
  if (m) return `(?:(?:linea|tarifa) )?movil(?: de)? ${m[1]} ?${UNIT.gb}`;
  if (/^movil ilimitad[oa]$/.test(p)) return 'movil(?: con datos)? ilimitad[oa]s?';
  m = /^(\d+) moviles ilimitad[oa]s$/.exec(p);
  if (m) return `(?:${m[1]}|${Object.entries({ 2: 'dos', 3: 'tres' }).find(([n]) => n === m![1])?.[1] ?? m[1]}) (?:lineas )?moviles(?: con datos)? ilimitad[oa]s`;
  if (p === 'tv') return '(?:tv|tele|television)';
  return p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, ' ?');
}

/**
 * A tariff's name as a pattern: its parts joined by "+", "con", "más" or "y", with an article
 * ("fibra de 600 megas con un móvil de 50 GB" is the pack); only "+" when the visitor wants them
 * apart ("por separado", "sueltos").
 */
function namePattern(name: string, apart: boolean): RegExp {
  const parts = name.split(' + ');
  const joiner = apart ? '\\s*\\+\\s*' : '\\s*(?:(?:\\+|\\bcon\\b|\\bmas\\b|\\by\\b)\\s*(?:(?:un|una|el|la|los|las|dos)\\s+)?)?';
  return new RegExp(`\\b${parts.map((part) => partPattern(part, parts.length > 1)).join(joiner)}\\b`, 'gu');
}

/** The visitor wants the parts of a pack priced apart. */
const APART = /\bpor separado\b|\bsuelt[oa]s\b|\baparte\b|\bindependientes?\b/u;

/** "3 x", "dos", "tres tarifas de": the quantity written right before an item. */
const QUANTITY_BEFORE = new RegExp(`\\b${QUANTITY} ?(?:x ?)?(?:(?:tarifas?|lineas?|numeros?)(?: adicionales?| extras?| moviles?)*(?: de)? ?)?(?:(?:la|el|las|los) )?$`, 'u');

function quantityBefore(folded: string, start: number, floor: number): number | undefined {
  const m = QUANTITY_BEFORE.exec(folded.slice(Math.max(floor, start - 40), start));
  return m ? quantityOf(m[1]) : undefined;
}

/** A line's size as visitors write it: "150GB", "150 gigas", "una de 300". */
const SIZE = /\b(\d{2,3}) ?(?:gb|gigas?|g|gigabytes?)\b|\bde (\d{2,3})\b(?! ?(?:€|euros?|eur|mb|megas?|%))/gu;
/** The question is about additional lines, not tariffs: "línea(s)", "adicional", "extra". */
export const LINES_CONTEXT = /\blineas?\b|\badicional(es)?\b|\bextras?\b/u;

function overlaps(items: Item[], start: number, end: number): boolean {
  return items.some((i) => start < i.end && end > i.start);
}

/** The items named in a folded question, in order of appearance. */
export function itemsOf(folded: string, content: ComputeContent): Item[] {
  const items: Item[] = [];
  // Longest names first, so "Fibra 1Gb + IP fija" is not read as "Fibra 1Gb".
  const names = [...new Set(content.tariffs.map((t) => t.name))].sort((a, b) => b.length - a.length);
  for (const name of names) {
    for (const m of folded.matchAll(namePattern(name, APART.test(folded)))) {
      const start = m.index!;
      const end = start + m[0].length;
      if (overlaps(items, start, end)) continue;
      items.push({ kind: 'tariff', name, quantity: 1, start, end });
    }
  }
  if (LINES_CONTEXT.test(folded)) {
    for (const m of folded.matchAll(SIZE)) {
      const start = m.index!;
      const end = start + m[0].length;
      const line = content.additionalLines.find((l) => fold(l.lineType) === `${m[1] ?? m[2]}gb`);
      if (!line || overlaps(items, start, end)) continue;
      items.push({ kind: 'line', line, quantity: 1, start, end });
    }
  }
  items.sort((a, b) => a.start - b.start);
  items.forEach((item, i) => {
    item.quantity = quantityBefore(folded, item.start, i ? items[i - 1].end : 0) ?? 1;
  });
  return items;
}

/**
 * The items grouped into the options the visitor weighs: a new option starts where the words
 * between two items set them against each other ("2 de 150GB o 1 de 300GB").
 */
export function optionsOf(folded: string, items: Item[]): Item[][] {
  const options: Item[][] = [];
  items.forEach((item, i) => {
    const between = i ? folded.slice(items[i - 1].end, item.start) : '';
    if (!i || ALTERNATIVE.test(between)) options.push([item]);
    else options[options.length - 1].push(item);
  });
  return options;
}

/** The tariff of an item in a mode, if that mode has it. */
export function tariffIn(content: ComputeContent, name: string, enterprise: boolean): Tariff | undefined {
  return content.tariffs.find((t) => t.name === name && t.enterprise === enterprise);
}
