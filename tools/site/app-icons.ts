import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LOGO_PATH } from '@site/shared/seo';
import { theme } from '../../shared/src/ui/theme/tokens';
import { encodeIco } from './ico';
import { repoRoot } from './workspaces';

/** The company's mark, drawn once: every icon is rendered from it. */
export const markFile = path.join(repoRoot, 'shared/public/favicon.svg');

/** The mark's 32×32 drawing, nested in a larger SVG at x, y and `size`. */
export function markSvg(x: number, y: number, size: number): string {
  const inner = fs.readFileSync(markFile, 'utf8').replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`;
}

/**
 * An icon of the site. `any` icons are the mark as drawn (rounded corners, transparent around);
 * `maskable` and the Apple touch icon fill the whole square, because the phone cuts its own
 * shape (a transparent corner would turn black on iOS).
 */
export type AppIcon = { path: string; size: number; purpose: 'any' | 'maskable'; fullBleed: boolean };

export const APP_ICONS = {
  appleTouch: { path: '/img/icons/apple-touch-icon.png', size: 180, purpose: 'any', fullBleed: true },
  small: { path: '/img/icons/icon-192.png', size: 192, purpose: 'any', fullBleed: false },
  large: { path: LOGO_PATH, size: 512, purpose: 'any', fullBleed: false },
  maskable: { path: '/img/icons/icon-maskable-512.png', size: 512, purpose: 'maskable', fullBleed: true },
} satisfies Record<string, AppIcon>;

/** Sizes inside /favicon.ico: tabs (16), taskbars and high-density tabs (32), Windows tiles (48). */
export const FAVICON_SIZES = [16, 32, 48];

/** The mark at `size` px, rendered from its vector drawing at that size (not scaled down from a bitmap). */
function renderMark(size: number): Promise<Buffer> {
  return sharp(fs.readFileSync(markFile), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The PNG of an icon. Full-bleed icons put the mark at 80 % on the brand colour: the maskable
 * safe zone is the centred circle of 80 % diameter, and the mark's N stays well inside it.
 */
export async function renderIcon(icon: AppIcon): Promise<Buffer> {
  if (!icon.fullBleed) return renderMark(icon.size);
  const inner = Math.round(icon.size * 0.8);
  const inset = Math.round((icon.size - inner) / 2);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 3, background: theme.colors.brand } })
    .composite([{ input: await renderMark(inner), left: inset, top: inset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** /favicon.ico with the mark at each of FAVICON_SIZES. */
export async function renderFaviconIco(): Promise<Buffer> {
  return encodeIco(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await renderMark(size) }))));
}
