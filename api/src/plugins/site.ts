import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteRoutes, findSiteRoute } from '@site/shared/content/site-routes';
import { absoluteUrl } from '@site/shared/seo';
import { HASHED, isFile, safeResolve, sendFile } from './static-files';
import { renderFormAnswerPage } from '../site/form-answer-page';
import { formPageAt, isSentQuery, readFormPage, sendFormPage } from '../site/form-pages';
import { servedPageFile } from '../site/served-page';
import { bareShellPage, findShellFile } from '../site/shell-files';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, BUCKETS, bucketFromCookie, notFoundFile, releaseForBucket, SHELL, type ServedRelease } from '../releases';

/** Remotes that own no route (NavegaBot) are on every page: each page view counts for them too. */
const routeOwners = new Set<string>(siteRoutes.map((r) => r.remote));

/**
 * Serves the released site: the shell release's files, each published remote under
 * /mfe/<name>/<version>/, /remotes.json, prerendered pages (404 with its status), sitemap.xml and
 * robots.txt; a form page with `?enviado=1`, where a script-less form post is redirected once its
 * lead is stored, shows that page with the form's confirmation. What is served changes only when
 * a deploy switches the release state (api/src/releases), never when something is built.
 */
export const sitePlugin: FastifyPluginAsync = async (app) => {
  const { config, releases } = app;

  /**
   * The shell release and remotes this request is served from. While a canary runs (of the shell
   * or of a remote), a visitor with a bucket cookie gets the versions of that bucket. A page
   * request without one gets the stable versions and a new random bucket marked fresh; their next
   * page confirms it (and from then on the page and the remotes list it fetches both follow it). A
   * remotes list or file requested without the cookie, or with a fresh one, is the stable one,
   * like the page that fetched it.
   */
  const servedFor = (req: FastifyRequest, reply: FastifyReply, isPage: boolean): ServedRelease => {
    const state = releases.current();
    if (state.canaries.length === 0) return releaseForBucket(state, undefined);
    if (isPage) reply.header('Vary', 'Cookie');
    const cookie = bucketFromCookie(req.headers.cookie);
    const setBucket = (value: string) =>
      reply.header('Set-Cookie', `${BUCKET_COOKIE}=${value}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${req.protocol === 'https' ? '; Secure' : ''}`);
    if (!cookie) {
      if (isPage) setBucket(`${Math.floor(Math.random() * BUCKETS)}.n`);
      return releaseForBucket(state, undefined);
    }
    if (cookie.fresh) {
      if (!isPage) return releaseForBucket(state, undefined);
      setBucket(String(cookie.bucket));
    }
    return releaseForBucket(state, cookie.bucket);
  };

  /** A page view of `route`: counts for the shell release, its remote and those on every page. */
  const countVisit = (req: FastifyRequest, served: ServedRelease, owner: string) => {
    if (req.method !== 'GET') return;
    if (served.shell) releases.countVisit(SHELL, served.shell);
    for (const r of served.remotes) if (r.name === owner || !routeOwners.has(r.name)) releases.countVisit(r.name, r.version);
  };

  const sendNotFound = (reply: FastifyReply, served: ServedRelease) => {
    const page = served.shell && notFoundFile(config.siteDir, served.shell);
    if (isFile(page)) return sendFile(reply, page, 'revalidate', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('404 Page Not Found');
  };

  const pageFor = (served: ServedRelease, routePath: string) => servedPageFile(config.siteDir, served, routePath);

  app.get('/remotes.json', async (req, reply) => {
    const served = servedFor(req, reply, false);
    if (!served.shell) return reply.code(503).header('Cache-Control', 'no-store').send({ message: 'El sitio aún no está publicado.' });
    // The list may depend on the visitor (a canary): never stored by any cache.
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(served.remotes, null, 2) + '\n');
  });

  /**
   * CORS for the remotes' files only, so a shell on another origin (SHELL_ORIGINS) can load them:
   * its origin echoed back (never `*`), `Vary: Origin` for caches, GET/HEAD only, no credentials.
   * Such a shell loads remoteEntry.js and chunks with plain <script> tags (no-cors), which the
   * site-wide `Cross-Origin-Resource-Policy: same-origin` would block: with SHELL_ORIGINS set the
   * remotes' files, public code anyway, are `cross-origin`. Pages and the API get none of this.
   */
  const shellOrigins = new Set(config.shellOrigins);
  const corsHeaders = (req: FastifyRequest, reply: FastifyReply) => {
    if (shellOrigins.size === 0) return;
    reply.header('Vary', 'Origin');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    const origin = req.headers.origin;
    if (origin && shellOrigins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
  };

  // The preflight of an allowed shell (only sent if it ever adds a header to these GETs).
  app.options('/mfe/*', async (req, reply) => {
    corsHeaders(req, reply);
    if (!reply.hasHeader('Access-Control-Allow-Origin')) return reply.code(404).send({ message: 'Recurso no encontrado.' });
    return reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD').header('Access-Control-Max-Age', '600').send();
  });

  // Remotes' browser builds. Their Node builds (server/) are for the prerender only.
  app.get('/mfe/*', async (req, reply) => {
    corsHeaders(req, reply);
    const rel = (req.params as { '*': string })['*'];
    if (/(^|\/)server\//.test(rel) || rel.endsWith('mf-stats.json')) return sendNotFound(reply, servedFor(req, reply, false));
    const file = safeResolve(path.join(config.siteDir, 'mfe'), rel);
    if (!isFile(file)) return sendNotFound(reply, servedFor(req, reply, false));
    return sendFile(reply, file);
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const urls = siteRoutes.map((r) => `<url><loc>${absoluteUrl(r.path)}</loc></url>`).join('');
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  });

  app.get('/robots.txt', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
  });

  // Any other method or API path that matches nothing.
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send({ message: 'Recurso no encontrado.' }));

  // Every other GET: a route's page, a shell or public file, or the 404 page. (A route rather
  // than the not-found handler, so compression and the other hooks apply.)
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (pathname.startsWith('/api/')) return reply.code(404).send({ message: 'Recurso no encontrado.' });

    const route = findSiteRoute(pathname);
    const formPage = route && formPageAt(route.path);
    const served = servedFor(req, reply, Boolean(route) || !path.extname(pathname));
    // Post/redirect/get: this GET stores nothing, so a reload only shows the confirmation again.
    if (route && formPage && isSentQuery(req.query)) {
      const html = await readFormPage(pageFor(served, formPage.path));
      countVisit(req, served, route.remote);
      return sendFormPage(reply, 200, renderFormAnswerPage(html, formPage, { kind: 'sent' }));
    }
    if (route) {
      const page = pageFor(served, route.path);
      if (isFile(page)) {
        countVisit(req, served, route.remote);
        return sendFile(reply, page, 'revalidate');
      }
      // Not prerendered (a remote never deployed): the shell release renders it in the browser.
      const bare = served.shell && bareShellPage(config.siteDir, served.shell);
      if (isFile(bare)) return sendFile(reply, bare, 'revalidate');
      return reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8').send('El sitio aún no está publicado.');
    }

    if (path.extname(pathname)) {
      const rel = pathname.slice(1);
      const shellFile = findShellFile(config.siteDir, served.shell, rel);
      if (shellFile) return sendFile(reply, shellFile);
      const publicFile = safeResolve(config.publicDir, rel);
      // A public file named by its content (the site's font) never changes: a year; the rest a day.
      if (isFile(publicFile)) return sendFile(reply, publicFile, HASHED.test(publicFile) ? 'immutable' : 'day');
    }
    return sendNotFound(reply, served);
  });
};
