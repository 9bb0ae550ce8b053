import { serviceSchema, serviceTeaserSchema } from '../schemas/service';
import { services, homeServiceTeasers } from './services';
import { company } from './company';

describe('services (SPEC §2 Services, §3 Service)', () => {
  it('has the five cards of /servicios in order with their links (and a card for any service page a record adds)', () => {
    const spec = [
      ['Desarrollo Web', '/web-development'],
      ['Marketing', '/marketing'],
      ['Inteligencia Artificial', '/inteligencia-artificial'],
      ['Hosting Web & Correo', '/hosting-servidores'],
      ['Productos como servicio', '/saas-product'],
    ];
    for (const s of services) expect(serviceSchema.safeParse(s).success).toBe(true);
    expect(services.map((s) => [s.title, s.link]).filter(([, link]) => spec.some(([, l]) => l === link))).toEqual(spec);
    expect(services.find((s) => s.link === '/hosting-servidores')!.subtitle).toMatch(/Zimbra/);
    expect(services.find((s) => s.link === '/saas-product')!.subtitle).toMatch(/SaaS/);
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it('has the four home teaser cards, two of them external products', () => {
    for (const t of homeServiceTeasers) expect(serviceTeaserSchema.safeParse(t).success).toBe(true);
    expect(homeServiceTeasers.map((t) => t.title)).toEqual(['Marketing', 'Inteligencia Artificial', 'Control Horario', 'Factura electrónica']);
    expect(homeServiceTeasers[2].href).toBe(company.products.timeTracking);
    expect(homeServiceTeasers[3].href).toBe(company.products.invoicing);
  });

  it('rejects a teaser with both an internal and an external link', () => {
    expect(serviceTeaserSchema.safeParse({ ...homeServiceTeasers[0], href: 'https://example.com' }).success).toBe(false);
  });
});
