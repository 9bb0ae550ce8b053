import fs from 'node:fs';
import path from 'node:path';
import { BRAND_SLUGS } from '@site/shared/content/brand-marks';
import { brandIconSvg, brandIconsDir } from './write-brand-icons';

describe('write-brand-icons', () => {
  it('has published each mark as an SVG file in its brand colour, current with simple-icons', () => {
    for (const slug of BRAND_SLUGS) {
      const file = path.join(brandIconsDir, `${slug}.svg`);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `missing ${file}`).toBe(brandIconSvg(slug));
    }
  });

  it('refuses a slug simple-icons does not have', () => {
    expect(() => brandIconSvg('no-such-brand')).toThrow(/simple-icons has no mark/);
  });
});
