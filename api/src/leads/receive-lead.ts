import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { withinDeadline } from '../db/deadline';
import type { LeadOrigin, LeadStore } from '../db';
import { contentKeyOf, IDEMPOTENCY_FIELD, idempotencyKeyOf } from './idempotency';
import { evaluateSubmission, type Intake, type Submission } from './intake';
import { ERROR_MESSAGES } from './messages';
import type { OutboxWorker } from './outbox-worker';
import type { StorageMonitor } from './storage-health';
import { writeLead } from './write-lead';

/**
 * A lead is written (its CV, then its row) within this, or the visitor is told to try again
 * (503, Retry-After) while the write goes on: a database that is down or paused never leaves a
 * form waiting until a proxy cuts it with a 502. A write that commits after the answer is
 * harmless: the resend carries the same idempotency key and is confirmed without a second row.
 */
const STORE_DEADLINE_MS = 4_000;

/** How long a visitor told "try again" (503) is asked to wait. */
const RETRY_AFTER_SECONDS = 60;

/** A refusal's answer: SPEC §5's `{ message, errors }`. */
export type RefusalBody = { message: string; errors?: Record<string, string> };

/** What POST /api/contact answers, and the form it came from once known (a native post's answer page is that form's). */
export type Reception =
  | { outcome: 'accepted'; origin: LeadOrigin }
  | { outcome: 'refused'; status: number; body: RefusalBody; origin?: LeadOrigin; retryAfterSeconds?: number };

/** What the route knows of the request beyond its body. */
export type LeadRequest = {
  /** Its log (method, path, status: never the lead's content). */
  log: FastifyBaseLogger;
  /** The `Idempotency-Key` header a JSON client may send instead of the field. */
  idempotencyHeader: unknown;
  /** How a browser posted the form by itself (no script, so no key), if it did. */
  nativePost?: 'urlencoded' | 'multipart';
};

const originOf = (intake: Intake) => (intake.outcome === 'accepted' ? intake.fields.origin : intake.outcome === 'malformed' ? undefined : intake.origin);

/**
 * Receives the leads of the three forms: judges a submission by its form's schema, drops a
 * honeypot's, keys it (idempotency), then stores the CV and the row that points to it (with their
 * clean-up, write-lead.ts) within the deadline, and tells the outbox. An accepted lead is
 * committed before `receive` resolves; a resend with the same key is accepted and stores nothing.
 */
export function leadReception({ store, outbox, storage }: { store: LeadStore; outbox?: OutboxWorker; storage: StorageMonitor }) {
  // Counted, never logged with its content: it tells us whether bots are getting through.
  let honeypotHits = 0;

  return async function receive(submission: Submission, { log, idempotencyHeader, nativePost }: LeadRequest): Promise<Reception> {
    const intake = evaluateSubmission(submission);
    const origin = originOf(intake);
    if (intake.outcome === 'malformed') return { outcome: 'refused', status: 400, body: { message: ERROR_MESSAGES.malformed, errors: {} } };
    if (intake.outcome === 'invalid') {
      const message = intake.status === 413 ? ERROR_MESSAGES.cvTooLarge : ERROR_MESSAGES.invalidFields;
      return { outcome: 'refused', status: intake.status, body: { message, errors: intake.errors }, origin };
    }
    if (intake.outcome === 'honeypot') {
      honeypotHits += 1;
      log.info({ honeypotHits, origin: intake.origin }, 'honeypot filled; nothing stored');
      return { outcome: 'accepted', origin: intake.origin };
    }

    const idempotency = idempotencyKeyOf(idempotencyHeader, submission);
    if (idempotency === 'invalid') return { outcome: 'refused', status: 400, body: { message: ERROR_MESSAGES.badIdempotencyKey, errors: {} }, origin };
    let idempotencyKey = idempotency.key;
    if (!idempotencyKey && submission.kind === 'form' && nativePost) {
      // A browser's post made without our script: its content is its key, and a refusal's answer
      // page carries it in the hidden field (these are the fields it shows again), so the
      // visitor's resend is the same submission. (Any other client without a key is stored each time.)
      idempotencyKey = contentKeyOf(nativePost, submission.fields, submission.cv?.content, new Date());
      submission.fields[IDEMPOTENCY_FIELD] = idempotencyKey;
    }

    const now = new Date().toISOString();
    // The schema only lets acceptPolicy === true through: this is the moment of consent.
    const lead = { id: randomUUID(), createdAt: now, ...intake.fields, consentAt: now, policyVersion: PRIVACY_POLICY_VERSION };
    let written: Awaited<ReturnType<typeof writeLead>>;
    try {
      written = await withinDeadline(writeLead(store, lead, intake.cv, { notify: Boolean(outbox), idempotencyKey }), STORE_DEADLINE_MS, 'storing a lead');
    } catch (error) {
      // The database or the CV folder refused the write (read-only, full, gone, too slow): the
      // health check learns at once. Only the error's code is logged, never its text.
      storage.reportFailure();
      const cause = error as { code?: unknown; name?: unknown };
      log.error({ code: 'LEADS_STORE_UNAVAILABLE', reason: String(cause?.code ?? cause?.name ?? 'unknown') }, 'lead request failed');
      return { outcome: 'refused', status: 503, body: { message: ERROR_MESSAGES.storeUnavailable }, origin, retryAfterSeconds: RETRY_AFTER_SECONDS };
    }
    // Without a CV only the database is proven; the health check's own probe covers the folder.
    if (written.cv) storage.reportSuccess();
    if (written.outcome === 'repeat') {
      // The first of these submissions is stored (and notified): this copy left nothing behind.
      log.info({ origin: lead.origin }, 'lead sent again; already stored');
      return { outcome: 'accepted', origin: lead.origin };
    }
    outbox?.kick();
    log.info({ leadId: lead.id, origin: lead.origin }, 'lead stored');
    return { outcome: 'accepted', origin: lead.origin };
  };
}
