import './zod-config';
import { z } from 'zod';

/** SPEC §3: the four tariff types, in the order the telephony page shows its sections. */
export const TARIFF_TYPES = ['Fibra + Móvil', 'Fibra', 'Móvil', 'Fibra + Móvil + TV'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];

/** SPEC §9: every monthly tariff price lies in this range (euros). */
export const TARIFF_PRICE_RANGE = { min: 5.78, max: 56 } as const;

/** SPEC §4: the two plan modes of the telephony page; Empresa prices are before VAT. */
export const PLAN_MODES = ['empresa', 'personal'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

// Prices are shown with two decimals, so a record with more would be rounded on screen.
const euros = z
  .number()
  .positive()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Máximo dos decimales');

/** One O2 tariff (SPEC §3 Tariff). `enterprise` tariffs show 'Tarifa sin IVA', others 'Precio final'. */
export const tariffSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().trim().min(3),
    operator: z.literal('O2'),
    type: z.enum(TARIFF_TYPES),
    price: euros,
    originalPrice: euros,
    /** Alternative monthly price, shown as 'según condiciones' (portability, bundled lines…). */
    price2: euros.optional(),
    features: z.array(z.string().trim().min(3)).min(2),
    promotion: z.string().trim().min(3),
    coverage: z.literal('90%'),
    enterprise: z.boolean(),
  })
  .refine((t) => t.originalPrice >= t.price, { path: ['originalPrice'], message: 'El precio original no puede ser menor que el precio' })
  .refine((t) => t.price2 === undefined || t.price2 < t.price, { path: ['price2'], message: 'El precio según condiciones debe mejorar el precio' })
  .refine((t) => !(t.enterprise && t.type === 'Fibra + Móvil + TV'), { path: ['type'], message: 'Las tarifas con TV son solo para particulares' });
export type Tariff = z.infer<typeof tariffSchema>;
