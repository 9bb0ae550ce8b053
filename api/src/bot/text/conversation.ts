/** How a Spanish chat message points back, addresses the company or states a date: general, no subject. */

/** Starts like a follow-up: "y…", "¿entonces…?", "pero…", "¿también…?". */
export const FOLLOW_UP_LEAD = /^[\s¿¡"']*(y|e|entonces|pero|vale y|ok y|y si|tambien|también|igual)\b/i;

/** A word that points back at what was just said: "¿con qué herramienta lo hacéis?", "¿eso cuánto cuesta?". */
export const POINTS_BACK = /\b(eso|esto|ello|aquello|lo\s+\p{L}+(?:áis|éis|ais|eis|ís))\b/iu;

/** A verb addressed to the company ("hacéis", "tenéis", "cobráis"): the visitor is asking something. */
export const ADDRESSED_VERB = /\p{L}{2,}(?:áis|éis|ais|eis)\b/iu;

/** A year, a written date or a day of a month: a text that dates something. */
export const DATE =
  /\b(19|20)\d\d\b|\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b|\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/i;

/** Is the message a question (a question mark, or a verb addressed to the company)? */
export function asksSomething(message: string): boolean {
  return /[?¿]/.test(message) || ADDRESSED_VERB.test(message);
}
