import { useEffect } from 'react';

/**
 * The event that tells the page's inline loader (shared/src/boot/paint-first-loader.js) the page
 * is hydrated, so it replays a tap it held back. Spelled the same there.
 */
export const HYDRATED_EVENT = 'site:hydrated';

/**
 * Rendered after a page's content inside its Suspense boundary: its effect runs once that
 * content is on screen and interactive (hydrated, rendered after a navigation, or kept as static
 * markup after its remote failed). It marks `<html data-hydrated="true">`, which browser tests,
 * monitoring and the inline loader's tap queue wait for, then dispatches HYDRATED_EVENT.
 */
export function MarkPageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
