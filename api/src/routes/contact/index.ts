import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { utf8Body } from '../../input/utf8-body';
import { FORM_LIMITS, parseUrlEncoded } from '../../leads/form-body';
import { contentKeyOf, IDEMPOTENCY_FIELD, idempotencyKeyOf } from '../../leads/idempotency';
import { withinDeadline } from '../../db/deadline';
import { evaluateSubmission, type Submission, type UploadedFile } from '../../leads/intake';
import { ERROR_MESSAGES } from '../../leads/messages';
import type { StorageMonitor } from '../../leads/storage-health';
import type { StoredCv } from '../../db';
import { writeLead } from '../../leads/write-lead';
import { leadAnswers, postedFields, rememberFields, rememberOrigin } from './answers';
import { isNativeFormPost } from './native';

type HttpError = Partial<FastifyError> & { statusCode?: number; code?: string; reason?: string };

const fileTooLarge = () => Object.assign(new Error('file too large'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });

/**
 * Reads a multipart body: text fields (first value wins) and the one `cv` file, at most 5 MB. An
 * oversized CV is read to its limit and marked, so the fields after it are still read and the
 * answer can name every problem.
 */
async function readMultipart(req: FastifyRequest): Promise<Submission> {
  // No prototype: a field named __proto__ or constructor is just a key (and refused by the intake).
  const fields: Record<string, string> = Object.create(null);
  rememberFields(req, fields);
  let cv: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Any other file field is drained and dropped, like any unknown field.
        if (part.fieldname !== 'cv' || cv) {
          for await (const _chunk of part.file) void _chunk;
          if (part.file.truncated) throw fileTooLarge();
          continue;
        }
        const content = await part.toBuffer();
        cv = { fileName: part.filename ?? '', content, truncated: part.file.truncated };
      } else {
        // busboy applies fieldNameSize to urlencoded bodies only: multipart names are checked here.
        if (part.valueTruncated || part.fieldnameTruncated || part.fieldname.length > FORM_LIMITS.fieldName) {
          throw Object.assign(new Error('field too long'), { statusCode: 413, code: 'LEADS_FIELD_TOO_LONG' });
        }
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    // busboy's own errors (no boundary, truncated body) carry no status: they are bad requests.
    const e = error as HttpError;
    if (!e.statusCode) throw Object.assign(new Error('malformed multipart body'), { statusCode: 400, code: 'LEADS_MALFORMED' });
    throw error;
  }
  return { kind: 'form', fields, cv };
}

/**
 * The database or the CV folder refused a write (read-only, full, gone): a 503 the visitor can
 * retry, and the health check learns at once. Only the error's code is kept, never its text.
 */
function storeUnavailable(error: unknown, storage: StorageMonitor) {
  storage.reportFailure();
  const cause = error as { code?: unknown; name?: unknown };
  return Object.assign(new Error('lead storage unavailable'), {
    statusCode: 503,
    code: 'LEADS_STORE_UNAVAILABLE',
    reason: String(cause?.code ?? cause?.name ?? 'unknown'),
  });
}

/**
 * A lead is written (its CV, then its row) within this, or the visitor is told to try again
 * (503, Retry-After) while the write goes on: a database that is down or paused never leaves a
 * form waiting until a proxy cuts it with a 502. A write that commits after the answer is
 * harmless: the resend carries the same idempotency key and is confirmed without a second row.
 */
const STORE_DEADLINE_MS = 4_000;

/** Maps every failure on this route to a Spanish `{ message }` with the right status. */
function errorBody(error: HttpError): { status: number; body: { message: string; errors?: Record<string, string> } } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { message: ERROR_MESSAGES.cvTooLarge, errors: { cv: ERROR_MESSAGES.cvTooLarge } } };
    case 'FST_FILES_LIMIT':
      return { status: 413, body: { message: ERROR_MESSAGES.tooManyFiles, errors: { cv: ERROR_MESSAGES.tooManyFiles } } };
    case 'LEADS_FIELD_TOO_LONG':
      return { status: 413, body: { message: ERROR_MESSAGES.fieldTooLong } };
    case 'LEADS_STORE_UNAVAILABLE':
      return { status: 503, body: { message: ERROR_MESSAGES.storeUnavailable } };
  }
  if (status === 413) return { status, body: { message: ERROR_MESSAGES.tooLarge } };
  if (status === 415) return { status, body: { message: ERROR_MESSAGES.unsupportedType } };
  if (status === 429) return { status, body: { message: ERROR_MESSAGES.rateLimited } };
  // Invalid JSON, an empty JSON body, a broken multipart body, a bad JSON field in a multipart.
  if (status === 400 || status === 406) return { status: 400, body: { message: ERROR_MESSAGES.malformed, errors: {} } };
  if (status < 500) return { status, body: { message: ERROR_MESSAGES.generic } };
  return { status: 500, body: { message: ERROR_MESSAGES.storeFailed } };
}

/**
 * POST /api/contact: the contact form, the telephony request and the job application (SPEC §3,
 * §5, §7), as JSON from the page's script or as a form (urlencoded or multipart) that a browser
 * posts by itself. Every accepted lead is committed (and its CV fsync'd) before the 201 (or a
 * native post's 303) goes out. A submission sent again with the same idempotency key (a resend
 * after a timeout or a 502, to this instance or another) gets the same answer and stores nothing. The lead store comes from the
 * stores plugin (`app.stores`), the outbox worker and the health monitor from the leads plugin
 * (`app.leads`), the settings from the config plugin.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const store = app.stores.leads;
  const { outbox, storage } = app.leads;
  // Counted, never logged with its content: it tells us whether bots are getting through.
  let honeypotHits = 0;

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
    // the fields after it are still read (see readMultipart).
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
    const { status, body } = errorBody(error);
    // The error's message can quote the body (JSON parse errors do): log the code only.
    if (status >= 500) req.log.error({ code: error.code, name: error.name, reason: error.reason }, 'lead request failed');
    else req.log.info({ status, code: error.code }, 'lead request refused');
    if (status === 503) reply.header('Retry-After', '60');
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
      let submission: Submission;
      if (req.isMultipart()) submission = await readMultipart(req);
      else {
        const form = postedFields(req);
        submission = form ? { kind: 'form', fields: form } : { kind: 'json', body: req.body };
      }
      const intake = evaluateSubmission(submission);
      const origin = intake.outcome === 'accepted' ? intake.fields.origin : intake.outcome === 'malformed' ? undefined : intake.origin;
      if (origin) rememberOrigin(req, origin);

      if (intake.outcome === 'malformed') return refuse(req, reply, 400, { message: ERROR_MESSAGES.malformed, errors: {} });
      if (intake.outcome === 'invalid') {
        const message = intake.status === 413 ? ERROR_MESSAGES.cvTooLarge : ERROR_MESSAGES.invalidFields;
        return refuse(req, reply, intake.status, { message, errors: intake.errors });
      }
      if (intake.outcome === 'honeypot') {
        honeypotHits += 1;
        req.log.info({ honeypotHits, origin: intake.origin }, 'honeypot filled; nothing stored');
        return accept(req, reply, intake.origin);
      }

      const idempotency = idempotencyKeyOf(req, submission);
      if (idempotency === 'invalid') return refuse(req, reply, 400, { message: ERROR_MESSAGES.badIdempotencyKey, errors: {} });
      let idempotencyKey = idempotency.key;
      if (!idempotencyKey && submission.kind === 'form' && isNativeFormPost(req)) {
        // A browser's post made without our script: its content is its key, and a refusal's
        // answer page carries it in the hidden field, so the visitor's resend is the same
        // submission. (Any other client without a key is stored each time, as before.)
        idempotencyKey = contentKeyOf(req.isMultipart() ? 'multipart' : 'urlencoded', submission.fields, submission.cv?.content, new Date());
        submission.fields[IDEMPOTENCY_FIELD] = idempotencyKey;
      }

      const now = new Date().toISOString();
      const lead = {
        id: randomUUID(),
        createdAt: now,
        ...intake.fields,
        // The schema only lets acceptPolicy === true through: this is the moment of consent.
        consentAt: now,
        policyVersion: PRIVACY_POLICY_VERSION,
      };
      let written: { outcome: 'stored' | 'repeat'; cv?: StoredCv };
      try {
        written = await withinDeadline(writeLead(store, lead, intake.cv, { notify: Boolean(outbox), idempotencyKey }), STORE_DEADLINE_MS, 'storing a lead');
      } catch (error) {
        throw storeUnavailable(error, storage);
      }
      const { outcome, cv } = written;
      // Without a CV only the database is proven; the health check's own probe covers the folder.
      if (cv) storage.reportSuccess();
      if (outcome === 'repeat') {
        // The first of these submissions is stored (and notified): this copy left nothing behind.
        req.log.info({ origin: lead.origin }, 'lead sent again; already stored');
        return accept(req, reply, lead.origin);
      }
      outbox?.kick();
      req.log.info({ leadId: lead.id, origin: lead.origin }, 'lead stored');
      return accept(req, reply, lead.origin);
    },
  );
};
