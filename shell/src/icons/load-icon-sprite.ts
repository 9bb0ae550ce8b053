import spriteUrl from '@site/shared/icon-sprite.svg';

/**
 * Replaces the page's own icons (the prerender put in only those it shows) with the whole sprite,
 * so every page the visitor opens next has its icons. A hashed file, cached for good; on failure
 * the current page is unaffected and the next page's icons are just missing.
 */
export async function loadIconSprite(url: string = spriteUrl): Promise<void> {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const sprite = await res.text();
    const holder = document.getElementById('icon-sprite');
    if (holder) holder.innerHTML = sprite.slice(sprite.indexOf('>') + 1, sprite.lastIndexOf('</svg>'));
    else document.body.insertAdjacentHTML('afterbegin', sprite);
  } catch (error) {
    console.warn('[shell] icon sprite not loaded', error);
  }
}
