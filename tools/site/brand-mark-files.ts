import path from 'node:path';
import { BRAND_IMG_BASE, type BrandSlug } from '../../shared/src/content/brand-marks';
import { repoRoot } from './workspaces';

/** Where the brand marks are published (served as /img/brands/<slug>.svg; written by ./write-brand-icons.ts). */
export const brandIconsDir = path.join(repoRoot, 'shared/public', BRAND_IMG_BASE);

/** A published brand mark's file. */
export const brandMarkFile = (slug: BrandSlug): string => path.join(brandIconsDir, `${slug}.svg`);
