import fs from 'node:fs';
import sharp from 'sharp';

/**
 * DejaVu Sans, named by file: a generated image must not change with whatever fonts a machine
 * has (Debian's fonts-dejavu-core; every build machine of this site is Debian).
 */
export const DEJAVU = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** Pango markup's escapes for plain text. */
export const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export type TextBlock = { png: Buffer; width: number; height: number; lines: number };
export type TextStyle = { bold: boolean; size: number; color: string; width: number; spacing?: number };

function render(markup: string, style: TextStyle) {
  const font = style.bold ? DEJAVU.bold : DEJAVU.regular;
  if (!fs.existsSync(font)) throw new Error(`Generated images need ${font}: apt-get install fonts-dejavu-core`);
  return sharp({
    text: {
      text: `<span foreground="${style.color}">${markup}</span>`,
      font: `DejaVu Sans${style.bold ? ' Bold' : ''} ${style.size}`,
      fontfile: font,
      width: style.width,
      dpi: 72, // sizes are pixels
      rgba: true,
      wrap: 'word',
      spacing: style.spacing ?? 0,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Pango markup laid out and wrapped to `width` px (SVG text cannot wrap), on transparent,
 * with its size and how many lines it took.
 */
export async function textBlock(markup: string, style: TextStyle): Promise<TextBlock> {
  const [{ data, info }, line] = await Promise.all([render(markup, style), render('Ág', style)]);
  const spacing = style.spacing ?? 0;
  const lines = Math.round((info.height + spacing) / (line.info.height + spacing));
  return { png: data, width: info.width, height: info.height, lines };
}

/**
 * Ties each word of one or two letters ('y', 'de', 'el') to the next with a no-break space, so
 * a wrapped headline never ends a line on one (Spanish typesetting).
 */
export const keepShortWordsWithNext = (text: string) => text.replace(/(?<=^|\s)(\S{1,2}) /g, '$1\u00a0');
