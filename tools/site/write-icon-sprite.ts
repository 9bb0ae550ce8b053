import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { SPRITE_ICONS, SPRITE_MARKS } from '../../shared/src/ui/icons/sprite-icons';
import { brandMarkFile } from './brand-mark-files';
import { repoRoot } from './workspaces';

/**
 * The whole sprite. Each prerendered page carries the icons it shows (shell/src/icons); the shell
 * fetches the whole sprite after start-up, for the pages the visitor goes on to.
 */
export const iconSpriteFile = path.join(repoRoot, 'shared/src/ui/icons/sprite.svg');

/** One <symbol> per icon: lucide's drawing without its outer <svg> (Icon sets the stroke). */
export function iconSprite(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([id, lucideName]) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[lucideName];
    if (!component) throw new Error(`lucide-react has no icon "${lucideName}"`);
    const inner = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="icon-${id}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  symbols.push(...Object.entries(SPRITE_MARKS).map(([id, slug]) => brandMarkSymbol(id, fs.readFileSync(brandMarkFile(slug), 'utf8'))));
  // display:none: the browser then skips the symbols in every style and layout pass of the page
  // (with the whole sprite in, about a quarter of its elements). <use> still draws them: the icons
  // are plain strokes, and only gradients, masks or filters would need a rendered sprite.
  return `<svg xmlns="http://www.w3.org/2000/svg" id="icon-sprite" style="display:none" aria-hidden="true" focusable="false">\n${symbols.join('\n')}\n</svg>\n`;
}

/**
 * A published brand mark (`<svg viewBox fill><path/></svg>`, tools/site/write-brand-icons.ts) as a
 * symbol: its own box, and its colour with no stroke on a group, so the Icon's stroke settings
 * do not reach it.
 */
export function brandMarkSymbol(id: string, markSvg: string): string {
  const open = markSvg.match(/^<svg\b[^>]*>/)?.[0] ?? '';
  const viewBox = open.match(/viewBox="([^"]+)"/)?.[1];
  const fill = open.match(/fill="([^"]+)"/)?.[1];
  if (!viewBox || !fill) throw new Error(`brand mark "${id}" has no viewBox or fill`);
  const inner = markSvg.trim().slice(open.length).replace(/<\/svg>$/, '');
  return `<symbol id="icon-${id}" viewBox="${viewBox}"><g fill="${fill}" stroke="none">${inner}</g></symbol>`;
}

/** `npx tsx tools/site/write-icon-sprite.ts`: (re)writes the sprite. */
if (require.main === module) {
  fs.writeFileSync(iconSpriteFile, iconSprite());
  console.log(`[icons] ${Object.keys(SPRITE_ICONS).length} icons and ${Object.keys(SPRITE_MARKS).length} brand mark(s) written to ${path.relative(repoRoot, iconSpriteFile)}`);
}
