/**
 * Words are folded and collapsed over and over (every question, every candidate spelling): the
 * results for short strings are kept, up to a bound, so a stream of made-up words cannot grow them.
 */
function remembered(compute: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    if (text.length > 32) return compute(text);
    let result = known.get(text);
    if (result === undefined) {
      if (known.size >= 50_000) known.clear();
      result = compute(text);
      known.set(text, result);
    }
    return result;
  };
}

/** Lowercase without accents or diaeresis; ñ becomes n because many keyboards type it so. */
export const fold = remembered((text) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/**
 * "holaaaa" → "hola", "ciberseguridadd" → "ciberseguridad". Runs of three or more become one
 * letter; doubled letters that Spanish never doubles become one, while ll, rr, cc, ee, oo and
 * nn (llamar, correo, acción, leer, cooperar, innovar) stay.
 */
export const collapseRepeats = remembered((word) => word.replace(/(\p{L})\1{2,}/gu, '$1').replace(/([abdfghijkmpqstuvwxyzñáéíóú])\1/gu, '$1'));

/** A word made of letters only (no digits or signs): the only kind accents and typos apply to. */
export const ONLY_LETTERS = /^\p{L}+$/u;
