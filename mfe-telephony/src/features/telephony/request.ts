import type { AdditionalLine } from '@site/shared/schemas/additional-lines';
import type { PlanMode, Tariff } from '@site/shared/schemas/tariff';
import { additionalLinePrice, additionalLinesTotal } from '@site/shared/content/additional-lines';
import { formatEuros, planModeLabel, vatNote } from './format';

/** What the request dialog is about: one tariff, or additional lines. */
export type TelephonyRequest = { kind: 'tariff'; tariff: Tariff } | { kind: 'lines' };

// Plain spaces: this text ends up in an e-mail and the lead store, not on screen.
const euros = (v: number) => formatEuros(v, ' ');

/** The readable summary sent as `offerDetails` for a tariff. */
export function describeTariff(tariff: Tariff, mode: PlanMode): string {
  const price = `${euros(tariff.price)}/mes ${tariff.enterprise ? 'sin IVA' : 'precio final'}`;
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
