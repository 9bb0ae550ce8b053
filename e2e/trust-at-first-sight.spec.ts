import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from './support';

/*
 * Issue 36, "A site a business owner trusts at first sight": its own typeface (item 1) and the
 * brands' own marks (item 5), each as a visitor would notice it; the interactions of item 6 are in
 * ./trust-interactions.spec.ts.
 */

/** The sum of the page's layout shifts (not those right after an input), from the start of the load. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The load's CLS as Lighthouse and the issue write it: three decimals. */
async function cls(page: Page): Promise<string> {
  const value = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`CLS ${value}`);
  return value.toFixed(3);
}

/** Scrolls the whole page down and back by script (no input), so every lazy picture and late part is laid out. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
    await new Promise((r) => setTimeout(r, 300));
  });
}

/** The families Chromium really drew the text of `selector`'s first element with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

test.describe('item 1: the site has a typeface of its own', () => {
  for (const [path, selectors] of [
    ['/', ['h1', 'main h2', 'main p', 'header nav a']],
    ['/telefonia', ['h1', 'main h2', 'main p']],
  ] as const) {
    test(`${path}: preloaded with the HTML, drawn in Figtree on headings and body, and no load shifts anything`, async ({ page }) => {
      await presetConsent(page);
      await watchLayoutShifts(page);
      // A visit's first page: the font is fetched with the HTML ('optional' uses it if it is there
      // for the first paint; on a loaded machine it may miss that first paint, never moving text).
      const fonts: string[] = [];
      page.on('response', (r) => (r.headers()['content-type'] ?? '').startsWith('font/') && fonts.push(r.url()));
      const response = await page.goto('/nosotros');
      const html = await response!.text();
      expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/fonts\/figtree-latin-wght\.[0-9a-f]{8}\.woff2" crossorigin>/);
      await waitForHydration(page);
      expect(fonts).toHaveLength(1);
      await scrollThrough(page);
      expect(await cls(page)).toBe('0.000');

      // The visit's next page: every heading and paragraph is drawn in the site's own face.
      await page.goto(path);
      await waitForHydration(page);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Figtree').map((f) => f.status);
      });
      expect(faces).toEqual(['loaded']);
      expect(await page.evaluate(() => document.fonts.check('700 1rem Figtree', 'Diseño ñ ¿á?'))).toBe(true);
      for (const selector of selectors) {
        expect(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Figtree,/);
        // Chromium names the variable file by its default instance ('Figtree Light'): one face, ours.
        const drawn = await fontsDrawing(page, selector);
        expect(drawn, `${selector} drawn in`).toHaveLength(1);
        expect(drawn[0], `${selector} drawn in`).toMatch(/^Figtree\b/);
      }
      await scrollThrough(page);
      expect(await cls(page)).toBe('0.000');
    });
  }

  test('a page whose HTML arrives in two parts moves nothing when the second part comes', async ({ page, baseURL }) => {
    // A phone on a slow line (or a busy one, whose parser yields) has half a page for a moment.
    // The site between the test and its server, pausing /telefonia's HTML in the hero, between
    // its text and its picture: a frame painted then would show the text where it is not.
    let paused = false;
    const server = http.createServer((req, res) => {
      const upstream = http.request(`${baseURL}${req.url}`, { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.concat(chunks);
          const cut = req.url === '/telefonia' ? body.indexOf('<img src="/img/catalog/hero-telefonia') : -1;
          res.writeHead(up.statusCode ?? 502, up.headers);
          if (cut < 0) return void res.end(body);
          paused = true;
          res.write(body.subarray(0, cut));
          setTimeout(() => res.end(body.subarray(cut)), 1000);
        });
      });
      req.pipe(upstream);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      await presetConsent(page);
      await watchLayoutShifts(page);
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/telefonia`);
      expect(paused, "/telefonia's HTML was held inside the hero").toBe(true);
      await waitForHydration(page);
      await expect(page.getByRole('img', { name: /router de fibra/ })).toBeVisible();
      await scrollThrough(page);
      expect(await cls(page)).toBe('0.000');
    } finally {
      server.close();
    }
  });

  test('a font that arrives late is never swapped in: nothing moves (font-display: optional)', async ({ page }) => {
    await presetConsent(page);
    await watchLayoutShifts(page);
    await page.route('**/fonts/*.woff2', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(2500); // the font has arrived meanwhile
    expect((await fontsDrawing(page, 'h1')).some((f) => f.startsWith('Figtree'))).toBe(false);
    await scrollThrough(page);
    expect(await cls(page)).toBe('0.000');
  });
});

test.describe('item 5: technology marks', () => {
  for (const width of [375, 768, 1280]) {
    test(`the showcase at ${width} px: each brand's own logo at one optical size, no label broken inside a word`, async ({ page }) => {
      await presetConsent(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Trabajamos con las herramientas líderes' }) }).locator('ul');
      await grid.scrollIntoViewIfNeeded();
      await expect.poll(() => grid.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
      const tiles = await grid.locator(':scope > li').evaluateAll((items) =>
        items.map((li) => {
          const label = li.querySelector('span:last-of-type') as HTMLElement;
          const text = label.firstChild as Text;
          const words: { word: string; lines: number }[] = [];
          let at = 0;
          for (const word of text.data.split(' ')) {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            words.push({ word, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size });
            at += word.length + 1;
          }
          const img = li.querySelector('img') as HTMLImageElement;
          // The mark's ink as drawn, in CSS px²: its opaque pixels.
          const canvas = document.createElement('canvas');
          canvas.width = img.width;
          canvas.height = img.height;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(img, 0, 0, img.width, img.height);
          const data = ctx.getImageData(0, 0, img.width, img.height).data;
          // How big a mark looks lies between the box its ink spans and the ink itself (a thin
          // outline looks smaller than a solid shape of the same box): their geometric mean.
          let ink = 0;
          let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
          for (let i = 3; i < data.length; i += 4) {
            if (data[i] <= 64) continue;
            ink++;
            const p = (i - 3) / 4;
            const [x, y] = [p % img.width, Math.floor(p / img.width)];
            [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
          }
          const weight = Math.round(Math.sqrt(ink * (x1 - x0 + 1) * (y1 - y0 + 1)));
          const tile = li.getBoundingClientRect();
          const box = label.getBoundingClientRect();
          return { name: text.data, logo: img.dataset.logo ?? '', src: img.getAttribute('src'), words, weight, inside: box.left >= tile.left && box.right <= tile.right };
        }),
      );
      expect(tiles).toHaveLength(24);
      const byName = Object.fromEntries(tiles.map((t) => [t.name, t]));
      // The brands' own marks, not a generic cloud or </>.
      expect(byName.AWS.logo).toBe('aws');
      expect(byName.Azure.logo).toBe('microsoft-azure');
      expect(byName['C#'].logo).toBe('c-sharp');
      for (const t of tiles) expect(t.src).toMatch(/^\/img\/logos\/[a-z-]+\.svg$/);
      // No word on two lines ('Postgre SQL', 'Word Press'), no label past its tile.
      for (const t of tiles) {
        for (const w of t.words) expect(w.lines, `'${w.word}' of ${t.name} at ${width} px`).toBe(1);
        expect(t.inside, `${t.name}'s label inside its tile`).toBe(true);
      }
      // One optical size: no mark looks twice as big as another, and the ones that looked tiny
      // (MySQL, WooCommerce) hold their own beside the tall ones (Apache, MongoDB).
      const weights = tiles.map((t) => t.weight);
      console.log(`${width} px: visual size ${Math.min(...weights)}–${Math.max(...weights)} px²; MySQL ${byName.MySQL.weight}, WooCommerce ${byName.WooCommerce.weight}, Apache ${byName.Apache.weight}, MongoDB ${byName.MongoDB.weight}`);
      expect(Math.max(...weights) / Math.min(...weights)).toBeLessThanOrEqual(2);
      for (const small of ['MySQL', 'WooCommerce']) for (const tall of ['Apache', 'MongoDB']) expect(byName[small].weight).toBeGreaterThanOrEqual(0.9 * byName[tall].weight);
    });
  }
});

/** The open dialog's parts: its head (title and ×) and the body that scrolls. */
