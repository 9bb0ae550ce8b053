import { brandSlugsSchema } from '../schemas/brand-mark';
import { BRAND_SLUGS, brandIconUrl, isBrandSlug } from './brand-marks';
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
});
