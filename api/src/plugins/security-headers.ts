import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAINT_FIRST_LOADER } from '@site/shared/boot/paint-first-loader';

/** Third-party hosts the site embeds: only the map (iframe, after consent). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** The page's one inline script (it loads main.js after the first paint), allowed by its hash. */
const PAINT_FIRST_LOADER_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;

/**
 * Security headers on every response. Scripts come only from this origin, plus the one inline
 * loader allowed by its hash (JSON-LD blocks are data, not executed); styled-components writes <style> tags, so styles
 * allow 'unsafe-inline'. Nobody may frame the site.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", PAINT_FIRST_LOADER_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
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
