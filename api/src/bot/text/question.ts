import { NUMBER_WORDS } from './spanish';
import type { QuestionKind } from './vocabulary';
import { fold } from './fold';
import { headCount, selfEmployed } from './head-count';

/** What a question says besides its words: facts the engine uses as filters. */
export type QueryFacets = {
  /** Head count named in the question ("somos 5", "para 20 empleados", "soy autónomo" → 1). */
  employees?: number;
  /** The head count of one came from "soy autónomo" or "solo yo", not a number: answers say so in those words. */
  selfEmployed?: 'autonomo' | 'solo';
  /** Telephony plan mode named in the question. */
  mode?: 'empresa' | 'personal';
  /** "¿Cuántas empresas…?": the terms of what is counted, so an answer that counts them ranks first. */
  counts?: string[];
  /** "¿Cuándo…?", "¿en qué año…?": the answer should carry a date or a year. */
  when?: boolean;
  /** Kinds of question a domain declares ("personal-data"): the passages that answer them rank higher. */
  kinds?: string[];
};

// The visitor's own business and what it deals in: "tengo una tienda de ropa", "llevo un taller de motos".
export const OWN_BUSINESS = /\b((?:tengo|tenemos|llevo|llevamos|monto|montando|regento|abrir|abro) (?:un|una|mi|nuestra|nuestro) \p{L}+) (?:de|del) \p{L}+(?: y \p{L}+)?/u;

// "cuántas empresas", "cuántos años de experiencia": the counted word (not "cuánto cuesta", a price).
const COUNT_QUESTION = /\bcuant[oa]s\s+(?:de\s+)?(\p{L}{3,})/u;
// A number and the word it counts in a passage: "+100 empresas", "24 tecnologías", "cuatro años".
// Ordinals count too: "el primer día", "entre el tercer y el sexto mes".
const ORDINALS = ['primer', 'primero', 'primera', 'segundo', 'segunda', 'tercer', 'tercero', 'tercera', 'cuarto', 'quinto', 'sexto', 'septimo', 'octavo', 'noveno', 'decimo', 'duodecimo'];
const COUNTED = new RegExp(`(?:\\+?\\d[\\d.,]*|\\b(?:${[...Object.keys(NUMBER_WORDS).filter((w) => w.length > 3), ...ORDINALS].join('|')}))\\s+(\\p{L}{3,})`, 'gu');
/** The token the phrase "cuánto tiempo" leaves: the question asks a duration. */
export const DURATION_MARK = '_duracion';
// "cuánto" followed by what it measures: a duration, a size or a speed ("cuánto tardáis", "cuánto
// espacio", "cuánto puede ocupar"); the match keeps the measure word and drops the "cuánto".
export const MEASURE_QUESTION = /\bcuant[oa]\s+((?:(?:me|te|se|nos|os|le|les|lo|la|puede|pueden|suele|suelen)\s+)*(?:tard|dur|ocup|pes|mid|espacio|almacenamiento|velocidad|capacidad)\p{L}*)/u;
export const MEASURE_QUESTIONS = new RegExp(MEASURE_QUESTION, 'gu');
// A verb in the past addressed to the company: "empezasteis", "os hicisteis", "nacisteis".
export const COMPANY_PAST = /\p{L}{2,}(?:steis|istes)\b/u;
// "¿cuándo…?", "¿desde cuándo…?", "¿en qué año…?" at the head of a question or clause.
const WHEN_QUESTION = /(?:^|[¿¡,;.]\s*|\by\s+)(?:desde\s+|hasta\s+)?cuando\b|\b(?:en\s+)?que\s+(?:ano|fecha)\b/u;

/**
 * The words a text counts ("+100 empresas", "cuatro años", "5 líneas"), in order: what a passage
 * can answer a "¿cuántos…?" with.
 */
export function countedWords(text: string): string[] {
  // "48 h" is 48 horas.
  return [...fold(text).replace(/(\d)\s*h\b/g, '$1 horas').matchAll(COUNTED)].map((m) => m[1]);
}

/**
 * A question's facets: its head count, what it counts, whether it asks when or how long, the
 * kinds of question it is and the plan mode. `tokens` reads words as the analyser does.
 */
export function questionFacets(
  text: string,
  terms: string[],
  asksDuration: boolean,
  tokens: (text: string, query: boolean) => string[],
  questionKinds: QuestionKind[],
): QueryFacets {
  const facets: QueryFacets = {};
  const folded = fold(text);
  const employees = headCount(folded);
  if (employees !== undefined) facets.employees = employees;
  const alone = selfEmployed(folded);
  if (alone) facets.selfEmployed = alone;
  const counted = COUNT_QUESTION.exec(folded);
  if (counted) {
    const counts = tokens(counted[1], true).filter((t) => t !== '_precio');
    if (counts.length) facets.counts = counts;
  }
  if (WHEN_QUESTION.test(folded)) facets.when = true;
  const kinds = questionKinds.filter((k) => k.asks(folded, terms)).map((k) => k.id);
  if (kinds.length) facets.kinds = kinds;
  // "¿Cuánto tiempo se guardan…?", "¿cuánto tardáis?": answered by a passage that counts a duration.
  if (asksDuration || /\bcuanto (?:\p{L}+ )?tard/u.test(folded)) facets.counts = [...new Set([...(facets.counts ?? []), ...tokens('años meses semanas días horas', false)])];
  const empresa = terms.includes('_empresa');
  const personal = terms.includes('_personal');
  if (empresa !== personal) facets.mode = empresa ? 'empresa' : 'personal';
  return facets;
}
