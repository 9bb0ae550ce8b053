import type { PlanMode } from '@site/shared/schemas/tariff';

/**
 * Formats euros the Spanish way: `12,40 €`. Written by hand rather than with Intl so the
 * prerendered HTML and the browser always agree (ICU data differs between Node builds);
 * the no-break space keeps the sign on the amount's line. Prices here stay below 1.000 €.
 */
export function formatEuros(value: number, space = '\u00a0'): string {
  return `${value.toFixed(2).replace('.', ',')}${space}€`;
}

/** 'Empresa' or 'Personal', as the toggle reads. */
export function planModeLabel(mode: PlanMode): string {
  return mode === 'empresa' ? 'Empresa' : 'Personal';
}

/** How a price is quoted in a mode: business prices exclude VAT. */
export function vatNote(mode: PlanMode): string {
  return mode === 'empresa' ? 'sin IVA' : 'precio final';
}
