/** Lowercase without accents or diaeresis; ñ becomes n because many keyboards type it so. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * "holaaaa" → "hola", "ciberseguridadd" → "ciberseguridad". Runs of three or more become one
 * letter; doubled letters that Spanish never doubles become one, while ll, rr, cc, ee, oo and
 * nn (llamar, correo, acción, leer, cooperar, innovar) stay.
 */
export function collapseRepeats(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1').replace(/([abdfghijkmpqstuvwxyzñáéíóú])\1/gu, '$1');
}

/** A word made of letters only (no digits or signs): the only kind accents and typos apply to. */
export const ONLY_LETTERS = /^\p{L}+$/u;
