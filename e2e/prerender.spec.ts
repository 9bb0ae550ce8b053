import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { readStateFile } from '../api/src/releases';
import { prerenderPages } from '../tools/site/prerender';
import { E2E_SITE_DIR } from '../playwright.config';

// Plain HTTP, no JavaScript: what a search engine or `curl` gets.
test.describe('prerendered HTML', () => {
  for (const route of siteRoutes) {
    test(`${route.path} is served as complete HTML`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      const html = await res.text();
      const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(`<title>${escaped(route.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped(route.description)}">`);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+">/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toMatch(/<h1[^>]*>[^<]{3,}/);
      expect(html).toContain('"@type":"ProfessionalService"');
    });
  }

  test('titles and descriptions are unique', () => {
    expect(new Set(siteRoutes.map((r) => r.title)).size).toBe(siteRoutes.length);
    expect(new Set(siteRoutes.map((r) => r.description)).size).toBe(siteRoutes.length);
  });

  test('sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of siteRoutes) expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(siteRoutes.length);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test('hashed assets are immutable; remotes.json and manifests are never cached', async ({ request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as { name: string; entry: string }[];
    expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');
    const manifest = await request.get(remotes[0].entry);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const html = await (await request.get('/')).text();
    const script = html.match(/data-main="[^"]*(\/main\.[0-9a-f]{8}\.js)"/)![1];
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test("remotes' Node builds are not downloadable", async ({ request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as { entry: string }[];
    const serverEntry = remotes[0].entry.replace('remoteEntry.js', 'server/remoteEntry.js');
    expect((await request.get(serverEntry)).status()).toBe(404);
  });

  // Every page is rendered in one process; a page's markup (class names included) must not depend
  // on the pages rendered before it, or the browser's hydration would not match it.
  test('a page rendered alone has the markup of the one rendered after all others', async ({ request }) => {
    const strip = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '');
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-alone-'));
    try {
      for (const route of [siteRoutes[siteRoutes.length - 1], siteRoutes.find((r) => r.path === '/telefonia')!]) {
        const out = path.join(tmp, 'page.html');
        const live = readStateFile(E2E_SITE_DIR);
        await prerenderPages(E2E_SITE_DIR, live.shell!, live.remotes, [{ path: route.path, out }]);
        const served = await (await request.get(route.path)).text();
        expect(strip(fs.readFileSync(out, 'utf8')), route.path).toBe(strip(served));
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
