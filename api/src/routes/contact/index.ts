import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import { utf8Body } from '../../input/utf8-body';
import { FORM_LIMITS, parseUrlEncoded } from '../../leads/form-body';
import { IDEMPOTENCY_HEADER } from '../../leads/idempotency';
import { leadReception } from '../../leads/receive-lead';
import { failureAnswer, leadAnswers, rememberFields, rememberOrigin, type HttpError } from './answers';
import { isNativeFormPost } from './native';
import { readSubmission } from './read-submission';

/** How a browser posted a form by itself (without our script), if it did. */
const nativePostOf = (req: FastifyRequest) => (isNativeFormPost(req) ? (req.isMultipart() ? 'multipart' : 'urlencoded') : undefined);

/**
 * POST /api/contact: the contact form, the telephony request and the job application (SPEC §3,
 * §5, §7), as JSON from the page's script or as a form (urlencoded or multipart) that a browser
 * posts by itself. The handler reads the body, hands it to the lead reception
 * (leads/receive-lead.ts: judged, keyed, stored, its CV with it) and answers: JSON, or for a native
 * post the form's page. Every accepted lead is committed (and its CV fsync'd) before the 201 (or
 * the 303) goes out; a submission sent again with the same idempotency key (a resend after a
 * timeout or a 502, to this instance or another) gets the same answer and stores nothing. The
 * lead store comes from the stores plugin (`app.stores`), the outbox worker and the health monitor
 * from the leads plugin (`app.leads`), the settings from the config plugin.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const { outbox, storage } = app.leads;
  const receive = leadReception({ store: app.stores.leads, outbox, storage });

  await app.register(utf8Body);

  // A browser's native form post: fields as strings, first value wins, same limits as multipart.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      const fields = parseUrlEncoded(body as Buffer);
      rememberFields(req, fields);
      done(null, fields);
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // JSON, urlencoded and multipart only: text/plain (accepted by Fastify by default) is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(multipart, {
    // parts = fields + the file. An oversized CV is truncated and marked rather than thrown, so
    // the fields after it are still read (read-submission.ts).
    limits: {
      fileSize: CV_MAX_BYTES,
      files: 1,
      fields: FORM_LIMITS.fields,
      fieldSize: FORM_LIMITS.fieldBytes,
      parts: FORM_LIMITS.fields + 1,
      fieldNameSize: FORM_LIMITS.fieldName,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });

  const { refuse, accept } = leadAnswers(config.siteDir, app.releases.current);

  app.setErrorHandler(async (error: HttpError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = failureAnswer(error);
    // The error's message can quote the body (JSON parse errors do): log the code only.
    if (status >= 500) req.log.error({ code: error.code, name: error.name }, 'lead request failed');
    else req.log.info({ status, code: error.code }, 'lead request refused');
    return refuse(req, reply, status, body);
  });

  app.post(
    '/api/contact',
    {
      bodyLimit: config.leads.jsonBodyLimit,
      // Checked once the body is parsed (preHandler), so the answer page of a native urlencoded
      // post keeps what was typed; a multipart body is still refused before it is read.
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000, hook: 'preHandler' } },
    },
    async (req, reply) => {
      const received = await receive(await readSubmission(req), { log: req.log, idempotencyHeader: req.headers[IDEMPOTENCY_HEADER], nativePost: nativePostOf(req) });
      if (received.origin) rememberOrigin(req, received.origin);
      if (received.outcome === 'accepted') return accept(req, reply, received.origin);
      if (received.retryAfterSeconds) reply.header('Retry-After', String(received.retryAfterSeconds));
      return refuse(req, reply, received.status, received.body);
    },
  );
};
