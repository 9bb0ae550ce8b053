import { siteRouteSchema } from '../schemas/site-route';
import { kitSolutions } from './kit-solutions';
import { headerLinks } from './navigation';
import { projects } from './projects';
import { servicePages } from './service-pages';
import { findSiteRoute, siteRoutes } from './site-routes';

// SPEC §2 route table, exactly.
const specPaths = `/ /servicios /proyectos /agentes-digitalizadores /telefonia /nosotros /contacto /empleo /privacidad /cookies /terminos
/web-development /inteligencia-artificial /saas-product /telefonia-empresarial /kit-digital /hosting-servidores /marketing
/projects/navegatime /apps /kit/website /kit/ecommerce /kit/social-media /kit/crm /kit/intelligence /kit/management /kit/billing
/kit/virtual-office /kit/communications /kit/cybersecurity /kit/internet-presence /kit/marketplace`.split(/\s+/);

// Pages a record adds (README, "Add a service page"): the route table has them besides the SPEC's.
const recordPaths = [...servicePages.map((p) => p.path), ...kitSolutions.map((s) => s.path), ...projects.flatMap((p) => (p.page ? [p.page.path] : []))];

describe('route table', () => {
  it('holds the 32 routes of the SPEC and otherwise only pages of records, each once and valid', () => {
    expect(specPaths).toHaveLength(32);
    const paths = siteRoutes.map((r) => r.path);
    expect(paths.filter((p) => specPaths.includes(p)).sort()).toEqual([...specPaths].sort());
    expect(paths.filter((p) => !specPaths.includes(p) && !recordPaths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of siteRoutes) expect(() => siteRouteSchema.parse(route)).not.toThrow();
  });

  it('gives every route a unique title and description', () => {
    expect(new Set(siteRoutes.map((r) => r.title)).size).toBe(siteRoutes.length);
    expect(new Set(siteRoutes.map((r) => r.description)).size).toBe(siteRoutes.length);
  });

  it('finds routes with or without a trailing slash, and nothing else', () => {
    expect(findSiteRoute('/kit/crm/')?.remote).toBe('kit_digital');
    expect(findSiteRoute('/')?.remote).toBe('catalog');
    expect(findSiteRoute('/kit')).toBeUndefined();
  });

  it("titles the Kit Digital agent page as the SPEC says", () => {
    expect(findSiteRoute('/agentes-digitalizadores')?.title.startsWith('Agentes Digitalizadores - Kit Digital')).toBe(true);
  });

  it('puts a page under a section only when the top bar has no link of its own for it', () => {
    const barPaths = headerLinks.map((l) => l.to);
    for (const route of siteRoutes.filter((r) => r.section)) {
      expect(barPaths).toContain(route.section);
      expect(barPaths).not.toContain(route.path);
    }
    expect(siteRoutes.filter((r) => r.path.startsWith('/kit')).every((r) => r.section === '/agentes-digitalizadores')).toBe(true);
    expect(findSiteRoute('/telefonia-empresarial')?.section).toBe('/telefonia');
  });
});
