import { chromium } from '@playwright/test';
(async () => {
  const [, , path, width, selector, out] = process.argv;
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const ctx = await b.newContext({ viewport: { width: Number(width), height: 900 } });
  await ctx.addInitScript(() => window.localStorage.setItem('cookies-rejected', 'true'));
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4480' + path);
  await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const el = p.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  await p.waitForTimeout(1200);
  await el.screenshot({ path: out });
  await b.close();
})();
