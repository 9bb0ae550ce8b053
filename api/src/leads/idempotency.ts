import type { FastifyRequest } from 'fastify';
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
 * the `Idempotency-Key` header. Empty is none: the prerendered form carries an empty field until
 * its script fills it, and a post made without script is stored without a key (see the form kit,
 * shared/src/ui/form/idempotency-key.ts, for why no key is made up for it).
 */
export function idempotencyKeyOf(req: FastifyRequest, submission: Submission): IdempotencyKey {
  const body = submission.kind === 'form' ? submission.fields : submission.body;
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[IDEMPOTENCY_FIELD] : undefined;
  const fromHeader = req.headers[IDEMPOTENCY_HEADER];
  const given = [fromBody, fromHeader].filter((v) => v !== undefined && v !== null && v !== '');
  if (given.length === 0) return {};
  if (!given.every((v) => typeof v === 'string' && KEY.test(v)) || (given.length === 2 && given[0] !== given[1])) return 'invalid';
  return { key: given[0] as string };
}
