import type { Query, SearchResult } from 'minisearch';
import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import type { QueryFacets } from '../text/analyzer';
import { TUNING } from '../tuning';
import type { Expansion } from './expand';
import { coverage } from './measures';
import type { Reading } from './read';

/** Step 3: the passages found for the question, read on its own or with the previous turn. */
export type Retrieval = {
  /** The terms the answer was searched with: the question's own, plus any it borrowed. */
  terms: string[];
  facets: QueryFacets;
  /** Read with the previous turn. */
  followUp: boolean;
  /** Best first. Empty when the previous answer is repeated for a new head count. */
  results: SearchResult[];
  /** The previous answer's passage again (see `Expansion.repeat`). */
  repeat?: { passage: Passage; score: number };
};

/** The search: minisearch over the passages, each scored with its ranking factor for the question. */
export function search(
  k: Knowledge,
  terms: string[],
  context: string[],
  facets: QueryFacets,
  expanded: Set<string> = new Set(),
  addressed: Set<string> = new Set(),
): SearchResult[] {
  const all = new Set([...terms, ...context]);
  const queryTags = new Set([...all].filter((t) => k.allTagTerms.has(t)));
  // minisearch asks for a passage's factor once per matching term: compute it once per search.
  const factors = new Map<string, number>();
  const boostDocument = (id: string, term: string) => {
    const p = k.passage(id);
    let f = factors.get(id);
    if (f === undefined) {
      f = rankingFactor(k, p, all, queryTags, facets);
      factors.set(id, f);
    }
    // On a mode passage the mode word itself only confirms; the subject comes from the others.
    return (term === '_empresa' || term === '_personal') && p?.mode ? f * TUNING.modeWordFactor : f;
  };
  // Facet words refine ("para empresa", "5 empleados"); they should not pick the subject alone.
  // An expansion ("móvil" → also the phone number) is a possibility, not what was asked.
  const boostTerm = (term: string) =>
    (k.vocabulary.refining.has(term) ? TUNING.facetTermWeight : 1) * (expanded.has(term) ? TUNING.expandedTermWeight : 1) * (addressed.has(term) ? TUNING.addressedTermWeight : 1);
  const queries: Query[] = [{ queries: [terms.join(' ')], boostTerm }];
  if (context.length) queries.push({ queries: [context.join(' ')], boostTerm: (t: string) => TUNING.contextWeight * boostTerm(t) });
  return k.index.search({ combineWith: 'OR', queries }, { boostDocument });
}

/**
 * A passage's ranking factor for the terms a retrieval searched with: how decide() and the
 * precedents weigh a chosen passage by the same priors the search used.
 */
export function priorOf(k: Knowledge, retrieval: Pick<Retrieval, 'terms' | 'facets'>): (p: Passage) => number {
  const terms = new Set(retrieval.terms);
  const tags = new Set(retrieval.terms.filter((t) => k.allTagTerms.has(t)));
  return (p) => rankingFactor(k, p, terms, tags, retrieval.facets);
}

/** Ranking factor of a passage for a question: weight, plan mode, scope, kind of fact asked and tags. */
export function rankingFactor(k: Knowledge, p: Passage | undefined, queryTerms: Set<string>, queryTags: Set<string>, facets: QueryFacets): number {
  if (!p) return 0;
  let w = p.weight ?? 1;
  if (p.mode) w *= facets.mode ? (facets.mode === p.mode ? TUNING.modeMatch : TUNING.modeMismatch) : TUNING.modeUnstated;
  const scope = k.scopeOf(p);
  if (scope) {
    let inScope = false;
    for (const t of scope) if (queryTerms.has(t)) inScope = true;
    if (!inScope) w *= TUNING.outOfScope;
  }
  if (facets.counts && k.counts(p, facets.counts)) w *= TUNING.countBoost;
  if (facets.when && k.isDated(p)) w *= TUNING.whenBoost;
  if (facets.kinds && p.answers?.some((kind) => facets.kinds!.includes(kind))) w *= TUNING.questionKindBoost;
  const tags = k.tagsOf(p);
  if (tags && queryTags.size) {
    let off = 0;
    for (const t of tags) if (!queryTags.has(t)) off += 1;
    for (const t of queryTags) if (!tags.has(t)) off += 1;
    w *= off ? TUNING.tagMismatch ** off : TUNING.tagMatch;
  }
  return w;
}

/**
 * Searches with the question's own terms and, when it may be a follow-up, with the previous turn's
 * as context: the context wins when the question starts like a follow-up or points back, or when
 * it finds more than the question alone (a short question that found little on its own). The
 * context may lead only to answers that still cover what this question names: after the fibre's
 * price, "¿y el horario?" is about the hours.
 */
export function retrieve(k: Knowledge, r: Reading, expansion: Expansion): Retrieval {
  if (expansion.repeat) {
    const { passage, terms, facets, score } = expansion.repeat;
    return { terms, facets, followUp: true, results: [], repeat: { passage, score } };
  }
  const { q } = r;
  const own = q.contentTerms;
  const results = own.length ? search(k, own, [], r.facets, q.expanded, q.addressed) : [];
  const context = expansion.context;
  if (context) {
    const weak = !results.length || results[0].score < TUNING.confidentScore;
    if (context.eager || (weak && own.length <= TUNING.followUpMaxTerms)) {
      const ownCoverage = results.length ? coverage(k, results[0], q) : 0;
      const merged = search(k, own, context.terms, context.facets, q.expanded, q.addressed).filter((x) => coverage(k, x, q) >= ownCoverage);
      if (merged.length && (!results.length || context.eager || merged[0].score > results[0].score)) {
        return { terms: [...own, ...context.terms].slice(0, TUNING.rememberedTerms), facets: context.facets, followUp: true, results: merged };
      }
    }
  }
  return { terms: own, facets: r.facets, followUp: false, results };
}
