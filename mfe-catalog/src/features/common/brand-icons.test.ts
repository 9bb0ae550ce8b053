import fs from 'node:fs';
import path from 'node:path';
import { technologies } from '@site/shared/content/technologies';
import { brandIconSvg, brandIconsDir } from '../../../../tools/site/write-brand-icons';
import { BRAND_SLUGS, isBrandSlug } from './brand-icons';

describe('brand icons', () => {
  it('has the mark of every showcase technology that names one', () => {
    for (const t of technologies.filter((x) => x.icon)) expect(isBrandSlug(t.icon!)).toBe(true);
    // The three without a mark are drawn as text tiles.
    expect(technologies.filter((t) => !t.icon).map((t) => t.name)).toEqual(['C#', 'AWS', 'Azure']);
  });

  it('publishes each mark as an SVG file in its brand colour, current with simple-icons', () => {
    for (const slug of BRAND_SLUGS) {
      const file = path.join(brandIconsDir, `${slug}.svg`);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `missing ${file}`).toBe(brandIconSvg(slug));
    }
  });
});
