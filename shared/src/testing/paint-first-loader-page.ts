import { PAINT_FIRST_LOADER } from '../boot/paint-first-loader';

/** What the page's inline loader sent by sendBeacon: the URL and the parsed report. */
export type SentBeacon = { url: string; body: Record<string, string> };

/**
 * Runs the inline loader once in this test file's document, as a page of shell release
 * `shell123` does (its listeners stay for the whole visit), and records its beacons. Fake timers
 * must be on first: the loader's deadlines are timers.
 */
export function openLoaderPage(main = '/main.22222222.js'): SentBeacon[] {
  const beacons: SentBeacon[] = [];
  document.documentElement.setAttribute('data-shell', 'shell123');
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  const script = document.createElement('script');
  script.setAttribute('data-main', main);
  script.textContent = PAINT_FIRST_LOADER;
  document.body.appendChild(script);
  return beacons;
}

/** The browser's load event: the loader's 15 s and 60 s count from it. */
export const pageLoaded = () => window.dispatchEvent(new Event('load'));

/** The shell hydrated the page (shell/src/remotes/mark-page-ready.tsx). */
export function pageHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  document.dispatchEvent(new Event('site:hydrated'));
}

/** A script of the page threw and nobody caught it. */
export const scriptThrew = () => window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined' }));

/** The visitor leaves the page (navigates away or closes the tab). */
export const visitorLeaves = () => window.dispatchEvent(new Event('pagehide'));

/** The visitor switches to another tab or app (on a phone, often the last event a page gets). */
export function tabHidden() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The visitor comes back to the tab. */
export function tabShown() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
}
