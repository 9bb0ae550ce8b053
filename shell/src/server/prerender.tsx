import fs from 'node:fs';
import path from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@site/shared/router';
import { ServerStyleSheet } from 'styled-components';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { findSiteRoute, notFoundTitle } from '@site/shared/content/site-routes';
import { headTags, localBusinessJsonLd, routeJsonLd } from '@site/shared/seo';
import { App } from '../app/app';

/** What the prerender orchestrator (tools/prerender.js) asks this process to render. */
type PrerenderJob = {
  /** The shell's built index.html, with <!--head--> and <!--app--> markers. */
  template: string;
  /** Each remote's Node build: `{ name, entry: 'http://…/server/remoteEntry.js' }`. */
  remotes: { name: string; entry: string }[];
  pages: { path: string; out: string }[];
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A preload hint for the page's hero image (the first <img fetchpriority="high">), so the
 * browser fetches it with the HTML instead of after the styles and scripts.
 */
function heroPreload(html: string): string {
  const img = html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/)?.[0];
  if (!img) return '';
  const attr = (name: string) => img.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcSet') ?? attr('srcset');
  const sizes = attr('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/** Renders one path to a complete HTML document; throws if any part of it failed. */
async function renderPage(template: string, pagePath: string): Promise<string> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StaticRouter location={pagePath}>
          <App />
        </StaticRouter>,
      ),
      {
        onError: (error) => void errors.push(error),
        // React outlines large Suspense boundaries and completes them with inline scripts; one
        // chunk keeps the HTML free of inline script, as the Content-Security-Policy demands.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await streamToString(prelude);
    // A remote that failed leaves a client-rendered hole: that must fail loudly, not ship.
    if (errors.length) throw new Error(`${pagePath}: ${String(errors[0])}`);
    if (/<script(?![^>]*\b(src|type="application\/ld\+json")\b)[^>]*>/.test(html)) throw new Error(`${pagePath}: inline script in the HTML`);
    const route = findSiteRoute(pagePath);
    const head = route
      ? headTags({ path: route.path, title: route.title, description: route.description, jsonLd: routeJsonLd(route) })
      : headTags({ path: pagePath, title: notFoundTitle, description: 'La página que buscas no existe.', jsonLd: [localBusinessJsonLd()], noindex: true });
    return template.replace('<!--head-->', head + heroPreload(html) + sheet.getStyleTags()).replace('<!--app-->', html);
  } finally {
    sheet.seal();
  }
}

export async function main(args: string[]) {
  const job = JSON.parse(fs.readFileSync(args[0], 'utf8')) as PrerenderJob;
  registerRemotes(job.remotes, { force: true });
  const template = fs.readFileSync(job.template, 'utf8');
  if (!template.includes('<!--head-->') || !template.includes('<!--app-->')) {
    throw new Error(`${job.template} lacks the <!--head--> and <!--app--> markers`);
  }
  for (const page of job.pages) {
    const started = Date.now();
    const html = await renderPage(template, page.path);
    fs.mkdirSync(path.dirname(page.out), { recursive: true });
    const tmp = `${page.out}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, html);
    fs.renameSync(tmp, page.out);
    console.log(`[prerender] ${page.path} ${html.length} B in ${Date.now() - started} ms`);
  }
}
