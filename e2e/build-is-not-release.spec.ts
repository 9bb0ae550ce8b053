import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';

/**
 * Building is not releasing: with the site serving, `npm run build -w shell` and `npm run build`
 * change no byte a visitor is served, and every script a page names keeps answering 200. Only a
 * deploy switches what visitors get. Runs after the specs that copy the workspaces' dist/ folders
 * or deploy to this site (its own Playwright project), because it rebuilds those folders; the
 * page specs, which read neither, may still be running beside it.
 */
const root = path.resolve(__dirname, '..');

/** The scripts a page names: its loader's entry scripts, script and preload sources. */
function scriptsOf(html: string): string[] {
  const main = (html.match(/<script data-main="([^"]*)"/)?.[1] ?? '').split(' ').filter(Boolean);
  const sources = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...main, ...sources])];
}

/** What every visitor is served: each route's HTML, each script it names, the remotes list and each remote entry; every one must answer 200. */
async function servedSite(request: APIRequestContext): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  const fetchOk = async (url: string) => {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const body = await res.body();
    served.set(url, crypto.createHash('sha256').update(body).digest('hex'));
    return body.toString('utf8');
  };
  const remotes = JSON.parse(await fetchOk('/remotes.json')) as { entry: string }[];
  for (const r of remotes) await fetchOk(r.entry);
  for (const route of siteRoutes) {
    const html = await fetchOk(route.path);
    for (const script of scriptsOf(html)) if (!served.has(script)) await fetchOk(script);
  }
  return served;
}

const npm = (args: string[]) => execFileSync('npm', args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });

test('building the shell, or everything, changes nothing a visitor is served', async ({ request }) => {
  test.setTimeout(600_000);
  const before = await servedSite(request);
  expect([...before.keys()].some((url) => /^\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);

  npm(['run', 'build', '-w', 'shell']);
  expect(Object.fromEntries(await servedSite(request))).toEqual(Object.fromEntries(before));

  npm(['run', 'build']);
  expect(Object.fromEntries(await servedSite(request))).toEqual(Object.fromEntries(before));
});
