import { brandSlugsSchema } from '../schemas/brand-mark';
import { BRAND_SLUGS, brandIconUrl, isBrandSlug, technologyMark } from './brand-marks';
import { servicePages } from './service-pages';
import { technologies } from './technologies';

describe('brand marks', () => {
  it('passes its schema: unique simple-icons slugs in alphabetical order', () => {
    expect(() => brandSlugsSchema.parse(BRAND_SLUGS)).not.toThrow();
    expect(brandSlugsSchema.safeParse(['react', 'react']).success).toBe(false);
    expect(brandSlugsSchema.safeParse(['Node.js']).success).toBe(false);
  });

  it('has the mark of every showcase technology that names one', () => {
    for (const t of technologies.filter((x) => x.icon)) expect(isBrandSlug(t.icon!)).toBe(true);
    // The three without a mark are drawn as text tiles.
    expect(technologies.filter((t) => !t.icon).map((t) => t.name)).toEqual(['C#', 'AWS', 'Azure']);
    expect(isBrandSlug('aws')).toBe(false);
  });

  it('serves each mark from /img/brands', () => {
    expect(brandIconUrl('react')).toBe('/img/brands/react.svg');
  });

  // Issue 20: some pills had a mark and some none.
  it('gives every technology of the service pages a mark', () => {
    const names = [...new Set(servicePages.flatMap((p) => p.technologies))];
    const marks = Object.fromEntries(names.map((n) => [n, technologyMark(n)]));
    expect(marks['Meta Business Suite']).toEqual({ brand: 'meta' });
    expect(marks['Search Console']).toEqual({ brand: 'googlesearchconsole' });
    expect(marks.AWS).toEqual({ icon: 'cloud' });
    expect(marks.Zimbra).toEqual({ icon: 'mail' });
    // Brand marks for every name simple-icons draws; the stand-ins only where it has none.
    const generic = names.filter((n) => 'icon' in marks[n]);
    expect(generic.sort()).toEqual(['AWS', 'Azure', 'Zimbra']);
  });
});
