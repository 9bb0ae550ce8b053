import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { findSiteRoute } from '@site/shared/content/site-routes';
import { REMOTE_NAME, REMOTE_VERSION } from '@site/shared/schemas/remotes-manifest-check';
import { jsonBodyOf } from '../../input/json-body';
import { jsonErrorAnswers, perMinuteLimit } from '../../input/json-error-answers';
import { utf8Body } from '../../input/utf8-body';
import fs from 'node:fs';
import { partDir } from '../../releases';

const MESSAGES = {
  invalid: 'El informe de error no es válido.',
  unknownVersion: 'Esa versión no está publicada.',
  tooLarge: 'El informe de error es demasiado grande.',
  tooMany: 'Demasiados informes de error seguidos.',
  failed: 'No se ha podido guardar el informe.',
} as const;

/** The largest report accepted, in bytes: a name, a version, a kind, a short message and a path. */
export const CLIENT_ERROR_BODY_LIMIT = 2048;
/** The longest message stored (the shell sends at most this much too). */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/**
 * What a page reports (shell/src/remotes/client-error-report.ts, and the inline loader of
 * shared/src/boot/paint-first-loader.js for the scripts that never ran); nothing else is accepted.
 * `name` is a remote's or "shell"; `load` also covers a page that showed no sign of life after it
 * loaded (its code never ran).
 */
export const clientErrorReportSchema = z
  .object({
    name: z.string().max(64).regex(REMOTE_NAME),
    version: z.string().max(64).regex(REMOTE_VERSION),
    kind: z.enum(['load', 'render', 'script']),
    message: z.string().max(1000),
    path: z.string().max(1000),
  })
  .strict();

/**
 * The message as stored: URLs lose their query strings and fragments, anything that looks like
 * an e-mail address or a phone number is masked, whitespace is collapsed, and it is cut short.
 * An error message is free text a page may have built from what a visitor typed.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*|\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi, '[e-mail]')
    .replace(/\+?\d[\d ().-]{7,}\d/g, '[número]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

/** The route a report names, as the route table spells it; any other path is stored as "(otra)". */
export function reportedRoute(reported: string): string {
  const pathname = reported.split(/[?#]/)[0];
  return findSiteRoute(pathname)?.path ?? '(otra)';
}

/**
 * POST /api/client-errors: a page reports a browser error of a remote or of the shell release
 * (a script that did not load, an error boundary caught a render, code threw, or the page never
 * came to life) as `{ name, version, kind, message, path }`, by sendBeacon (text/plain) or fetch keepalive (application/json). Stored in the lead
 * database for the canary's error rate (api/src/releases/canary-watch.ts); no address, no user
 * agent, no query string. 204 stored; 404 for a version this site never published.
 */
export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  const { siteDir, clientErrorsRateLimitPerMinute: max } = app.config;

  await app.register(utf8Body, { otherTypesAsText: true });

  app.setErrorHandler(jsonErrorAnswers({ tooMany: MESSAGES.tooMany, tooLarge: MESSAGES.tooLarge, badRequest: MESSAGES.invalid, failed: MESSAGES.failed }, 'client error report not stored'));

  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: perMinuteLimit(max, MESSAGES.tooMany),
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = jsonBodyOf(req.body);
      if (!body) return reply.code(400).send({ message: MESSAGES.invalid });
      const parsed = clientErrorReportSchema.safeParse(body.value);
      if (!parsed.success) return reply.code(400).send({ message: MESSAGES.invalid });
      const { name, version, kind, message } = parsed.data;
      // Only versions this site published count: anything else is noise or made up. (The folder,
      // not its entry file: a version whose main script went missing is exactly what must count.)
      if (!fs.existsSync(partDir(siteDir, name, version))) return reply.code(404).send({ message: MESSAGES.unknownVersion });
      const route = reportedRoute(parsed.data.path);
      await app.stores.releaseHealth.insertClientError({ id: randomUUID(), createdAt: new Date().toISOString(), remote: name, version, kind, message: scrubMessage(message), path: route });
      // Which version failed how, never the message: it is the visitor's page's text.
      req.log.info({ remote: name, version, kind, route }, 'client error reported');
      app.releases.errorReported();
      return reply.code(204).send();
    },
  );
};
