import { tariffs } from '@site/shared/content/tariffs';
import { describeLines, describeOffer, describeTariff, findTariff, formatEuros } from '@site/shared/content/telephony-offer-details';
import { TARIFF_TYPES } from '@site/shared/schemas/tariff';
import { SECTION_ORDER } from './select-tariffs';

// shared/src/content/telephony-offer-details.ts: the summary the form sends and the API writes.
describe('telephony offer details', () => {
  it('formats euros the Spanish way, with a no-break space unless told otherwise', () => {
    expect(formatEuros(12.4)).toBe('12,40\u00a0€');
    expect(formatEuros(5, ' ')).toBe('5,00 €');
  });

  it('describes a tariff by its id, as the form sends it (text) or as a number', () => {
    const tariff = tariffs.find((t) => t.name === 'Fibra 1Gb + IP fija')!;
    const expected = 'Tarifa O2 Fibra 1Gb + IP fija (Fibra) · 30,58 €/mes sin IVA · Plan Empresa';
    expect(describeTariff(tariff, 'empresa')).toBe(expected);
    expect(describeOffer({ tariffId: String(tariff.id), planMode: 'empresa' })).toBe(expected);
    expect(describeOffer({ tariffId: tariff.id, planMode: 'empresa' })).toBe(expected);
    const personal = tariffs.find((t) => !t.enterprise)!;
    expect(describeOffer({ tariffId: personal.id, planMode: 'personal' })).toMatch(/precio final · Plan Personal$/);
  });

  it('describes additional lines with the unit price of the mode and the total', () => {
    expect(describeOffer({ tariffId: 'lines', planMode: 'empresa', lineType: '300GB', lineQuantity: 3 })).toBe(
      'Líneas adicionales: 3 × 300GB a 12,40 €/mes sin IVA cada una · Total: 37,20 €/mes sin IVA · Plan Empresa',
    );
    expect(describeLines('40GB', 8, 'personal')).toBe('Líneas adicionales: 8 × 40GB a 5,00 €/mes precio final cada una · Total: 40,00 €/mes precio final · Plan Personal');
    expect(describeLines('', undefined, 'personal')).toBe('Líneas adicionales (sin tipo elegido) · Plan Personal');
  });

  it('names nothing for an unknown or malformed id', () => {
    for (const id of ['', '999', '1e1', ' 1', 'constructor', 0]) {
      expect(findTariff(id)).toBeUndefined();
      expect(describeOffer({ tariffId: id, planMode: 'empresa' })).toBeUndefined();
    }
  });

  it("lists the page's sections in the schema's order, every type included", () => {
    expect(SECTION_ORDER).toEqual(TARIFF_TYPES);
  });
});
