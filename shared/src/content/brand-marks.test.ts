import { brandSlugsSchema } from '../schemas/brand-mark';
import { BRAND_SLUGS, brandIconUrl, LOGO_MARKS, logoUrl, technologyMark } from './brand-marks';
import { servicePages } from './service-pages';
import { technologies } from './technologies';

describe('brand marks', () => {
  it('passes its schema: unique simple-icons slugs in alphabetical order', () => {
    expect(() => brandSlugsSchema.parse(BRAND_SLUGS)).not.toThrow();
    expect(brandSlugsSchema.safeParse(['react', 'react']).success).toBe(false);
    expect(brandSlugsSchema.safeParse(['Node.js']).success).toBe(false);
  });

  // Issue 36: AWS and Azure showed a generic cloud, C# a generic </>.
  it('gives every showcase technology its brand\'s own logo', () => {
    for (const t of technologies) expect(technologyMark(t.name)).toEqual({ logo: LOGO_MARKS[t.name as keyof typeof LOGO_MARKS] });
    expect(technologyMark('AWS')).toEqual({ logo: 'aws' });
    expect(technologyMark('Azure')).toEqual({ logo: 'microsoft-azure' });
    expect(technologyMark('C#')).toEqual({ logo: 'c-sharp' });
    expect(logoUrl('aws')).toBe('/img/logos/aws.svg');
  });

  it('serves each mark from /img/brands', () => {
    expect(brandIconUrl('react')).toBe('/img/brands/react.svg');
  });

  // Issue 20: some pills had a mark and some none.
  it('gives every technology of the service pages a mark', () => {
    const names = [...new Set(servicePages.flatMap((p) => p.technologies))];
    const marks = Object.fromEntries(names.map((n) => [n, technologyMark(n)]));
    expect(marks['Meta Business Suite']).toEqual({ logo: 'meta-icon' });
    expect(marks['Search Console']).toEqual({ logo: 'google-search-console' });
    // A logo for every name a maintained set draws; a stand-in only for Zimbra, which none does.
    const generic = names.filter((n) => 'icon' in marks[n]);
    expect(generic).toEqual(['Zimbra']);
    expect(marks.Zimbra).toEqual({ icon: 'mail' });
  });
});
