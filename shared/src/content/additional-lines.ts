import type { AdditionalLine } from '../schemas/additional-lines';
import type { PlanMode } from '../schemas/tariff';

/**
 * SPEC §9: the three additional mobile lines and their monthly price per line. Empresa prices
 * are before VAT; Personal prices are final. Parsed by `additionalLineSchema` in the test beside.
 */
export const additionalLines = [
  { lineType: '40GB', summary: '40 GB y llamadas ilimitadas', prices: { empresa: 4.13, personal: 5 } },
  { lineType: '150GB', summary: '150 GB y llamadas ilimitadas', prices: { empresa: 8.26, personal: 10 } },
  { lineType: '300GB', summary: '300 GB y llamadas ilimitadas', prices: { empresa: 12.4, personal: 15 } },
] satisfies AdditionalLine[];

/** Monthly price of one additional line of `lineType` in `mode`. */
export function additionalLinePrice(lineType: AdditionalLine['lineType'], mode: PlanMode): number {
  const line = additionalLines.find((l) => l.lineType === lineType);
  if (!line) throw new Error(`Unknown line type ${lineType}`);
  return line.prices[mode];
}

/** Total monthly price of `quantity` lines, computed in cents so 3 × 12,40 is 37,20 exactly. */
export function additionalLinesTotal(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100;
}
