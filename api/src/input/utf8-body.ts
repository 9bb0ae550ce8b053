import { isUtf8 } from 'node:buffer';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/** A body (or a form field) whose bytes are not UTF-8: a 400 for the route's error handler. */
export const notUtf8 = (what = 'body'): FastifyError =>
  Object.assign(new Error(`${what} is not UTF-8`), { statusCode: 400, code: 'BODY_NOT_UTF8', name: 'BodyNotUtf8' });

export type Utf8BodyOptions = {
  /**
   * Read every other content type as text too (the route then parses it itself), so a wrong
   * Content-Type gets the route's own Spanish 400 rather than Fastify's generic 415.
   */
  otherTypesAsText?: boolean;
};

/**
 * The JSON body parser of both POST routes: Fastify's own (same prototype-poisoning rules),
 * after checking that the bytes are UTF-8, since decoding would otherwise turn them into U+FFFD
 * and store a mangled lead or question. Wrapped with fastify-plugin so it applies to the route
 * plugin that registers it, and only there.
 */
export const utf8Body = fp<Utf8BodyOptions>(
  async (app, { otherTypesAsText = false }) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) return done(notUtf8(), undefined);
      return parseJson(req, bytes.toString('utf8'), done);
    });
    if (otherTypesAsText) {
      app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => {
        const bytes = body as Buffer;
        if (!isUtf8(bytes)) return done(notUtf8(), undefined);
        return done(null, bytes.toString('utf8'));
      });
    }
  },
  { name: 'utf8-body', fastify: '5.x' },
);
