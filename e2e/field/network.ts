import type { Page } from '@playwright/test';

/**
 * Holds every request for a remote's files (`/mfe/{remote}/…`) until `release()`: a slow
 * remote, not a dead one. `held()` counts the requests that were held, so a test can show the
 * remote really was slow while it checked the page.
 */
export async function holdRemoteFiles(page: Page, remote: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(`**/mfe/${remote}/**`, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Refuses every request for a remote's files, as a remote that is down; `restore()` lets them through again. */
export async function refuseRemoteFiles(page: Page, remote: string) {
  let refused = 0;
  const pattern = `**/mfe/${remote}/**`;
  await page.route(pattern, (route) => {
    refused++;
    return route.abort('connectionrefused');
  });
  return { refused: () => refused, restore: () => page.unroute(pattern) };
}

/**
 * The phone of STACK-NOTES' field conditions, applied by Chromium itself (not simulated):
 * 150 ms latency, 1.6 Mbit/s down, 0.75 Mbit/s up, a CPU four times slower.
 */
export async function applyPhoneProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
