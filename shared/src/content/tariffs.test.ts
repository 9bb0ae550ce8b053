import { TARIFF_PRICE_RANGE, TARIFF_TYPES, tariffSchema } from '../schemas/tariff';
import { tariffs } from './tariffs';

describe('tariffs (SPEC §3, §9)', () => {
  it('holds 22 records that all pass the schema, with unique ids', () => {
    expect(tariffs).toHaveLength(22);
    for (const tariff of tariffs) expect(() => tariffSchema.parse(tariff)).not.toThrow();
    expect(new Set(tariffs.map((t) => t.id)).size).toBe(tariffs.length);
  });

  it('marks exactly ids 1–9 as enterprise tariffs', () => {
    const enterpriseIds = tariffs.filter((t) => t.enterprise).map((t) => t.id).sort((a, b) => a - b);
    expect(enterpriseIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps every price between 5,78 € and 56 €, with both ends present', () => {
    const all = tariffs.flatMap((t) => [t.price, t.originalPrice, ...('price2' in t ? [t.price2] : [])]);
    for (const p of all) {
      expect(p).toBeGreaterThanOrEqual(TARIFF_PRICE_RANGE.min);
      expect(p).toBeLessThanOrEqual(TARIFF_PRICE_RANGE.max);
    }
    const prices = tariffs.map((t) => t.price);
    expect(Math.min(...prices)).toBe(5.78);
    expect(Math.max(...prices)).toBe(56);
  });

  it('offers TV only to private customers, and every other type in both modes', () => {
    expect(tariffs.filter((t) => t.type === 'Fibra + Móvil + TV').every((t) => !t.enterprise)).toBe(true);
    for (const type of TARIFF_TYPES) {
      expect(tariffs.some((t) => !t.enterprise && t.type === type)).toBe(true);
      if (type !== 'Fibra + Móvil + TV') expect(tariffs.some((t) => t.enterprise && t.type === type)).toBe(true);
    }
  });

  it('is all O2 with 90% coverage, and each card has a promotion label', () => {
    expect(tariffs.every((t) => t.operator === 'O2' && t.coverage === '90%')).toBe(true);
    expect(new Set(tariffs.map((t) => t.promotion))).toEqual(
      new Set(['Tarifa recomendada', 'Tarifa estándar', 'Mejorada +GB', 'Nueva tarifa']),
    );
  });

  it('rejects a TV tariff for businesses and an original price below the price', () => {
    const base = tariffs[0];
    expect(tariffSchema.safeParse({ ...base, type: 'Fibra + Móvil + TV' }).success).toBe(false);
    expect(tariffSchema.safeParse({ ...base, originalPrice: base.price - 1 }).success).toBe(false);
    expect(tariffSchema.safeParse({ ...base, price: 12.345 }).success).toBe(false);
  });
});
