import { servicePageSchema } from '../schemas/service';
import { company } from './company';
import { servicePages, findServicePage } from './service-pages';
import { services } from './services';
import { findSiteRoute } from './site-routes';
import { technologies } from './technologies';

describe('service pages', () => {
  it('parses every record; each path once', () => {
    for (const p of servicePages) expect(servicePageSchema.safeParse(p).success).toBe(true);
    expect(new Set(servicePages.map((p) => p.path)).size).toBe(servicePages.length);
    expect(new Set(servicePages.map((p) => p.card.id)).size).toBe(servicePages.length);
  });

  it('routes each record to the catalogue under Servicios, with the head its record gives', () => {
    for (const p of servicePages) {
      expect(findSiteRoute(p.path)).toEqual({
        path: p.path,
        remote: 'catalog',
        section: '/servicios',
        title: `${p.meta.title} | ${company.name}`,
        description: p.meta.description,
        jsonLd: ['service'],
      });
    }
  });

  it('gives /servicios one card per record, in the records order, linking to its page in its tone', () => {
    expect(services.map((s) => [s.id, s.title, s.link, s.color])).toEqual(servicePages.map((p) => [p.card.id, p.card.title, p.path, p.color]));
  });

  it('gives every page deliverables, a process, technologies and questions', () => {
    for (const p of servicePages) {
      expect(p.deliverables.length).toBeGreaterThanOrEqual(4);
      expect(p.process.length).toBeGreaterThanOrEqual(3);
      expect(p.faqs.length).toBeGreaterThanOrEqual(3);
      // Mostly tools of the showcase, so the page can show their brand marks.
      const known = p.technologies.filter((t) => technologies.some((x) => x.name === t));
      expect(known.length).toBeGreaterThanOrEqual(p.technologies.length / 2);
    }
  });

  it('finds a page by path and nothing for other paths', () => {
    expect(findServicePage('/marketing')?.eyebrow).toBe('Marketing digital');
    expect(findServicePage('/proyectos')).toBeUndefined();
  });
});
