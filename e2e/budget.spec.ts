import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_JS_GZIP_BUDGET } from '../tools/bench/budgets';
import { presetConsent } from './support';

// Bytes, not time: what a visitor's browser downloads before the page is idle.
for (const [path, budget] of Object.entries(FIRST_LOAD_JS_GZIP_BUDGET)) {
  test(`first-load JavaScript of ${path} stays within ${Math.round(budget / 1024)} KB gzip`, async ({ page }) => {
    await presetConsent(page);
    const bodies: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (res) => {
      if (!(res.headers()['content-type'] ?? '').includes('javascript')) return;
      bodies.push(res.body().then((b) => ({ url: res.url(), gzip: zlib.gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    const total = scripts.reduce((n, s) => n + s.gzip, 0);
    // The page loads its own remote only; NavegaBot waits for an interaction or idle time.
    expect(scripts.some((s) => s.url.includes('/mfe/chatbot/'))).toBe(false);
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(budget);
  });
}
