import sharp from 'sharp';
import { company } from '@site/shared/content/company';
import { SHARE_CARD_SIZE, type ShareCard } from '@site/shared/seo';
import { theme } from '../../shared/src/ui/theme/tokens';
import { markSvg } from './app-icons';
import { escapeMarkup, keepShortWordsWithNext, textBlock, type TextBlock } from './pango-text';

const { width: W, height: H } = SHARE_CARD_SIZE;
const { colors } = theme;

const PAD_X = 80;
/** The headline stops short of the watermark on the right. */
const TEXT_WIDTH = 820;
/** Between the wordmark and the footer rule. */
const CONTENT = { top: 170, bottom: 520 };

/** XML escapes (the same as Pango markup's). */
const esc = escapeMarkup;

/** Everything but the wrapped text: colours, mark and wordmark, the watermark, the footer. */
function backgroundSvg(): string {
  const host = new URL(company.siteUrl).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.brandDeep}"/><stop offset="1" stop-color="${colors.brandDark}"/></linearGradient>
<radialGradient id="glow" cx="0.88" cy="0.12" r="0.55"><stop offset="0" stop-color="${colors.brand}" stop-opacity="0.6"/><stop offset="1" stop-color="${colors.brand}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${colors.onDark}" fill-opacity="0.12"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect x="872" y="36" width="300" height="168" fill="url(#dots)"/>
<path d="M8 23V9l8 9V9M24 9v14" transform="translate(770 150) scale(15)" fill="none" stroke="${colors.onDark}" stroke-opacity="0.07" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<rect width="12" height="${H}" fill="${colors.accent}"/>
${markSvg(PAD_X, 60, 64)}
<text x="${PAD_X + 84}" y="104" font-size="34" font-weight="bold" fill="${colors.onDark}">${esc(company.name)}</text>
<line x1="${PAD_X}" y1="${CONTENT.bottom + 18}" x2="${W - PAD_X}" y2="${CONTENT.bottom + 18}" stroke="${colors.onDark}" stroke-opacity="0.18" stroke-width="2"/>
<text x="${PAD_X}" y="582" font-size="24" fill="${colors.onDarkMuted}">${esc(company.tagline)}</text>
<text x="${W - PAD_X}" y="582" font-size="24" font-weight="bold" fill="${colors.onDark}" text-anchor="end">${esc(host)}</text>
</svg>`;
}

const HEADLINE_SIZES = [72, 64, 56];

/** The headline at the largest size where it takes at most two lines (else at the smallest). */
async function headlineBlock(headline: string): Promise<TextBlock> {
  let block: TextBlock | undefined;
  for (const size of HEADLINE_SIZES) {
    block = await textBlock(esc(keepShortWordsWithNext(headline)), { bold: true, size, color: colors.onDark, width: TEXT_WIDTH, spacing: Math.round(size * 0.18) });
    if (block.lines <= 2) break;
  }
  return block!;
}

/** A route's share card as a PNG: the mark and name, the page's section and headline, the site. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const headline = await headlineBlock(card.headline);
  const kicker = card.kicker
    ? await textBlock(`<span letter_spacing="2560">${esc(card.kicker.toLocaleUpperCase('es'))}</span>`, { bold: true, size: 24, color: colors.accentOnDark, width: TEXT_WIDTH, spacing: 0 })
    : undefined;
  if (headline.lines > 3 || (kicker && kicker.lines > 1)) throw new Error(`The share card of ${card.path} does not fit: shorten its title`);
  const gap = 22;
  const blockHeight = (kicker ? kicker.height + gap : 0) + headline.height;
  const top = Math.round(CONTENT.top + (CONTENT.bottom - CONTENT.top - blockHeight) / 2);
  const layers: sharp.OverlayOptions[] = [];
  if (kicker) layers.push({ input: kicker.png, left: PAD_X, top });
  layers.push({ input: headline.png, left: PAD_X, top: top + (kicker ? kicker.height + gap : 0) });
  // Full colour: a palette PNG is no smaller here (the gradient) and takes seconds to quantise.
  return sharp(Buffer.from(backgroundSvg())).composite(layers).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}
