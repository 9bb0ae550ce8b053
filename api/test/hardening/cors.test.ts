/**
 * CORS (issue 8): a shell on another origin may load the remotes' files (/mfe/**), and nothing
 * else: Access-Control-Allow-Origin only for the origins in SHELL_ORIGINS (none by default),
 * `Vary: Origin`, GET and HEAD only, no credentials. Pages and the API never send CORS headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, parseOrigins } from '../../src/config';
import { pageFile } from '../../src/releases';
import { makeTempDir } from '../helpers/lead-app';
import { validContact } from '../../testing/fixtures';
import { entryOf, publishShell, release, shellMain, write } from '../../testing/release-site';

const SHELL = 'https://shell.example.com';
const OTHER_SHELL = 'http://localhost:3000';

let tmp: string;
let siteDir: string;

beforeAll(() => {
  tmp = makeTempDir('hardening-cors-');
  siteDir = path.join(tmp, 'site');
  publishShell(siteDir, 's1');
  write(path.join(siteDir, 'mfe/catalog/v1/mf-manifest.json'), '{"id":"catalog"}');
  write(path.join(siteDir, 'mfe/catalog/v1/remoteEntry.js'), 'var catalog;');
  write(path.join(siteDir, 'mfe/catalog/v1/__federation_expose_routes.0123abcd.js'), 'export default 1;'.repeat(200));
  write(pageFile(siteDir, 's1', 'catalog', 'v1', '/'), '<h1>inicio</h1>');
  release(siteDir, { shell: 's1', remotes: [entryOf('catalog', 'v1')] });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function serve(shellOrigins: string[]) {
  const app: FastifyInstance = await buildApp({
    siteDir,
    dataDir: path.join(tmp, `data-${shellOrigins.length}`),
    logLevel: 'silent',
    shellOrigins,
    rateLimitAllowLoopback: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((k) => k.startsWith('access-control-'));
const varies = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('SHELL_ORIGINS', () => {
  test('is a list of origins; a malformed entry stops the start instead of being ignored', () => {
    expect(loadConfig({}).shellOrigins).toEqual([]);
    expect(parseOrigins(' https://shell.example.com/ , http://localhost:3000 ')).toEqual([SHELL, OTHER_SHELL]);
    expect(() => parseOrigins('shell.example.com')).toThrow(/SHELL_ORIGINS/);
    expect(() => parseOrigins('ftp://shell.example.com')).toThrow(/SHELL_ORIGINS/);
  });
});

describe('with SHELL_ORIGINS set', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ app, base } = await serve([SHELL, OTHER_SHELL]));
  });
  afterAll(() => app.close());

  test.each([
    ['/mfe/catalog/v1/mf-manifest.json', SHELL],
    ['/mfe/catalog/v1/remoteEntry.js', OTHER_SHELL],
    ['/mfe/catalog/v1/__federation_expose_routes.0123abcd.js', SHELL],
  ])('GET %s from %s: its origin allowed, Vary: Origin, loadable by <script> from there', async (file, origin) => {
    const res = await fetch(base + file, { headers: { origin, 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(varies(res)).toContain('origin');
    // A cross-origin <script> (no-cors) is only allowed in with this.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  test('HEAD gets the same headers', async () => {
    const res = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, { method: 'HEAD', headers: { origin: SHELL } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHELL);
  });

  test.each(['https://evil.example', 'https://shell.example.com.evil.example', 'http://shell.example.com', 'null', 'https://shell.example.com:8443'])(
    'an origin not in the list (%s) gets no Access-Control-Allow-Origin',
    async (origin) => {
      const res = await fetch(`${base}/mfe/catalog/v1/mf-manifest.json`, { headers: { origin } });
      expect(res.status).toBe(200);
      expect(corsHeaders(res)).toEqual([]);
      expect(varies(res)).toContain('origin');
    },
  );

  test('a preflight from a listed shell allows GET and HEAD only; from anyone else it fails', async () => {
    const ok = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: SHELL, 'access-control-request-method': 'GET' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(ok.headers.get('access-control-allow-headers')).toBeNull();

    const refused = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.status).toBe(404);
    expect(corsHeaders(refused)).toEqual([]);
  });

  test('other methods on /mfe/** are not allowed, with no CORS headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, { method, headers: { origin: SHELL } });
      expect(res.status).toBe(404);
      expect(corsHeaders(res)).toEqual([]);
    }
  });

  test('pages, health and the API send no CORS headers, whatever the origin', async () => {
    const answers = [
      await fetch(`${base}/`, { headers: { origin: SHELL } }),
      await fetch(`${base}/remotes.json`, { headers: { origin: SHELL } }),
      // The shell's own files are served from this origin to this origin's pages only.
      await fetch(`${base}/${shellMain('s1')}`, { headers: { origin: SHELL } }),
      await fetch(`${base}/api/health`, { headers: { origin: SHELL } }),
      await fetch(`${base}/api/contact`, { method: 'POST', headers: { origin: SHELL, 'content-type': 'application/json' }, body: JSON.stringify(validContact()) }),
      await fetch(`${base}/api/ask-bot`, {
        method: 'POST',
        headers: { origin: SHELL, 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'horario', sessionName: 'sess_cors' }),
      }),
      await fetch(`${base}/api/contact`, { method: 'OPTIONS', headers: { origin: SHELL, 'access-control-request-method': 'POST' } }),
    ];
    for (const res of answers) {
      expect(corsHeaders(res)).toEqual([]);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 201, 200, 404]);
  });
});

test('without SHELL_ORIGINS the remotes are same-origin only', async () => {
  const { app, base } = await serve([]);
  try {
    const res = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, { headers: { origin: SHELL } });
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual([]);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const preflight = await fetch(`${base}/mfe/catalog/v1/remoteEntry.js`, { method: 'OPTIONS', headers: { origin: SHELL, 'access-control-request-method': 'GET' } });
    expect(corsHeaders(preflight)).toEqual([]);
  } finally {
    await app.close();
  }
});
