import { telephonyFactsSchema, telephonyPageSchema } from '../schemas/telephony-page';
import { tariffs } from './tariffs';
import { telephonyBusiness } from './telephony-business';
import { telephonyFacts, telephonyPage } from './telephony';

describe('telephony facts and /telefonia copy', () => {
  it('pass their schemas', () => {
    expect(() => telephonyFactsSchema.parse(telephonyFacts)).not.toThrow();
    expect(() => telephonyPageSchema.parse(telephonyPage)).not.toThrow();
  });

  it('rejects a reply time that is not in hours and a fine print that is not a sentence', () => {
    expect(telephonyFactsSchema.safeParse({ ...telephonyFacts, replyWithin: 'dos días' }).success).toBe(false);
    expect(telephonyFactsSchema.safeParse({ ...telephonyFacts, conditions: 'Sujeto a cobertura' }).success).toBe(false);
  });

  it('states SPEC §1 and §9: O2, 90% coverage, a reply within 48 h', () => {
    expect([telephonyFacts.operator, telephonyFacts.coverage, telephonyFacts.replyWithin]).toEqual(['O2', '90%', '48 h']);
  });

  // The point of the record: one value, every place that states it follows.
  it('is where the pages, the tariffs and the business page take coverage and reply time from', () => {
    expect(tariffs.every((t) => t.coverage === telephonyFacts.coverage)).toBe(true);
    const highlights = telephonyBusiness.partnership.highlights.map((h) => h.value);
    expect(highlights).toEqual(expect.arrayContaining([telephonyFacts.coverage, telephonyFacts.replyWithin]));
    expect(telephonyPage.badges.map((b) => b.text).join(' ')).toContain(telephonyFacts.replyWithin);
    expect(telephonyPage.requestIntro).toContain(`en menos de ${telephonyFacts.replyWithin}`);
    expect(telephonyPage.hero.eyebrow).toBe(telephonyBusiness.hero.eyebrow);
  });

  it('says business prices are before VAT and private ones final, in each wording', () => {
    const { empresa, personal } = telephonyFacts.vat;
    for (const wording of Object.values(empresa)) expect(wording).toMatch(/sin IVA/i);
    for (const wording of Object.values(personal)) expect(wording).toMatch(/final/i);
    expect(telephonyPage.finePrint.text).toContain(telephonyFacts.businessVat);
  });
});
