import fs from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { BRAND_SLUGS } from '@site/shared/content/brand-marks';
import { brandAspectsFile, brandIconsDir, brandMark, brandMarks, contrastRatio, logoMark, logoMarks, logoMarksDir, logoOpticalBox, logoSizesFile, MARK_BACKGROUND, MARK_MIN_CONTRAST, markColour } from './write-brand-icons';

describe('write-brand-icons', () => {
  it('has published each mark, and their aspects, as the tool writes them from simple-icons', async () => {
    const { files, aspects } = await brandMarks();
    for (const slug of BRAND_SLUGS) {
      const file = path.join(brandIconsDir, `${slug}.svg`);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `missing ${file}`).toBe(files[slug]);
    }
    expect(fs.readFileSync(brandAspectsFile, 'utf8')).toBe(aspects);
  });

  // Issue 20: React's cyan and Linux's yellow were 1.6:1 on the light chips, MySQL and PHP tiny.
  it('draws every mark with at least 3:1 against the lightest background it sits on', async () => {
    for (const slug of BRAND_SLUGS) {
      const fill = (await brandMark(slug)).svg.match(/fill="#([0-9A-F]{6})"/)![1];
      expect(contrastRatio(fill, MARK_BACKGROUND)).toBeGreaterThanOrEqual(MARK_MIN_CONTRAST);
    }
    // A colour that already has the contrast is kept as the brand has it.
    const wordpress = (Object.values(simpleIcons) as SimpleIcon[]).find((i) => i?.slug === 'wordpress')!;
    expect(markColour(wordpress.hex)).toBe(wordpress.hex.toUpperCase());
    expect(markColour('61DAFB')).not.toBe('61DAFB');
  });

  it('crops a wide mark to its ink, so it can be shown at full height', async () => {
    expect((await brandMark('php')).aspect).toBeGreaterThan(1.6);
    expect((await brandMark('nextdotjs')).aspect).toBe(1);
  });

  it('refuses a slug simple-icons does not have', async () => {
    await expect(brandMark('no-such-brand')).rejects.toThrow(/simple-icons has no mark/);
  });

  it('has published each logo, and their sizes, as the tool writes them from the logos set', async () => {
    const { files, sizes } = await logoMarks();
    for (const [name, svg] of Object.entries(files)) {
      const file = path.join(logoMarksDir, `${name}.svg`);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `missing ${file}`).toBe(svg);
    }
    expect(fs.readFileSync(logoSizesFile, 'utf8')).toBe(sizes);
  }, 30_000);

  // Issue 36: MySQL and WooCommerce were tiny next to Apache and MongoDB.
  it('gives a thin or wide logo a larger box than a solid square one, within the band', async () => {
    const solid = logoOpticalBox(1, 0.9);
    const thin = logoOpticalBox(1, 0.3);
    expect(thin.width * thin.height).toBeGreaterThan(solid.width * solid.height);
    const tall = logoOpticalBox(0.48, 0.5);
    expect(tall.height).toBeLessThanOrEqual(Math.round(1.4 * 36));
    const wide = logoOpticalBox(4.3, 0.5);
    expect(wide.width).toBeLessThanOrEqual(72);
    expect((await logoMark('mysql-icon')).optical.height).toBeGreaterThanOrEqual(40);
  });

  it('refuses a name the logos set does not have', async () => {
    await expect(logoMark('no-such-logo')).rejects.toThrow(/logos set has no logo/);
  });
});
