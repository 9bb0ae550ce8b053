import { expect, type Response } from '@playwright/test';
import { CHATBOT_IDLE_LOAD_MS } from '../shell/src/chat/chatbot-idle-load';
import { FIRST_LOAD_JS_GZIP_BUDGET } from '../tools/bench/budgets';
import { firstLoadJs } from '../tools/bench/first-load-js';
import { visitorTest as test } from './visitor';


/**
 * The site's typeface (issue 36), counted apart from scripts: one woff2 file, Figtree's Latin
 * variable face (19.7 KB; woff2 is compressed already, so these are the bytes sent), preloaded by
 * every page and cached for a year. Budgeted per load: one file, at most 24 KB.
 */
const FIRST_LOAD_FONT_BUDGET = { files: 1, bytes: 24 * 1024 };

/**
 * One visitor per worker goes from page to page with the browser's HTTP cache off (visitor.ts):
 * every page's files come over the network, as on a first visit, without a new browser profile
 * per page.
 */
test.use({ visitorProfile: { httpCache: false } });

// Independent pages: the workers share them.
test.describe.configure({ mode: 'parallel' });

// Bytes, not time: what a visitor's browser downloads before the page is idle.
for (const [path, budget] of Object.entries(FIRST_LOAD_JS_GZIP_BUDGET)) {
  test(`first-load JavaScript of ${path} stays within ${Math.round(budget / 1024)} KB gzip`, async ({ visitor: page }) => {
    const bodies: Promise<{ url: string; body: Buffer }>[] = [];
    const fonts: Promise<number>[] = [];
    const onResponse = (res: Response) => {
      const type = res.headers()['content-type'] ?? '';
      if (type.startsWith('font/')) fonts.push(res.body().then((body) => body.length));
      if (!type.includes('javascript')) return;
      bodies.push(res.body().then((body) => ({ url: res.url(), body })));
    };
    page.on('response', onResponse);
    const document = await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // NavegaBot is not first-load: it waits for an interaction or for the browser to be idle
    // CHATBOT_IDLE_LOAD_MS after load (a slow machine may get there before the network is quiet).
    const late = await page.evaluate(() => {
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chatbot = performance.getEntriesByType('resource').filter((e) => e.name.includes('/mfe/chatbot/'));
      return chatbot.map((e) => e.startTime - load.loadEventEnd);
    });
    for (const msAfterLoad of late) expect(msAfterLoad).toBeGreaterThanOrEqual(CHATBOT_IDLE_LOAD_MS);
    const scripts = (await Promise.all(bodies)).filter((s) => !s.url.includes('/mfe/chatbot/'));
    // The page's inline scripts count too (the paint-first loader runs before any file).
    const js = firstLoadJs(await document!.text(), scripts.map((s) => s.body));
    const kb = (n: number) => (n / 1024).toFixed(1);
    const fontBytes = await Promise.all(fonts);
    page.off('response', onResponse);
    const fontTotal = fontBytes.reduce((a, b) => a + b, 0);
    console.log(`${path}: ${js.files} script files ${kb(js.filesGzip)} KB + ${js.inline} inline ${kb(js.inlineGzip)} KB = ${kb(js.totalGzip)} KB gzip; fonts apart: ${fontBytes.length} file ${kb(fontTotal)} KB`);
    expect(js.inline).toBeGreaterThan(0);
    expect(js.totalGzip).toBeLessThanOrEqual(budget);
    expect(fontBytes.length).toBe(FIRST_LOAD_FONT_BUDGET.files);
    expect(fontTotal).toBeLessThanOrEqual(FIRST_LOAD_FONT_BUDGET.bytes);
  });
}
