import spriteUrl from '@site/shared/icon-sprite.svg';

/** The sprite's symbols that the page does not hold yet (`ids`: those it holds). */
export function missingSymbols(sprite: string, ids: ReadonlySet<string>): string {
  return Array.from(sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g))
    .filter((m) => !ids.has(m[1]))
    .map((m) => m[0])
    .join('');
}

/**
 * Adds the rest of the sprite to the page's own icons (the prerender put in only those it shows),
 * so every page the visitor opens next has its icons. Only the missing symbols are added: the
 * page's icons keep their symbols, so Chromium neither re-clones nor restyles them (replacing the
 * whole holder did, during the load). A hashed file, cached for good; on failure the current page
 * is unaffected and the next page's icons are just missing.
 */
export async function loadIconSprite(url: string = spriteUrl): Promise<void> {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const sprite = await res.text();
    const holder = document.getElementById('icon-sprite');
    if (!holder) return document.body.insertAdjacentHTML('afterbegin', sprite);
    const held = new Set(Array.from(holder.querySelectorAll('symbol'), (s) => s.id));
    holder.insertAdjacentHTML('beforeend', missingSymbols(sprite, held));
  } catch (error) {
    console.warn('[shell] icon sprite not loaded', error);
  }
}

/** When the browser is idle after start-up: no control on screen needs the other pages' icons. */
export function loadIconSpriteWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  idle(() => void loadIconSprite(), { timeout: 5000 });
}
