import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { SPRITE_ICONS } from '../../shared/src/ui/icons/sprite-icons';
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
  // display:none: the browser then skips the symbols in every style and layout pass of the page
  // (with the whole sprite in, about a quarter of its elements). <use> still draws them: the icons
  // are plain strokes, and only gradients, masks or filters would need a rendered sprite.
  return `<svg xmlns="http://www.w3.org/2000/svg" id="icon-sprite" style="display:none" aria-hidden="true" focusable="false">\n${symbols.join('\n')}\n</svg>\n`;
}

/** `npx tsx tools/site/write-icon-sprite.ts`: (re)writes the sprite. */
if (require.main === module) {
  fs.writeFileSync(iconSpriteFile, iconSprite());
  console.log(`[icons] ${Object.keys(SPRITE_ICONS).length} icons written to ${path.relative(repoRoot, iconSpriteFile)}`);
}
