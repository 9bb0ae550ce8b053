import { chromium } from '@playwright/test';
import { firstLoadJs, gzipSize } from './first-load-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export type FirstLoad = {
  path: string;
  requests: number;
  jsRequests: number;
  /** Bytes of the JavaScript files as served (uncompressed). */
  jsRaw: number;
  /** First-load JavaScript as the budget counts it (gzip level 9): the files and the page's inline scripts (first-load-js.ts). */
  jsGzip: number;
  /** Of which the inline scripts. */
  inlineJsGzip: number;
  /** Everything fetched until the network is idle, gzip-compressed where it is text. */
  totalGzip: number;
  remotes: string[];
};

const isText = (type: string) => /javascript|json|html|css|svg|xml|text/.test(type);

/**
 * Opens each path in a fresh Chromium context (empty cache, consent already given so the banner
 * does not count) and adds up everything fetched until the network is idle.
 */
export async function measureFirstLoad(baseUrl: string, paths: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results: FirstLoad[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(() => localStorage.setItem('cookies-rejected', 'true'));
      const page = await context.newPage();
      const bodies: Promise<{ url: string; type: string; body: Buffer }>[] = [];
      page.on('response', (res) => {
        const type = res.headers()['content-type'] ?? '';
        bodies.push(res.body().then((body) => ({ url: res.url(), type, body }), () => ({ url: res.url(), type, body: Buffer.alloc(0) })));
      });
      const document = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const all = await Promise.all(bodies);
      const js = all.filter((r) => r.type.includes('javascript'));
      const firstLoad = firstLoadJs(document ? await document.text() : '', js.map((r) => r.body));
      results.push({
        path,
        requests: all.length,
        jsRequests: js.length,
        jsRaw: js.reduce((n, r) => n + r.body.length, 0),
        jsGzip: firstLoad.totalGzip,
        inlineJsGzip: firstLoad.inlineGzip,
        totalGzip: all.reduce((n, r) => n + (isText(r.type) ? gzipSize(r.body) : r.body.length), 0),
        remotes: [...new Set(all.map((r) => r.url.match(/\/mfe\/([^/]+)\//)?.[1]).filter((x): x is string => !!x))],
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
