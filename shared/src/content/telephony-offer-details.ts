import type { AdditionalLine } from '../schemas/additional-lines';
import type { PlanMode, Tariff } from '../schemas/tariff';
import { additionalLinePrice, additionalLinesTotal } from './additional-lines';
import { telephonyFacts } from './telephony';
import { tariffs } from './tariffs';

/*
 * The telephony request's readable summary (`offerDetails`, SPEC §3), built from the content
 * records alone: the page's request form and the API (which only receives a `tariffId` from a
 * form posted without script) write the same words. No zod, no UI: both sides import it.
 */

/** The `tariffId` of a request for additional lines instead of a tariff. */
export const LINES_REQUEST_ID = 'lines';

/**
 * Formats euros the Spanish way: `12,40 €`. Written by hand rather than with Intl so the
 * prerendered HTML and the browser always agree (ICU data differs between Node builds);
 * the default no-break space keeps the sign on the amount's line. Prices stay below 1.000 €.
 */
export function formatEuros(value: number, space = '\u00a0'): string {
  return `${value.toFixed(2).replace('.', ',')}${space}€`;
}

/** 'Empresa' or 'Personal', as the page's toggle reads. */
export function planModeLabel(mode: PlanMode): string {
  return mode === 'empresa' ? 'Empresa' : 'Personal';
}

/** How a price is quoted in a mode: business prices exclude VAT. */
export function vatNote(mode: PlanMode): string {
  return telephonyFacts.vat[mode].note;
}

/** The plan mode a tariff belongs to. */
export function tariffMode(tariff: Pick<Tariff, 'enterprise'>): PlanMode {
  return tariff.enterprise ? 'empresa' : 'personal';
}

// Plain spaces: this text ends up in an e-mail and the lead store, not on screen.
const euros = (v: number) => formatEuros(v, ' ');

/** The readable summary sent as `offerDetails` for a tariff. */
export function describeTariff(tariff: Tariff, mode: PlanMode): string {
  const price = `${euros(tariff.price)}/mes ${vatNote(tariffMode(tariff))}`;
  return `Tarifa ${tariff.operator} ${tariff.name} (${tariff.type}) · ${price} · Plan ${planModeLabel(mode)}`;
}

/** The readable summary sent as `offerDetails` for additional lines. */
export function describeLines(lineType: AdditionalLine['lineType'] | '' | undefined, quantity: number | undefined, mode: PlanMode): string {
  if (!lineType || !quantity) return `Líneas adicionales (sin tipo elegido) · Plan ${planModeLabel(mode)}`;
  const unit = additionalLinePrice(lineType, mode);
  const total = additionalLinesTotal(unit, quantity);
  const note = vatNote(mode);
  return `Líneas adicionales: ${quantity} × ${lineType} a ${euros(unit)}/mes ${note} cada una · Total: ${euros(total)}/mes ${note} · Plan ${planModeLabel(mode)}`;
}

/** The tariff a `tariffId` names (a form sends it as text), if any. */
export function findTariff(tariffId: string | number): Tariff | undefined {
  const id = typeof tariffId === 'number' ? tariffId : /^\d{1,4}$/.test(tariffId) ? Number(tariffId) : Number.NaN;
  return tariffs.find((t) => t.id === id);
}

/** What a request names: its `tariffId` (a tariff's id or 'lines'), the mode and, for lines, type and count. */
export type OfferRequest = {
  tariffId: string | number;
  planMode: PlanMode;
  lineType?: AdditionalLine['lineType'] | '';
  lineQuantity?: number;
};

/** `offerDetails` for a request, or undefined when its `tariffId` names nothing. */
export function describeOffer({ tariffId, planMode, lineType, lineQuantity }: OfferRequest): string | undefined {
  if (tariffId === LINES_REQUEST_ID) return describeLines(lineType, lineQuantity, planMode);
  const tariff = findTariff(tariffId);
  return tariff && describeTariff(tariff, planMode);
}
