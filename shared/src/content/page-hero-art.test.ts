import fs from 'node:fs';
import path from 'node:path';
import { pageHeroArt } from './page-hero-art';
import { servicePages } from './service-pages';
import { siteRoutes } from './site-routes';

const imageDir = path.resolve(__dirname, '../../public/img/catalog');
const pictures = [...Object.entries(pageHeroArt), ...servicePages.map((page) => [page.path, page.hero] as const)];

describe('hero pictures', () => {
  it('every service page has its own picture, with a Spanish description', () => {
    const images = servicePages.map((page) => page.hero.image);
    expect(new Set(images).size).toBe(servicePages.length);
    expect(servicePages.every((page) => /^Ilustración /.test(page.hero.alt))).toBe(true);
  });

  it('names real routes and files that tools/images/ wrote, in both widths', () => {
    for (const [route, art] of pictures) {
      expect(siteRoutes.map((r) => r.path)).toContain(route);
      expect(art.alt.length).toBeGreaterThan(20);
      for (const width of [400, 800]) expect(fs.existsSync(path.join(imageDir, `${art.image}-${width}.webp`))).toBe(true);
    }
    expect(new Set(pictures.map(([, art]) => art.image)).size).toBe(pictures.length);
  });
});
