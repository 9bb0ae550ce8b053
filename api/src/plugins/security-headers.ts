import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAINT_FIRST_LOADER } from '@site/shared/boot/paint-first-loader';
import { SHELL } from '../releases';
import { inlineLoaderHash } from '../site/shell-files';

/**
 * Third-party hosts the site embeds: only the map (iframe, after consent). The contact page also
 * asks it, just before framing it, whether it answers (one no-cors request, after consent too), so
 * a map service that is down leaves our own plan of the area instead of a broken frame.
 */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** The page's one inline script (it loads main.js after the first paint), allowed by its hash. */
const PAINT_FIRST_LOADER_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;

/**
 * The inline loaders of the shell releases being served (live and canary), by hash: each release
 * carries its own loader, so a shell release that changes it is allowed without a server restart.
 */
function servedLoaderHashes(app: FastifyInstance): string {
  const state = app.hasDecorator('releases') ? app.releases.current() : undefined;
  const shells = [state?.shell, state?.canaries.find((c) => c.name === SHELL)?.version];
  const hashes = shells.flatMap((v) => (v ? [inlineLoaderHash(app.config.siteDir, v)] : [])).filter((h) => h && h !== PAINT_FIRST_LOADER_HASH);
  return [...new Set(hashes)].join(' ');
}

/**
 * Security headers on every response. Scripts come only from this origin, plus the one inline
 * loader allowed by its hash (this server's copy, and each served shell release's) (JSON-LD blocks are data, not executed); styled-components writes <style> tags, so styles
 * allow 'unsafe-inline'. Nobody may frame the site.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", PAINT_FIRST_LOADER_HASH, () => servedLoaderHashes(app)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", MAP_FRAME_ORIGIN],
        mediaSrc: ["'self'"],
        frameSrc: [MAP_FRAME_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  });
}
