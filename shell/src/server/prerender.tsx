import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
// The web-streams renderer: React 18's Node-stream writer can leave a NUL byte where a multi-byte
// character meets its 2 KB buffer edge (seen as U+0000 by the HTML validator).
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouter } from '@site/shared/router/server';
import { ServerStyleSheet } from 'styled-components';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { findSiteRoute, notFoundTitle } from '@site/shared/content/site-routes';
import { notFoundDescription } from '@site/shared/content/not-found-copy';
import { headTags, localBusinessJsonLd, routeJsonLd } from '@site/shared/seo';
import iconSprite from '@site/shared/icon-sprite.svg';
import { SITE_FONT_URL } from '@site/shared/ui';
import { App } from '../app/app';
import { pageIconSprite } from '../icons/page-icons';

/** What the prerender orchestrator (tools/site/prerender.ts) asks this process to render: every page, in one process. */
type PrerenderJob = {
  /** The shell's built index.html, with <!--head-->, <!--icons--> and <!--app--> markers. */
  template: string;
  /** Each remote's Node build: `{ name, entry: 'http://…/server/remoteEntry.js' }`. */
  remotes: { name: string; entry: string }[];
  pages: { path: string; out: string }[];
};

/**
 * Renders a tree to HTML once everything in it, lazy remotes included, has resolved. Written out
 * only when all is ready, React emits finished markup with no streaming (inline) scripts, as the
 * Content-Security-Policy demands.
 */
async function renderComplete(tree: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const stream = await renderToReadableStream(tree, { onError });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * A preload hint for the page's hero image (the first <img fetchpriority="high">), so the
 * browser fetches it with the HTML instead of after the styles and scripts.
 */
function heroPreload(html: string): string {
  const img = html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  if (!img) return '';
  const attr = (name: string) => img.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcSet') ?? attr('srcset');
  const sizes = attr('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * The site's font, fetched with the HTML rather than once the styles are parsed, so it is there
 * for the first paint ('optional' in the global style uses it only then). A font is fetched in
 * CORS mode, so the hint needs `crossorigin` for the browser to reuse it.
 */
const fontPreload = `<link rel="preload" as="font" type="font/woff2" href="${SITE_FONT_URL}" crossorigin>`;

/** Renders one path to a complete HTML document; throws if any part of it failed. */
async function renderPage(template: string, pagePath: string): Promise<string> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const html = await renderComplete(
      sheet.collectStyles(
        <StaticRouter location={pagePath}>
          <App />
        </StaticRouter>,
      ),
      (error) => void errors.push(error),
    );
    // A remote that failed leaves a client-rendered hole: that must fail loudly, not ship.
    if (errors.length) throw new Error(`${pagePath}: ${String(errors[0])}`);
    if (/<script(?![^>]*\b(src|type="application\/ld\+json")\b)[^>]*>/.test(html)) throw new Error(`${pagePath}: inline script in the HTML`);
    if (html.includes('\u0000')) throw new Error(`${pagePath}: NUL character in the HTML`);
    const route = findSiteRoute(pagePath);
    const head = route
      ? headTags({ path: route.path, title: route.title, description: route.description, jsonLd: routeJsonLd(route) })
      : headTags({ path: pagePath, title: notFoundTitle, description: notFoundDescription, jsonLd: [localBusinessJsonLd()], noindex: true });
    return template
      .replace('<!--head-->', head + fontPreload + heroPreload(html) + sheet.getStyleTags())
      .replace('<!--icons-->', pageIconSprite(html, iconSprite))
      .replace('<!--app-->', html);
  } finally {
    sheet.seal();
  }
}

export async function main(args: string[]) {
  const job = JSON.parse(fs.readFileSync(args[0], 'utf8')) as PrerenderJob;
  registerRemotes(job.remotes, { force: true });
  const template = fs.readFileSync(job.template, 'utf8');
  if (!['<!--head-->', '<!--icons-->', '<!--app-->'].every((marker) => template.includes(marker))) {
    throw new Error(`${job.template} lacks the <!--head-->, <!--icons--> or <!--app--> marker`);
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
