/**
 * Run by recipes.test.ts inside a copy of the repository to which it added records: what the
 * site's own code makes of each page it names. Prints one JSON report. Usage (in the copy):
 *   npx tsx tools/recipes/probe.tsx '[{"path":"/x","question":"¿…?"}]'
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { findSiteRoute } from '@site/shared/content/site-routes';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { StaticRouter } from '@site/shared/router/server';
import { siteRouteSchema } from '@site/shared/schemas/site-route';
import { headTags, routeJsonLd } from '@site/shared/seo';
import { theme } from '@site/shared/ui';
import CatalogRoutes from '../../mfe-catalog/src/entries/catalog-routes';
import KitDigitalRoutes from '../../mfe-kit-digital/src/entries/kit-digital-routes';
import { buildApp } from '../../api/src/app';
import { pageFile } from '../../api/src/releases';
import { entryOf, publishRemote, publishShell, release, write } from '../../api/testing';
import { allRoutes, routesOf } from '../site/parts';

type Probe = { path: string; question: string };

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'shared/src/content');

/** The remotes' routes entries, as their Node builds expose them to the prerender. */
const ENTRIES: Record<string, ComponentType<RemoteRoutesProps>> = { catalog: CatalogRoutes, kit_digital: KitDigitalRoutes };

/** A page as the remote that owns it renders it on the server: once everything lazy in it has resolved. */
async function render(remote: string, pagePath: string): Promise<string> {
  const Entry = ENTRIES[remote];
  if (!Entry) return '';
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(
        <StaticRouter location={pagePath}>
          <ThemeProvider theme={theme}>
            <Entry path={pagePath} />
          </ThemeProvider>
        </StaticRouter>,
      ),
    );
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    sheet.seal();
  }
}

/** What a browser bundle gets of each derived table, as the builds evaluate it (tools/webpack/derived-modules.js). */
function browserTables(): Record<string, string> {
  const files = fs.readdirSync(contentDir).filter((f) => f.endsWith('.derived.ts'));
  const out = execFileSync(process.execPath, [path.join(root, 'tools/webpack/derived-modules.js'), ...files.map((f) => path.join(contentDir, f))], { encoding: 'utf8' });
  return Object.fromEntries((JSON.parse(out) as { file: string; source: string }[]).map((d) => [path.basename(d.file), d.source]));
}

const h1Of = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '') ?? null;

async function main() {
  const probes = JSON.parse(process.argv[2]) as Probe[];
  const tables = browserTables();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-site-'));
  const site = path.join(tmp, 'site');

  // A release as a deploy publishes it: each page the remote rendered, written where the server looks.
  const rendered = new Map<string, string>();
  publishShell(site, 's1');
  for (const remote of Object.keys(ENTRIES)) publishRemote(site, remote, 'v1');
  for (const { path: pagePath } of probes) {
    const route = findSiteRoute(pagePath);
    if (!route) continue;
    rendered.set(pagePath, await render(route.remote, pagePath));
    write(pageFile(site, 's1', route.remote, 'v1', route.path), `<!DOCTYPE html><html lang="es"><body>${rendered.get(pagePath)}</body></html>`);
  }
  release(site, { shell: 's1', remotes: Object.keys(ENTRIES).map((remote) => entryOf(remote, 'v1')) });

  // The real server on that release: its routes, its sitemap and NavegaBot.
  const app = await buildApp({ env: {}, siteDir: site, dataDir: path.join(tmp, 'data'), logLevel: 'silent' });
  try {
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const report: object[] = [];
    for (const { path: pagePath, question } of probes) {
      const route = findSiteRoute(pagePath);
      const page = await app.inject({ method: 'GET', url: pagePath });
      const bot = await app.inject({ method: 'POST', url: '/api/ask-bot', payload: { question, sessionName: `recipe${report.length}` } });
      report.push({
        path: pagePath,
        route: route ?? null,
        routeValid: route ? siteRouteSchema.safeParse(route).success : false,
        // The browser's route table (the shell's) and the tables of the remote's bundles that name the page.
        tablesNaming: Object.entries(tables)
          .filter(([, source]) => source.includes(JSON.stringify(pagePath)) || source.includes(JSON.stringify(pagePath.split('/').pop())))
          .map(([file]) => file),
        renderedByShellRelease: allRoutes().includes(pagePath),
        renderedByRemoteRelease: route ? routesOf(route.remote).includes(pagePath) : false,
        h1: h1Of(rendered.get(pagePath) ?? ''),
        headTitle: route ? (headTags({ path: route.path, title: route.title, description: route.description, jsonLd: routeJsonLd(route) }).match(/<title>(.*?)<\/title>/)?.[1] ?? null) : null,
        inSitemap: sitemap.includes(`${pagePath}</loc>`),
        served: { status: page.statusCode, h1: h1Of(page.body) },
        botStatus: bot.statusCode,
        botAnswerLinks: bot.statusCode === 200 ? (bot.json() as { links: { path: string }[] }).links.map((l) => l.path) : [],
      });
    }
    process.stdout.write(JSON.stringify(report));
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  // The server's timers (the outbox, retention) must not keep the probe alive once it has reported.
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
