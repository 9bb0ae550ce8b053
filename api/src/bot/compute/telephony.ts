import type { Tariff } from '@site/shared/schemas/tariff';
import { euros, listEs } from '../passages/format';
import { fold } from '../text/fold';
import type { ComputeContent } from './content';
import { itemsOf, LINES_CONTEXT, optionsOf, tariffIn, type Item } from './telephony-items';
import { budgetOf, CHEAPEST, DEAREST, modeOf, monthsOf, type Mode } from './words';

/** A computed telephony answer: the text and the page that has the prices (/telefonia). */
export type TelephonyAnswer = { answer: string; kind: 'total' | 'comparison' | 'extreme' | 'budget' | 'limit' };

const MODES: Mode[] = ['empresa', 'personal'];
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

function modeLabel(content: ComputeContent, mode: Mode): string {
  return mode === 'empresa' ? `para empresas (${content.vatNote.empresa})` : `para particulares (${content.vatNote.personal})`;
}

/** An item's monthly price in a mode, in cents; undefined when the mode does not have it. */
function unitCents(content: ComputeContent, item: Item, mode: Mode): number | undefined {
  if (item.kind === 'line') return cents(item.line.prices[mode]);
  const t = tariffIn(content, item.name, mode === 'empresa');
  return t ? cents(t.price) : undefined;
}

function itemName(item: Item): string {
  if (item.kind === 'tariff') return item.quantity === 1 ? `${item.name}` : `${item.quantity} × ${item.name}`;
  return `${item.quantity} ${item.quantity === 1 ? 'línea adicional' : 'líneas adicionales'} de ${item.line.lineType}`;
}

/** "3 líneas adicionales de 150GB: 3 × 8,26 € = 24,78 €". */
function itemCost(content: ComputeContent, item: Item, mode: Mode): { text: string; total: number } | undefined {
  const unit = unitCents(content, item, mode);
  if (unit === undefined) return undefined;
  const total = unit * item.quantity;
  const sum = item.quantity === 1 ? euros(fromCents(unit)) : `${item.quantity} × ${euros(fromCents(unit))} = ${euros(fromCents(total))}`;
  return { text: `${itemName(item)}: ${sum}`, total };
}

/** An option's monthly total in a mode, with each item's share; undefined when the mode lacks an item. */
function optionCost(content: ComputeContent, option: Item[], mode: Mode) {
  const parts = option.map((item) => itemCost(content, item, mode));
  if (parts.some((p) => !p)) return undefined;
  const total = parts.reduce((sum, p) => sum + p!.total, 0);
  return { parts: parts.map((p) => p!.text), total };
}

function optionName(option: Item[]): string {
  return listEs(option.map(itemName));
}

/** The modes to answer in: the one named, else each mode that has every item named. */
function modesFor(content: ComputeContent, folded: string, options: Item[][]): Mode[] {
  const named = modeOf(folded);
  if (named) return [named];
  return MODES.filter((mode) => options.every((o) => optionCost(content, o, mode)));
}

function period(months: number): string {
  return months === 12 ? 'al año' : `en ${months} meses`;
}

function totalAnswer(content: ComputeContent, option: Item[], modes: Mode[], months: number): string {
  return modes
    .map((mode) => {
      const cost = optionCost(content, option, mode);
      if (!cost) return `${optionName(option)} no está entre las tarifas ${modeLabel(content, mode)}.`;
      const lines = cost.parts.length > 1 ? `${cost.parts.join('; ')}. Total: ${euros(fromCents(cost.total))} al mes` : `${cost.parts[0]} al mes`;
      const longer = months > 1 ? `, ${euros(fromCents(cost.total * months))} ${period(months)}` : '';
      return `${modeLabel(content, mode).replace(/^p/, 'P')}: ${lines}${longer}.`;
    })
    .join('\n');
}

function comparisonAnswer(content: ComputeContent, options: Item[][], modes: Mode[]): string {
  return modes
    .map((mode) => {
      const costs = options.map((o) => ({ o, cost: optionCost(content, o, mode) }));
      const priced = costs.filter((c) => c.cost).sort((a, b) => a.cost!.total - b.cost!.total);
      const each = costs.map((c) => (c.cost ? `${optionName(c.o)}: ${euros(fromCents(c.cost.total))} al mes` : `${optionName(c.o)}: no está ${modeLabel(content, mode)}`));
      const [best, next] = priced;
      const verdict =
        best && next
          ? best.cost!.total === next.cost!.total
            ? ' Cuestan lo mismo.'
            : ` Sale más barata la opción de ${optionName(best.o)}: ${euros(fromCents(next.cost!.total - best.cost!.total))} menos al mes.`
          : '';
      return `${modeLabel(content, mode).replace(/^p/, 'P')}: ${each.join('; ')}.${verdict}`;
    })
    .join('\n');
}

/** Needs a visitor names ("con datos ilimitados", "con 5G") and how a tariff's name or features say it has them. */
const NEEDS: { asked: RegExp; has: RegExp }[] = [
  { asked: /\bdatos ilimitad|\bilimitad\w* de datos|\b(gigas|internet|moviles?) ilimitad/u, has: /\bdatos ilimitados\b|\bmoviles? ilimitad/u },
  { asked: /\bllamadas ilimitad/u, has: /\bllamadas ilimitadas\b/u },
  { asked: /\b5g\b/u, has: /\b5g\b/u },
  { asked: /\bip fija\b/u, has: /\bip fija\b/u },
  { asked: /\broaming\b/u, has: /\broaming\b/u },
];

/** The group a superlative or a budget is about: the tariff type and any need the question names. */
function groupOf(folded: string, list: readonly Tariff[]): Tariff[] {
  const fibre = /\bfibra\b|\binternet\b/u.test(folded);
  const mobile = /\bmovil(es)?\b|\bdatos\b|\bgigas?\b/u.test(folded);
  const tv = /\b(tv|tele|television)\b/u.test(folded);
  const type = tv ? 'Fibra + Móvil + TV' : fibre && mobile ? 'Fibra + Móvil' : fibre ? 'Fibra' : mobile ? 'Móvil' : undefined;
  // A need the question names must be in the tariff's own words (its name or features).
  const needs = NEEDS.filter((n) => n.asked.test(folded));
  return list.filter((t) => (!type || t.type === type) && needs.every((n) => n.has.test(fold(`${t.name}. ${t.features.join('. ')}`))));
}

const priceOf = (t: Tariff) => `${t.name}, ${euros(t.price)} al mes${t.price2 !== undefined ? ` (${euros(t.price2)} según condiciones)` : ''}`;

function extremeAnswer(content: ComputeContent, folded: string, modes: Mode[], cheapest: boolean): string | undefined {
  const parts = modes.flatMap((mode) => {
    const group = groupOf(folded, content.tariffs.filter((t) => t.enterprise === (mode === 'empresa'))).sort((a, b) => a.price - b.price);
    if (!group.length) return [];
    const pick = cheapest ? group[0] : group[group.length - 1];
    return [`${modeLabel(content, mode).replace(/^p/, 'P')}, la ${cheapest ? 'más barata' : 'más cara'} es ${priceOf(pick)}.`];
  });
  return parts.length ? parts.join('\n') : undefined;
}

function lineExtremeAnswer(content: ComputeContent, modes: Mode[], cheapest: boolean): string {
  return modes
    .map((mode) => {
      const sorted = [...content.additionalLines].sort((a, b) => a.prices[mode] - b.prices[mode]);
      const pick = cheapest ? sorted[0] : sorted[sorted.length - 1];
      return `${modeLabel(content, mode).replace(/^p/, 'P')}, la línea adicional ${cheapest ? 'más barata' : 'más cara'} es la de ${pick.lineType} (${pick.summary}): ${euros(pick.prices[mode])} al mes.`;
    })
    .join('\n');
}

function budgetAnswer(content: ComputeContent, folded: string, modes: Mode[], budget: number): string | undefined {
  const parts = modes.flatMap((mode) => {
    const group = groupOf(folded, content.tariffs.filter((t) => t.enterprise === (mode === 'empresa'))).sort((a, b) => a.price - b.price);
    if (!group.length) return [];
    const label = modeLabel(content, mode).replace(/^p/, 'P');
    const fits = group.filter((t) => cents(t.price) <= cents(budget));
    if (!fits.length) return [`${label}, con ${euros(budget)} al mes no llega ninguna: la más barata es ${priceOf(group[0])}.`];
    const best = fits[fits.length - 1];
    return [`${label}, con ${euros(budget)} al mes te entran ${listEs(fits.map((t) => `${t.name} (${euros(t.price)})`))}; la más completa es ${best.name}, ${euros(best.price)} al mes.`];
  });
  return parts.length ? parts.join('\n') : undefined;
}

/** A tariff question asks about telephony at all ("tarifa", "fibra", "móvil", "línea"…). */
const TELEPHONY = /\b(tarifas?|fibra|movil(es)?|telefonia|lineas?|tv|television|gigas?|gb)\b/u;
/** Words of another service: "la web más barata" or "la app más cara" is not about tariffs. */
const OTHER_SERVICE = /\b(web|webs|pagina|paginas|tienda (?:online|virtual|en linea)|kit|app|apps|aplicacion|software|hosting|dominio|redes|ayudas?|subvencion|proyecto|proyectos|centralita)\b/u;

/**
 * A telephony question the records can answer with a computation: a total for several lines or
 * tariffs (per month, or per year when asked), a comparison between named options, the cheapest
 * or dearest of a group, or what fits a budget. Undefined when the question is none of these.
 */
export function telephonyAnswer(question: string, content: ComputeContent): TelephonyAnswer | undefined {
  const folded = fold(question);
  if (!TELEPHONY.test(folded) || OTHER_SERVICE.test(folded)) return undefined;
  const items = itemsOf(folded, content);
  const options = optionsOf(folded, items);
  const months = monthsOf(folded);
  // "Otro precio más bajo según condiciones" is a tariff's second price, not the cheapest tariff.
  const conditional = /\bsegun condiciones\b|\botro precio\b/u.test(folded);
  const cheapest = CHEAPEST.test(folded) && !conditional;
  const dearest = DEAREST.test(folded) && !conditional;
  const allModes = modeOf(folded) ? [modeOf(folded)!] : MODES;

  const lineCount = items.reduce((n, i) => n + (i.kind === 'line' ? i.quantity : 0), 0);
  const perOption = options.map((o) => o.reduce((n, i) => n + (i.kind === 'line' ? i.quantity : 0), 0));
  if (lineCount && Math.max(...perOption) > content.maxAdditionalLines) {
    const { line } = items.find((i): i is Extract<Item, { kind: 'line' }> => i.kind === 'line')!;
    return {
      kind: 'limit',
      answer: `Se pueden pedir de 1 a ${content.maxAdditionalLines} líneas adicionales, así que ${Math.max(...perOption)} no entran en una solicitud: para más, escríbenos desde Contacto y te preparamos una oferta. Cada línea de ${line.lineType} cuesta ${allModes.map((m) => `${euros(line.prices[m])} al mes ${modeLabel(content, m)}`).join(' y ')}.`,
    };
  }
  if (options.length >= 2) {
    const modes = modesFor(content, folded, [options.flat()]).length ? modesFor(content, folded, [options.flat()]) : allModes;
    return { kind: 'comparison', answer: comparisonAnswer(content, options, modes) };
  }
  if (options.length === 1 && (items.length > 1 || items[0].quantity > 1 || months > 1)) {
    const modes = modesFor(content, folded, options);
    return { kind: 'total', answer: totalAnswer(content, options[0], modes.length ? modes : allModes, months) };
  }
  if (!items.length && (cheapest || dearest) && cheapest !== dearest) {
    if (LINES_CONTEXT.test(folded) && /\badicional(es)?\b|\bextras?\b/u.test(folded)) return { kind: 'extreme', answer: lineExtremeAnswer(content, allModes, cheapest) };
    const answer = extremeAnswer(content, folded, allModes, cheapest);
    return answer ? { kind: 'extreme', answer } : undefined;
  }
  const budget = budgetOf(folded);
  if (!items.length && budget !== undefined) {
    const answer = budgetAnswer(content, folded, allModes, budget);
    return answer ? { kind: 'budget', answer } : undefined;
  }
  return undefined;
}
