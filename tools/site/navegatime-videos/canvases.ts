import sharp from 'sharp';
import { company } from '@site/shared/content/company';
import { theme } from '../../../shared/src/ui/theme/tokens';
import { markSvg } from '../app-icons';
import { escapeMarkup, keepShortWordsWithNext, textBlock } from '../pango-text';
import type { Canvas, Clip } from './scenes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const catalog = require('../../images/catalog.js') as { navegatimeScreens: () => Record<string, string>; logo: (kind: 'time') => string };

/** The video frame. */
export const FRAME = { width: 1280, height: 720 };

const { colors } = theme;

/** A scene's drawing as raw RGB pixels, `scale` times its own size (so the camera can come close). */
export type CanvasImage = { data: Buffer; width: number; height: number; scale: number };

/** The screens are 800 px wide: five times that keeps the closest shot (about 340 px) sharp at 1280. */
const SCREEN_SCALE = 5;
/** Title cards are drawn at the frame's size; twice that keeps their slow zoom sharp. */
const CARD_SCALE = 2;

/** An SVG at `density` (72 is its own size), with bitmaps laid over it. */
async function rasterise(svg: string, density: number, layers: sharp.OverlayOptions[] = []): Promise<Omit<CanvasImage, 'scale'>> {
  const { data, info } = await sharp(Buffer.from(svg), { density }).composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A title card (1280×720): the NavegaTime logo, a kicker, a headline and a line below, on the
 * site's light brand backdrop, with the company's mark and name in the corner.
 */
async function titleCard(kicker: string, headline: string, subline: string): Promise<CanvasImage> {
  const s = CARD_SCALE;
  const { width: W, height: H } = FRAME;
  const [logoX, logoSize, textX] = [120, 168, 336];
  const width = 800 * s;
  const [kick, head, sub] = await Promise.all([
    textBlock(`<span letter_spacing="${3 * 1024 * s}">${escapeMarkup(kicker.toLocaleUpperCase('es'))}</span>`, { bold: true, size: 22 * s, color: colors.brand, width }),
    textBlock(escapeMarkup(keepShortWordsWithNext(headline)), { bold: true, size: 56 * s, color: colors.ink, width, spacing: 10 * s }),
    textBlock(escapeMarkup(subline), { bold: false, size: 26 * s, color: colors.muted, width }),
  ]);
  const gap = 18 * s;
  const total = kick.height + head.height + sub.height + 2 * gap;
  const top = Math.round((H * s - total) / 2) - 20 * s;
  // The logo sits level with the middle of the text beside it.
  const logoY = Math.round((top + total / 2) / s - logoSize / 2);
  const logo = catalog.logo('time').replace(/ width="\d+" height="\d+"/, ` x="${logoX}" y="${logoY}" width="${logoSize}" height="${logoSize}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.brandSoft}"/><stop offset="1" stop-color="${colors.surface}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="1150" cy="90" r="210" fill="${colors.brand}" opacity="0.07"/><circle cx="70" cy="690" r="230" fill="${colors.brand}" opacity="0.06"/>
${logo}
${markSvg(120, 620, 44)}
<text x="178" y="651" font-size="24" font-weight="bold" fill="${colors.ink}">${escapeMarkup(company.name)}</text>
</svg>`;
  const image = await rasterise(svg, 72 * s, [
    { input: kick.png, left: textX * s, top },
    { input: head.png, left: textX * s, top: top + kick.height + gap },
    { input: sub.png, left: textX * s, top: top + kick.height + gap + head.height + gap },
  ]);
  return { ...image, scale: s };
}

/** The drawing a scene films, rendered large. */
export async function renderCanvas(clip: Clip, canvas: Canvas): Promise<CanvasImage> {
  if (canvas === 'intro') return titleCard('NavegaTime', clip.title, `Una demostración de ${company.name}`);
  if (canvas === 'outro') return titleCard(company.name, 'NavegaTime', `Control horario para tu empresa · ${new URL(company.products.timeTracking).host}`);
  const svg = catalog.navegatimeScreens()[canvas];
  if (!svg) throw new Error(`No NavegaTime screen called ${canvas}`);
  return { ...(await rasterise(svg, 72 * SCREEN_SCALE)), scale: SCREEN_SCALE };
}

/** A scene's title as it sits over the frame: an RGBA badge and where it goes. */
export type TitleBadge = { data: Buffer; width: number; height: number; left: number; top: number };

/** The step title in a dark badge at the top left, clear of the captions at the bottom. */
export async function renderTitleBadge(title: string, step: number): Promise<TitleBadge> {
  const text = await textBlock(`<span foreground="${colors.accentOnDark}">${step}</span>  ${escapeMarkup(title)}`, { bold: true, size: 30, color: colors.onDark, width: 1000 });
  const pad = { x: 26, y: 16 };
  const width = text.width + 2 * pad.x;
  const height = text.height + 2 * pad.y;
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="16" fill="${colors.ink}" fill-opacity="0.86"/></svg>`;
  const { data, info } = await sharp(Buffer.from(badge))
    .composite([{ input: text.png, left: pad.x, top: pad.y }])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, left: 48, top: 40 };
}
