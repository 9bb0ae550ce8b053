import type { Page, Route } from '@playwright/test';

/**
 * Holds the next requests to `url` until `release()` is called, then lets them (and every later one)
 * reach the real server: the "sending" state can be checked without racing a fast local API.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(url, handler);
  // Once released, later requests pass straight through.
  return { release };
}
