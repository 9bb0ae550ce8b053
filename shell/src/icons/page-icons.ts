/**
 * The icon sprite a prerendered page carries: only the symbols its HTML uses, so the page's HTML
 * stays small (the whole sprite would add about 3 KB gzip to every page) and its icons draw
 * with the first paint, with no request. The shell fetches the whole sprite after start-up
 * (./load-icon-sprite.ts) for the pages the visitor goes on to.
 */
export function pageIconSprite(html: string, sprite: string): string {
  const used = new Set(Array.from(html.matchAll(/href="#icon-([a-z0-9-]+)"/g), (m) => m[1]));
  if (!used.size) return '';
  const open = sprite.match(/^<svg\b[^>]*>/)?.[0];
  if (!open) throw new Error('the icon sprite has no <svg> wrapper');
  const symbols = Array.from(sprite.matchAll(/<symbol id="icon-([a-z0-9-]+)"[\s\S]*?<\/symbol>/g));
  const missing = [...used].filter((name) => !symbols.some((s) => s[1] === name));
  if (missing.length) throw new Error(`icons missing from the sprite: ${missing.join(', ')}`);
  return `${open}${symbols.filter((s) => used.has(s[1])).map((s) => s[0]).join('')}</svg>`;
}
