import { companySchema } from '../schemas/company';
import { company, fullAddress, phoneHref } from './company';

describe('company record', () => {
  it('passes its schema (URLs, e-mail, phone formats, postcode)', () => {
    expect(() => companySchema.parse(company)).not.toThrow();
  });

  it('is in Elche and keeps the SPEC opening hours', () => {
    expect(company.address.city).toBe('Elche');
    expect(company.hours.label).toBe('Lunes a Viernes 7:00-15:00');
    expect(fullAddress).toContain('Elche');
    expect(phoneHref).toMatch(/^tel:\+34\d{9}$/);
  });
});
