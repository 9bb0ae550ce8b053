import fs from 'node:fs';
import path from 'node:path';
import { pageIconSprite } from './page-icons';

const sprite = fs.readFileSync(path.join(__dirname, '../../../shared/src/ui/icons/sprite.svg'), 'utf8');

describe('a page’s icon sprite', () => {
  it('carries exactly the icons the page shows, in the hidden sprite wrapper', () => {
    const html = '<a>Menú <svg><use href="#icon-menu"></use></svg></a><svg><use href="#icon-phone"></use></svg><svg><use href="#icon-menu"></use></svg>';
    const pageSprite = pageIconSprite(html, sprite);
    expect(pageSprite).toMatch(/^<svg [^>]*id="icon-sprite"[^>]*aria-hidden="true"/);
    expect(Array.from(pageSprite.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1])).toEqual(['icon-menu', 'icon-phone']);
  });

  it('is empty for a page without icons, and refuses an icon the sprite lacks', () => {
    expect(pageIconSprite('<p>Hola</p>', sprite)).toBe('');
    expect(() => pageIconSprite('<use href="#icon-unicornio"></use>', sprite)).toThrow('unicornio');
  });
});
