import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { companyWebApp } from '@site/shared/content/company-web-app';
import { SHARE_CARD_SIZE, shareCardFor } from '@site/shared/seo';
import { theme } from '../../shared/src/ui/theme/tokens';
import { APP_ICONS, FAVICON_SIZES, renderFaviconIco, renderIcon } from './app-icons';
import { encodeIco } from './ico';
import { renderShareCard } from './share-cards';
import { MANIFEST_PATH, webManifest } from './web-manifest';
import { publicDir, siteAssets } from './write-site-assets';
import { repoRoot } from './workspaces';

const written = () => new Set(siteAssets().map((a) => a.path));
/** The PNGs inside an .ico, read back through its directory. */
function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    return { size: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + length) };
  });
}

describe('the shell links what the build writes', () => {
  const head = fs.readFileSync(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
  const hrefs = (rel: string) => [...head.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((m) => m[1]);

  it('links the icons and the manifest, each written by the build or kept in shared/public', () => {
    const linked = [...hrefs('icon'), ...hrefs('apple-touch-icon'), ...hrefs('manifest')];
    expect(linked).toEqual(expect.arrayContaining(['/favicon.ico', APP_ICONS.appleTouch.path, MANIFEST_PATH]));
    for (const href of linked) expect(written().has(href) || fs.existsSync(path.join(publicDir, href))).toBe(true);
  });

  // Chromium decodes a page's icon on the page's main thread; an SVG icon is a document of its own
  // (25–64 ms at 4× CPU in the middle of a phone's load, against 5 for the ICO).
  it('names no SVG icon: the tab takes /favicon.ico', () => {
    expect(hrefs('icon')).toEqual(['/favicon.ico']);
  });

  it("gives the browser bar the manifest's theme colour", () => {
    expect(head).toContain(`<meta name="theme-color" content="${webManifest().theme_color}">`);
  });
});

describe('web app manifest', () => {
  it('names the company, speaks Spanish and offers 192 and 512 px icons, one maskable', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: companyWebApp.name, short_name: companyWebApp.shortName, lang: 'es', start_url: '/', theme_color: theme.colors.brandDark });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
    for (const icon of manifest.icons) expect(written().has(icon.src)).toBe(true);
  });
});

describe('icons', () => {
  it('puts the mark into favicon.ico at 16, 32 and 48 px', async () => {
    const images = icoImages(await renderFaviconIco());
    expect(images.map((i) => i.size)).toEqual(FAVICON_SIZES);
    for (const { size, png } of images) expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('encodes a 256 px image as the size 0, as the format says', () => {
    const png = Buffer.from('not read');
    const ico = encodeIco([{ size: 256, png }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(ico.subarray(ico.readUInt32LE(6 + 12))).toEqual(png);
    expect(() => encodeIco([{ size: 300, png }])).toThrow(/1 to 256 px/);
  });

  it('fills the whole square for the Apple and maskable icons, and keeps the rounded mark otherwise', async () => {
    const corner = async (png: Buffer) => {
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { alpha: data[3], size: info.width };
    };
    expect(await corner(await renderIcon(APP_ICONS.appleTouch))).toEqual({ alpha: 255, size: 180 });
    expect(await corner(await renderIcon(APP_ICONS.maskable))).toEqual({ alpha: 255, size: 512 });
    expect(await corner(await renderIcon(APP_ICONS.small))).toEqual({ alpha: 0, size: 192 });
  });
});

describe('share cards', () => {
  it('renders a 1200×630 PNG, the same bytes every time', async () => {
    const card = shareCardFor('/kit/crm');
    const [first, second] = [await renderShareCard(card), await renderShareCard(card)];
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', ...SHARE_CARD_SIZE });
    expect(first.equals(second)).toBe(true);
  });

  it('refuses a headline too long for the card instead of cutting it', async () => {
    const card = { ...shareCardFor('/kit/crm'), headline: 'Una frase larguísima '.repeat(12) };
    await expect(renderShareCard(card)).rejects.toThrow(/does not fit/);
  });
});
