import { telephonyBusinessSchema } from '../schemas/telephony-business';
import { telephonyBusiness } from './telephony-business';

describe('telephony business page copy', () => {
  it('passes its schema', () => {
    expect(() => telephonyBusinessSchema.parse(telephonyBusiness)).not.toThrow();
  });

  it('covers the virtual switchboard, fixed and mobile lines and office fibre', () => {
    const titles = telephonyBusiness.services.items.map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Centralita virtual', 'Líneas fijas', 'Líneas móviles', 'Fibra para oficinas']));
  });

  it('numbers the process steps 1..n and leads to the tariffs and the contact page', () => {
    expect(telephonyBusiness.process.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect([telephonyBusiness.cta.primary.to, telephonyBusiness.cta.secondary.to]).toEqual(['/telefonia', '/contacto']);
  });

  it('states the SPEC figures it quotes: 90% coverage, 48 h reply, lines from 4,13 €', () => {
    const values = telephonyBusiness.partnership.highlights.map((h) => h.value);
    expect(values).toEqual(expect.arrayContaining(['90%', '48 h']));
    expect(JSON.stringify(telephonyBusiness)).toContain('4,13 €');
  });
});
