import { servicePageSchema } from '../schemas/service';
import { servicePages, findServicePage } from './service-pages';
import { services } from './services';
import { findSiteRoute } from './site-routes';
import { technologies } from './technologies';

describe('service pages', () => {
  it('has one parsed body for each service card, each a catalogue route', () => {
    for (const p of servicePages) expect(servicePageSchema.safeParse(p).success).toBe(true);
    expect(servicePages.map((p) => p.path).sort()).toEqual(services.map((s) => s.link).sort());
    for (const p of servicePages) expect(findSiteRoute(p.path)?.remote).toBe('catalog');
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
