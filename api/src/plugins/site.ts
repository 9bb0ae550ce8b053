import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteRoutes, findSiteRoute } from '@site/shared/content/site-routes';
import { absoluteUrl } from '@site/shared/seo';
import { isFile, safeResolve, sendFile } from './static-files';
import { renderFormAnswerPage } from '../site/form-answer-page';
import { formPageAt, isSentQuery, readFormPage, sendFormPage } from '../site/form-pages';
import { notFoundFile, remotesFile, type RemoteEntry } from '../site/layout';
import { livePageFile } from '../site/live-remotes';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_S, BUCKETS, bucketFromCookie, remotesForBucket } from '../site/releases';

/** Remotes that own no route (NavegaBot) are on every page: each page view counts for them too. */
const routeOwners = new Set<string>(siteRoutes.map((r) => r.remote));

/**
 * Serves the built site: the shell's files, each published remote under /mfe/<name>/<version>/,
 * /remotes.json, prerendered pages (404 with its status), sitemap.xml and robots.txt; a form
 * page with `?enviado=1`, where a script-less form post is redirected once its lead is stored,
 * shows that page with the form's confirmation.
 */
export const sitePlugin: FastifyPluginAsync = async (app) => {
  const { config, releases } = app;
  const notFoundPage = notFoundFile(config.siteDir);

  /**
   * The remotes this request is served from. While a canary runs, a visitor with a bucket cookie
   * gets the versions of that bucket. A page request without one gets the stable versions and a
   * new random bucket marked fresh; their next page confirms it (and from then on the page and the
   * remotes list it fetches both follow it). A remotes list requested without the cookie, or with
   * a fresh one, is the stable one, like the page that fetched it.
   */
  const remotesFor = (req: FastifyRequest, reply: FastifyReply, isPage: boolean): RemoteEntry[] => {
    const release = releases.current();
    if (release.canaries.length === 0) return release.stable;
    reply.header('Vary', 'Cookie');
    const cookie = bucketFromCookie(req.headers.cookie);
    const setBucket = (value: string) =>
      reply.header('Set-Cookie', `${BUCKET_COOKIE}=${value}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${req.protocol === 'https' ? '; Secure' : ''}`);
    if (!cookie) {
      if (isPage) setBucket(`${Math.floor(Math.random() * BUCKETS)}.n`);
      return release.stable;
    }
    if (cookie.fresh) {
      if (!isPage) return release.stable;
      setBucket(String(cookie.bucket));
    }
    return remotesForBucket(release, cookie.bucket);
  };

  /** A page view of `route` served from `remotes`: counts for its remote and for those on every page. */
  const countVisit = (req: FastifyRequest, remotes: RemoteEntry[], owner: string) => {
    if (req.method !== 'GET') return;
    for (const r of remotes) if (r.name === owner || !routeOwners.has(r.name)) releases.countVisit(r.name, r.version);
  };

  const sendNotFound = (reply: FastifyReply) => {
    if (isFile(notFoundPage)) return sendFile(reply, notFoundPage, 'revalidate', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('404 Page Not Found');
  };

  app.get('/remotes.json', async (req, reply) => {
    const file = remotesFile(config.siteDir);
    if (!isFile(file)) return reply.code(503).send({ message: 'El sitio aún no está publicado.' });
    if (releases.current().canaries.length === 0) return sendFile(reply, file, 'no-store');
    // With a canary the list depends on the visitor: never stored by any cache (Vary: Cookie too).
    const remotes = remotesFor(req, reply, false);
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(remotes, null, 2) + '\n');
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
    if (/(^|\/)server\//.test(rel) || rel.endsWith('mf-stats.json')) return sendNotFound(reply);
    const file = safeResolve(path.join(config.siteDir, 'mfe'), rel);
    if (!isFile(file)) return sendNotFound(reply);
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
    // Post/redirect/get: this GET stores nothing, so a reload only shows the confirmation again.
    const remotes = route ? remotesFor(req, reply, true) : [];
    if (route && formPage && isSentQuery(req.query)) {
      const html = await readFormPage(config.siteDir, () => remotes, formPage);
      countVisit(req, remotes, route.remote);
      return sendFormPage(reply, 200, renderFormAnswerPage(html, formPage, { kind: 'sent' }));
    }
    if (route) {
      const page = livePageFile(config.siteDir, () => remotes, route.path);
      if (isFile(page)) {
        countVisit(req, remotes, route.remote);
        return sendFile(reply, page, 'revalidate');
      }
      // Not prerendered (a remote never deployed): the bare shell renders it in the browser.
      const bare = path.join(config.shellDir, 'index.html');
      if (isFile(bare)) return sendFile(reply, bare, 'revalidate');
    }

    if (path.extname(pathname)) {
      const rel = pathname.slice(1);
      const shellFile = safeResolve(config.shellDir, rel);
      if (isFile(shellFile) && !shellFile.endsWith('index.html')) return sendFile(reply, shellFile);
      const publicFile = safeResolve(config.publicDir, rel);
      if (isFile(publicFile)) return sendFile(reply, publicFile, 'day');
    }
    return sendNotFound(reply);
  });
};
