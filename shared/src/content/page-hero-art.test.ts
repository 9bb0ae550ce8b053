import fs from 'node:fs';
import path from 'node:path';
import { pageHeroArt } from './page-hero-art';
import { servicePages } from './service-pages';
import { siteRoutes } from './site-routes';

const imageDir = path.resolve(__dirname, '../../public/img/catalog');

describe('hero pictures', () => {
  it('every service page has its own picture, with a Spanish description', () => {
    const images = servicePages.map((page) => pageHeroArt[page.path as keyof typeof pageHeroArt]?.image);
    expect(images.every(Boolean)).toBe(true);
    expect(new Set(images).size).toBe(servicePages.length);
  });

  it('names real routes and files that tools/images/page-heroes.js wrote, in both widths', () => {
    for (const [route, art] of Object.entries(pageHeroArt)) {
      expect(siteRoutes.map((r) => r.path)).toContain(route);
      expect(art.alt.length).toBeGreaterThan(20);
      for (const width of [400, 800]) expect(fs.existsSync(path.join(imageDir, `${art.image}-${width}.webp`))).toBe(true);
    }
  });
});
