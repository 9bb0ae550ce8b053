import { createHash } from 'node:crypto';
import type { Submission } from './intake';

/** The hidden field every lead form carries, and the header a JSON client may send instead. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What the form kit generates (22 base64url characters, 128 random bits) and more: a UUID, a ULID. */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** The submission's key: none, one, or `invalid` (malformed, or field and header disagree). */
export type IdempotencyKey = { key?: string } | 'invalid';

/**
 * The idempotency key of a lead submission: the `idempotencyKey` field (forms and JSON alike) or
 * the `Idempotency-Key` header (`fromHeader`, its value as received). Empty is none: the
 * prerendered form carries an empty field until its script fills it (see the form kit,
 * shared/src/ui/form/idempotency-key.tsx, for why the page cannot carry one); a post made without
 * script gets its content's key (`contentKeyOf`).
 */
export function idempotencyKeyOf(fromHeader: unknown, submission: Submission): IdempotencyKey {
  const body = submission.kind === 'form' ? submission.fields : submission.body;
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[IDEMPOTENCY_FIELD] : undefined;
  const given = [fromBody, fromHeader].filter((v) => v !== undefined && v !== null && v !== '');
  if (given.length === 0) return {};
  if (!given.every((v) => typeof v === 'string' && KEY.test(v)) || (given.length === 2 && given[0] !== given[1])) return 'invalid';
  return { key: given[0] as string };
}

/**
 * The key of a form posted by a browser without our script, which carries none: its content. The
 * same fields and CV, sent the same way on the same day (UTC), are the same submission, so a visitor who sends the form again after a
 * 503, or a browser that resends it after a 502, stores it once; any other lead differs in some
 * field and is stored. (The answer page of a refused post also carries this key in its hidden
 * field, so a resend from that page is recognised even across midnight.)
 */
export function contentKeyOf(encoding: 'urlencoded' | 'multipart', fields: Record<string, string>, cv: Buffer | undefined, now: Date): string {
  // The encoding too: a form always posts with its own, so a resend matches; two forms do not.
  const hash = createHash('sha256').update(`${encoding}\0${now.toISOString().slice(0, 10)}`);
  for (const name of Object.keys(fields).sort()) {
    if (name !== IDEMPOTENCY_FIELD) hash.update(`\0${name}\0${fields[name]}`);
  }
  if (cv) hash.update('\0cv\0').update(cv);
  return `form-${hash.digest('base64url').slice(0, 32)}`;
}
