import fs from 'node:fs';
import path from 'node:path';
import { appProductSchema } from '../schemas/apps';
import { appProducts, appScreens } from './apps';
import { company } from './company';

describe('apps (SPEC §2 Apps)', () => {
  it('has two products with five bullets each and their logos', () => {
    for (const a of appProducts) expect(appProductSchema.safeParse(a).success).toBe(true);
    expect(appProducts).toHaveLength(2);
    for (const a of appProducts) {
      expect(a.bullets).toHaveLength(5);
      expect(fs.existsSync(path.resolve(__dirname, `../../public/img/catalog/${a.logo.name}-400.webp`))).toBe(true);
    }
  });

  it('links time tracking to its detail page and product, invoicing to its sign-up', () => {
    const [time, invoicing] = appProducts;
    expect(time).toMatchObject({ detailsPath: '/projects/navegatime', productUrl: company.products.timeTracking });
    expect(invoicing.productUrl).toBe(company.products.invoicing);
    expect(invoicing.detailsPath).toBeUndefined();
  });

  it('states versions, features and compliance of the time-tracking product', () => {
    const text = JSON.stringify(appProducts[0]);
    for (const v of ['Gratuita', 'Básica', 'Media', 'Business', 'Personalizada', 'Geolocalización', 'Informes semanales automáticos', 'Almacenamiento seguro en la nube', 'Análisis con IA', 'RD-ley 8/2019', 'RGPD', 'LOPDGDD']) {
      expect(text).toContain(v);
    }
  });

  it("shows each product's own screen, described in Spanish, in both widths", () => {
    for (const a of appProducts) {
      const screen = appScreens[a.id];
      expect(screen.alt).toContain(a.name);
      for (const w of [400, 800]) expect(fs.existsSync(path.resolve(__dirname, `../../public/img/catalog/${screen.name}-${w}.webp`))).toBe(true);
    }
  });
});
