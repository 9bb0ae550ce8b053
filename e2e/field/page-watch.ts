import type { Page } from '@playwright/test';

/** What the page showed in its main area at any moment, as seen by a MutationObserver from the first byte. */
export type MainAreaHistory = { fallback: boolean; loading: boolean };

/**
 * Records whether the big "not available" fallback or the loading state was ever in the page,
 * even for a moment between two checks. Read it with `mainAreaHistory(page)`.
 */
export async function watchMainArea(page: Page) {
  await page.addInitScript(() => {
    const seen = { fallback: false, loading: false };
    (window as unknown as { __mainArea: typeof seen }).__mainArea = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      if (node.textContent?.includes('Esta sección no está disponible') || node.matches('[data-testid="remote-fallback"], :has([data-testid="remote-fallback"])')) {
        seen.fallback = true;
      }
      const statuses = [node, ...node.querySelectorAll('[role="status"]')].filter((el) => el.matches('main [role="status"]'));
      if (statuses.some((el) => el.textContent?.includes('Cargando'))) seen.loading = true;
    };
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(check))).observe(document, { childList: true, subtree: true });
  });
}

export const mainAreaHistory = (page: Page) => page.evaluate(() => (window as unknown as { __mainArea: MainAreaHistory }).__mainArea);

/**
 * Records, at the moment of each tap (a capture listener on window, ahead of the page's own),
 * whether the page was hydrated yet, and whether a control ever got aria-busy (a tap held by
 * the inline loader). Read it with `tapHistory(page)`.
 */
export async function watchTaps(page: Page) {
  await page.addInitScript(() => {
    const seen = { tapsBeforeHydration: 0, tapsAfterHydration: 0, heldTap: false };
    (window as unknown as { __taps: typeof seen }).__taps = seen;
    window.addEventListener(
      'click',
      (e) => {
        if (!e.isTrusted) return; // the loader's replay is not a tap
        if (document.documentElement.dataset.hydrated === 'true') seen.tapsAfterHydration++;
        else seen.tapsBeforeHydration++;
      },
      true,
    );
    new MutationObserver((records) => {
      if (records.some((r) => r.attributeName === 'aria-busy' && (r.target as Element).getAttribute('aria-busy') === 'true')) seen.heldTap = true;
    }).observe(document, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
  });
}

export const tapHistory = (page: Page) =>
  page.evaluate(() => (window as unknown as { __taps: { tapsBeforeHydration: number; tapsAfterHydration: number; heldTap: boolean } }).__taps);

/** Marks the current document, so a later check can tell a client-side navigation from a reload. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
export const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
