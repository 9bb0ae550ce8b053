/** Helpers that turn record values into the Spanish the site writes. */

const twoDecimals = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 4.13 → "4,13 €", 35 → "35 €": as people say prices (the tariff cards print "35,00 €"). */
export function euros(value: number): string {
  return Number.isInteger(value) ? `${value} €` : `${twoDecimals.format(value)} €`;
}

/** ["a", "b", "c"] → "a, b y c". */
export function listEs(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Lowercases the first letter unless the word is an acronym or a name in capitals. */
export function lowerFirst(s: string): string {
  return /^[A-ZÁÉÍÓÚ]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/** Ensures a sentence ends with a full stop. */
export function sentence(s: string): string {
  const t = s.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** "2.000€" → "2.000 €": the SPEC's strings written the way the rest of the site writes amounts. */
export function spacedEuros(s: string): string {
  return s.replace(/(\d)€/g, '$1 €');
}

/** One "- item" line each: the chat shows them as a list. */
export function lines(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}
