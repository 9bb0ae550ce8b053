import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PAINT_FIRST_LOADER } from '@site/shared/boot/paint-first-loader';
import { siteRoutes } from '@site/shared/content/site-routes';
import { buildApp } from '../../src/app';
import { pageFile, shellDir, stateFile } from '../../src/releases';
import { entryOf, publishRemote, publishShell, release, shellLoader } from '../../testing/release-site';
import { waitFor } from '../helpers/wait-for';
import zlib from 'node:zlib';

// A small published site on disk, served by the real server on a real socket.
let app: FastifyInstance;
let base: string;
let siteDir: string;

/** A GET whose body stays as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  siteDir = path.join(tmp, 'site');
  // Shell release s1 (its entry script large enough to be compressed) and catalog v1 and v2.
  publishShell(siteDir, 's1');
  write(path.join(shellDir(siteDir, 's1'), 'main.0123abcd.js'), 'console.log("shell")'.repeat(200));
  publishRemote(siteDir, 'catalog', 'v1');
  publishRemote(siteDir, 'catalog', 'v2');
  write(pageFile(siteDir, 's1', 'catalog', 'v1', '/'), '<h1>home v1</h1>');
  write(pageFile(siteDir, 's1', 'catalog', 'v1', '/servicios'), '<h1>servicios v1</h1>');
  write(pageFile(siteDir, 's1', 'catalog', 'v2', '/servicios'), '<h1>servicios v2</h1>');
  release(siteDir, { shell: 's1', remotes: [entryOf('catalog', 'v1')] });
  app = await buildApp({ env: {}, siteDir, dataDir: path.join(tmp, 'data'), logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  // Don't wait for keep-alive sockets of the test's fetches.
  app.server.closeAllConnections();
  await app.close();
}, 30_000);

describe('serving the published site', () => {
  it('serves a route as its prerendered HTML, revalidated on every visit', async () => {
    const res = await fetch(`${base}/servicios`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('servicios v1');
  });

  it('switching release.json switches the HTML of that remote’s routes at once', async () => {
    release(siteDir, { shell: 's1', remotes: [entryOf('catalog', 'v2')] });
    try {
      expect(await (await fetch(`${base}/servicios`)).text()).toContain('servicios v2');
      expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual([entryOf('catalog', 'v2')]);
    } finally {
      release(siteDir, { shell: 's1', remotes: [entryOf('catalog', 'v1')] });
    }
    expect(await (await fetch(`${base}/servicios`)).text()).toContain('servicios v1');
  });

  it('a release.json that cannot be read (a hand edit gone wrong) leaves the last good release served', async () => {
    const file = stateFile(siteDir);
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, '{"shell": "s1", "remotes": [');
    try {
      const page = await fetch(`${base}/servicios`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('servicios v1');
      expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual([entryOf('catalog', 'v1')]);
    } finally {
      fs.writeFileSync(file, good);
    }
  });

  it('answers an unknown path with the shell release’s 404 page and status 404', async () => {
    const res = await fetch(`${base}/no-existe`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('data-shell="s1"');
  });

  it('never caches remotes.json; caches hashed files for a year, compressed', async () => {
    const remotes = await fetch(`${base}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect(await remotes.json()).toEqual([entryOf('catalog', 'v1')]);
    const js = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves site files from a copy compressed at the best level once it is ready, and never a stale one', async () => {
    const file = path.join(siteDir, 'mfe/catalog/v1/chunk.0123abcd.js');
    const url = `${base}/mfe/catalog/v1/chunk.0123abcd.js`;
    const original = fs.readFileSync(path.join(__dirname, '../../src/app.ts'), 'utf8'); // real code, a few KB
    write(file, original);
    const bestBrotli = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

    // The first answers are compressed on the fly; soon the best-level copy is served.
    const served = await waitFor(async () => {
      const res = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(original);
      return res.body.length === bestBrotli.length ? res : undefined;
    }, 5_000, 'the precompressed copy');
    expect(served.headers.vary).toContain('Accept-Encoding');
    const gzipped = await waitFor(async () => {
      const res = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      return zlib.gunzipSync(res.body).toString() === original ? res : undefined;
    });
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Rewritten in place (same length, new content): the next answer already carries the new text.
    const changed = original.replace('import', 'export');
    write(file, changed);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const after = await rawGet(url, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(changed);
  });

  it('serves remote manifests without caching, and never the Node builds', async () => {
    const manifest = await fetch(`${base}/mfe/catalog/v1/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/mfe/catalog/v1/server/remoteEntry.js`)).status).toBe(404);
  });

  it('refuses paths that climb out of the site folder', async () => {
    for (const evil of ['/mfe/..%2f..%2fshell%2findex.html', '/mfe/..%2fshell%2fs1%2fserver%2fprerender.js', '/mfe/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd.txt', '/..%2f..%2f..%2frelease.json']) {
      const res = await fetch(`${base}${evil}`);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('Node build');
      expect(text).not.toContain('"remotes"');
    }
  });

  it('never serves the release state, its history or its lock', async () => {
    fs.writeFileSync(path.join(siteDir, 'deploy-history.jsonl'), '{"action":"live"}\n');
    fs.writeFileSync(path.join(siteDir, 'deploy.lock'), '{"purpose":"deploy"}');
    try {
      for (const file of ['/release.json', '/deploy-history.jsonl', '/deploy.lock', '/mfe/../release.json', '/pages/s1/404.html', '/shell/s1/main.0123abcd.js']) {
        const res = await fetch(`${base}${file}`);
        expect([file, res.status]).toEqual([file, 404]);
        expect(await res.text()).not.toMatch(/"remotes"|"action"|"purpose"|console\.log/);
      }
    } finally {
      fs.rmSync(path.join(siteDir, 'deploy-history.jsonl'));
      fs.rmSync(path.join(siteDir, 'deploy.lock'));
    }
  });

  it('builds sitemap.xml and robots.txt from the route table', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/kit/cybersecurity</loc>');
    expect(sitemap.match(/<url>/g)?.length).toBe(siteRoutes.length);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: ');
  });

  it('reports health', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

/** A Content-Security-Policy header as directive → its sources (a repeated directive would show as a second key's loss). */
function parseCsp(header: string): Record<string, string[]> {
  const directives = header.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]);
  const policy = Object.fromEntries(directives.map(([name, ...sources]) => [name, sources]));
  expect(Object.keys(policy)).toHaveLength(directives.length);
  return policy;
}

/** The sha256 source of an inline script, computed here from the script itself. */
const inlineSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('security headers', () => {
  it('sends the whole CSP, directive by directive, and the other protective headers on pages and API answers', async () => {
    // Every directive pinned: dropping one (object-src 'none', base-uri…) or loosening it fails here.
    const expected = {
      'default-src': ["'self'"],
      // The server's own copy of the inline loader, and the one of the served shell release (s1).
      'script-src': ["'self'", inlineSource(PAINT_FIRST_LOADER), inlineSource(shellLoader('s1').match(/<script[^>]*>([\s\S]*?)<\/script>/)![1])],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      // The map's origin: the contact page asks it whether it answers before framing it (issue 36).
      'connect-src': ["'self'", 'https://www.openstreetmap.org'],
      'media-src': ["'self'"],
      'frame-src': ['https://www.openstreetmap.org'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    };
    for (const url of ['/', '/api/health', '/no-existe']) {
      const res = await fetch(`${base}${url}`);
      expect(parseCsp(res.headers.get('content-security-policy') ?? '')).toEqual(expected);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
