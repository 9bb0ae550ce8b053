import { NUMBER_WORDS } from '../text/spanish';

/** What every calculator reads in a question: quantities, the plan mode, euros, a period. */

/** A quantity as a visitor writes it: digits or a Spanish number word ("tres", "una"). */
export const QUANTITY = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

export function quantityOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

export type Mode = 'empresa' | 'personal';

// A business says so ("mi empresa", "para el negocio", "sin IVA"); a household too ("en casa", "IVA incluido").
const BUSINESS = /\b(empresas?|negocios?|autonom[oa]s?|pymes?|sociedad|oficina|despacho|comercio|mi tienda|sin iva|cif|empresarial)\b/u;
const HOUSEHOLD = /\b(particular(es)?|personal|casa|hogar|familia|piso|con iva|iva incluido|domestic[oa])\b/u;

/** The plan mode the visitor names, if exactly one: Empresa prices are before VAT, Personal final. */
export function modeOf(folded: string): Mode | undefined {
  const business = BUSINESS.test(folded);
  const household = HOUSEHOLD.test(folded);
  if (business === household) return undefined;
  return business ? 'empresa' : 'personal';
}

/** "más barata", "lo más económico", "la de menor precio": the cheapest is asked for. */
export const CHEAPEST = /\bmas (barat[oa]s?|economic[oa]s?|asequibles?)\b|\b(menor|menos) precio\b|\bprecio mas bajo\b|\bbaratisim[oa]\b|\bque menos cuesta\b/u;
/** "la más cara", "la de mayor precio". */
export const DEAREST = /\bmas (car[oa]s?|costos[oa]s?)\b|\bmayor precio\b|\bprecio mas alto\b|\bque mas cuesta\b/u;

/** A budget: "con 30 €", "presupuesto de 25 euros", "no más de 20 €", "como mucho 40 euros". */
const BUDGET = /\b(?:presupuesto(?: de)?|como (?:mucho|maximo)|maximo(?: de)?|no (?:quiero )?(?:pagar |gastar )?mas de|menos de|por debajo de|hasta|gastar(?:me)?|tengo|dispongo de)\s+(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:€|euros?|eur|pavos)/u;
const BUDGET_AFTER = /\b(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:€|euros?|eur|pavos)(?: al mes| mensuales)? (?:como (?:mucho|maximo)|maximo|de presupuesto|o menos)\b/u;

/** The monthly budget a visitor states, if any. */
export function budgetOf(folded: string): number | undefined {
  const m = BUDGET.exec(folded) ?? BUDGET_AFTER.exec(folded);
  return m ? Number(m[1].replace(',', '.')) : undefined;
}

/** Months a total is asked for: "al año" is 12, "en 6 meses" 6; a month otherwise. */
export function monthsOf(folded: string): number {
  if (/\b(al|por|en un|cada|el) ano\b|\banual(es|mente)?\b/u.test(folded)) return 12;
  const m = new RegExp(`\\b(?:en|durante|por) ${QUANTITY} meses\\b`, 'u').exec(folded);
  return m ? quantityOf(m[1]) : 1;
}

/** Two options set against each other: "… o …", "… frente a …", "… que …" after "más barato". */
export const ALTERNATIVE = /\bo\b|\bu\b|\bvs\.?\b|\bversus\b|\bfrente a\b|\bcomparad[oa] con\b|\bque\b|\bcontra\b|\bo bien\b/u;
