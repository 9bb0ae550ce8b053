import type { SearchResult } from 'minisearch';
import type { Knowledge } from '../knowledge';
import type { AnalyzedQuery } from '../text/analyzer';
import { TUNING } from '../tuning';

/**
 * Share of the question's own terms the result matched: a term found as such or as the start of
 * a word counts fully, one found only by typo tolerance counts less, and generic concepts
 * ("price", "business") weigh less than the words that name a subject.
 */
export function coverage(k: Knowledge, result: SearchResult, q: AnalyzedQuery): number {
  const own = q.contentTerms.filter((t) => !q.expanded.has(t));
  if (!own.length) return 1;
  const docTerms = Object.keys(result.match);
  let sum = 0;
  let total = 0;
  for (const t of own) {
    // Generic concepts and the verb the company is addressed with ("¿vendéis…?") frame the
    // question; its subject is in the other words.
    const weight = k.isGeneric(t) || q.addressed.has(t) ? TUNING.frameWordWeight : 1;
    total += weight;
    if (!result.queryTerms.includes(t)) continue;
    sum += weight * (docTerms.some((d) => d === t || d.startsWith(t)) ? 1 : TUNING.fuzzyMatchCredit);
  }
  // A long, chatty question tells its story ("tengo una peluquería con 2 empleadas y…"): a passage
  // that matches a few of its subject words covers it as well as it can.
  return Math.min(1, sum / Math.min(total, TUNING.coverageCap));
}

/** Does the result match a word of the question, other than a broad one, that the best match lacks? */
export function namesWordLacking(k: Knowledge, result: SearchResult, top: SearchResult): boolean {
  return result.queryTerms.some((t) => !k.isGeneric(t) && !top.queryTerms.includes(t));
}

/** Did the result match in a passage's title or keywords (the given term, or any)? */
export function inHeading(result: SearchResult, term?: string): boolean {
  return Object.entries(result.match).some(([docTerm, fields]) => (!term || docTerm.startsWith(term)) && (fields.includes('title') || fields.includes('keywords')));
}
