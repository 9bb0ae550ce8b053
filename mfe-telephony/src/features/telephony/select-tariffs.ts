import { tariffs } from '@site/shared/content/tariffs';
import { TARIFF_TYPES, type PlanMode, type Tariff, type TariffType } from '@site/shared/schemas/tariff';

/** A section of the telephony page: one tariff type and its tariffs, cheapest first. */
export type TariffSection = { type: TariffType; tariffs: Tariff[] };

/**
 * SPEC §2/§4: the mode keeps enterprise or personal tariffs; sections follow the SPEC order, the
 * TV section exists in Personal mode only, and each is sorted by price (then id, for stability).
 */
export function tariffSectionsFor(mode: PlanMode, all: readonly Tariff[] = tariffs): TariffSection[] {
  const inMode = all.filter((t) => t.enterprise === (mode === 'empresa'));
  return TARIFF_TYPES.filter((type) => mode === 'personal' || type !== 'Fibra + Móvil + TV')
    .map((type) => ({
      type,
      tariffs: inMode.filter((t) => t.type === type).sort((a, b) => a.price - b.price || a.id - b.id),
    }))
    .filter((section) => section.tariffs.length > 0);
}
