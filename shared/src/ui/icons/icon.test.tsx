import fs from 'node:fs';
import { render } from '@testing-library/react';
import { CONTENT_ICONS } from '../../schemas/content-icon';
import { brandMarkFile } from '../../../../tools/site/brand-mark-files';
import { iconSprite, iconSpriteFile } from '../../../../tools/site/write-icon-sprite';
import { Icon } from './icon';
import { SPRITE_ICONS, SPRITE_MARKS } from './sprite-icons';

describe('icon sprite', () => {
  it('is current with lucide and the icon list', () => {
    expect(fs.readFileSync(iconSpriteFile, 'utf8')).toBe(iconSprite());
  });

  it('has a drawing for every icon a content record may name, and for the interface', () => {
    const sprite = fs.readFileSync(iconSpriteFile, 'utf8');
    for (const name of [...CONTENT_ICONS, ...Object.keys(SPRITE_ICONS)]) {
      expect(sprite).toMatch(new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse)`));
    }
  });

  it("draws each brand mark of the sprite in the published mark's colour and box, untouched by the icons' stroke", () => {
    const sprite = fs.readFileSync(iconSpriteFile, 'utf8');
    for (const [name, slug] of Object.entries(SPRITE_MARKS)) {
      const published = fs.readFileSync(brandMarkFile(slug), 'utf8');
      const [, viewBox, fill] = published.match(/viewBox="([^"]+)" fill="([^"]+)"/)!;
      expect(sprite).toContain(`<symbol id="icon-${name}" viewBox="${viewBox}"><g fill="${fill}" stroke="none"><path d="`);
    }
  });

  it('draws a decorative icon from the sprite in the current colour', () => {
    const { container } = render(<Icon name="phone" size={18} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('#icon-phone');
  });
});
