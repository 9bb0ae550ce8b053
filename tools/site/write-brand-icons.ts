import fs from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { BRAND_SLUGS } from '@site/shared/content/brand-marks';
import { repoRoot } from './workspaces';

/** Where the brand marks are published (served as /img/brands/<slug>.svg). */
export const brandIconsDir = path.join(repoRoot, 'shared/public/img/brands');

const bySlug = new Map((Object.values(simpleIcons) as SimpleIcon[]).filter((i) => i?.slug).map((i) => [i.slug, i]));

/** The SVG file of one simple-icons mark, filled with the brand's colour. */
export function brandIconSvg(slug: string): string {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no mark "${slug}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>\n`;
}

/** `npx tsx tools/site/write-brand-icons.ts`: (re)writes one SVG per slug of the content record. */
if (require.main === module) {
  fs.mkdirSync(brandIconsDir, { recursive: true });
  for (const slug of BRAND_SLUGS) fs.writeFileSync(path.join(brandIconsDir, `${slug}.svg`), brandIconSvg(slug));
  console.log(`[brands] ${BRAND_SLUGS.length} marks written to ${path.relative(repoRoot, brandIconsDir)}`);
}
