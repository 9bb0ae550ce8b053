import { tariffs } from '@site/shared/content/tariffs';
import type { PlanMode, Tariff, TariffType } from '@site/shared/schemas/tariff';

/** A section of the telephony page: one tariff type and its tariffs, cheapest first. */
export type TariffSection = { type: TariffType; tariffs: Tariff[] };

// SPEC §2's section order. Written out because the schema module that exports TARIFF_TYPES
// brings zod into the page's first load; the test beside checks both lists agree.
export const SECTION_ORDER = ['Fibra + Móvil', 'Fibra', 'Móvil', 'Fibra + Móvil + TV'] as const satisfies readonly TariffType[];
// A type added to the schema but not here fails to compile.
const everyTypeListed: Exclude<TariffType, (typeof SECTION_ORDER)[number]> extends never ? true : never = true;
void everyTypeListed;

/**
 * SPEC §2/§4: the mode keeps enterprise or personal tariffs; sections follow the SPEC order, the
 * TV section exists in Personal mode only, and each is sorted by price (then id, for stability).
 */
export function tariffSectionsFor(mode: PlanMode, all: readonly Tariff[] = tariffs): TariffSection[] {
  const inMode = all.filter((t) => t.enterprise === (mode === 'empresa'));
  return SECTION_ORDER.filter((type) => mode === 'personal' || type !== 'Fibra + Móvil + TV')
    .map((type) => ({
      type,
      tariffs: inMode.filter((t) => t.type === type).sort((a, b) => a.price - b.price || a.id - b.id),
    }))
    .filter((section) => section.tariffs.length > 0);
}
