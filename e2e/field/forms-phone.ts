import type { Page } from '@playwright/test';

/**
 * A mid-range phone as Chromium itself throttles it: 150 ms latency, 1.6 Mbit/s down,
 * 0.75 Mbit/s up, a CPU four times slower.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
