import type { FastifyRequest } from 'fastify';

/** The quality a request's Accept header gives `type/subtype`: its most specific matching range wins. */
function quality(accept: string, type: string, subtype: string): number {
  let specificity = -1;
  let q = 0;
  for (const range of accept.split(',')) {
    const [media, ...params] = range.split(';');
    const [t, s] = media.trim().toLowerCase().split('/');
    const match = t === type && s === subtype ? 2 : t === type && s === '*' ? 1 : t === '*' && s === '*' ? 0 : -1;
    if (match < specificity || match < 0) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    const next = Number.isFinite(value) ? value : 0;
    q = match > specificity ? next : Math.max(q, next);
    specificity = match;
  }
  return q;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A browser's own form post, made without our script: its body is a form (urlencoded or
 * multipart) and it asks for HTML first (`text/html,...`). Our script client asks for JSON, and a
 * client that names no preference (no Accept, or any type alike) keeps getting JSON.
 */
export function isNativeFormPost(req: FastifyRequest): boolean {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) return false;
  const accept = req.headers.accept ?? '*/*';
  const html = quality(accept, 'text', 'html');
  return html > 0 && html > quality(accept, 'application', 'json');
}
