import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import type { QueryFacets } from '../text/analyzer';
import type { Reading } from './read';

/** Step 2: what a question may borrow from the chat's previous turn. */
export type Expansion = {
  /** "¿y para 20 empleados?" after a Kit answer: the same passage answers again, for the new head count. */
  repeat?: { passage: Passage; terms: string[]; facets: QueryFacets; score: number };
  /**
   * The previous turn's terms and facets, which the question may be read with. `eager`: it starts
   * like a follow-up, points back or only refines, so the context is taken whenever it finds answers.
   */
  context?: { terms: string[]; facets: QueryFacets; eager: boolean };
};

/** The previous turn's facets, with this question's own over them; the kinds of question asked add up. */
export function mergeFacets(previous: QueryFacets, own: QueryFacets): QueryFacets {
  const merged = { ...previous, ...own };
  const kinds = [...new Set([...(previous.kinds ?? []), ...(own.kinds ?? [])])];
  if (kinds.length) merged.kinds = kinds;
  return merged;
}

/** What the question may borrow from the previous turn; nothing without one, or for small talk. */
export function expand(k: Knowledge, r: Reading): Expansion {
  const { previous, q, facets } = r;
  if (!previous) return {};
  const previousPassage = k.passage(previous.passageId);
  if (r.onlyRefines && previousPassage?.answerFor && facets.employees !== undefined) {
    return { repeat: { passage: previousPassage, terms: previous.terms, facets: mergeFacets(previous.facets, facets), score: previous.score } };
  }
  if (q.smallTalkOnly) return {};
  const own = q.contentTerms;
  const merged = mergeFacets(previous.facets, facets);
  // "¿y eso lleva el IVA incluido?" asks about the VAT of the plan just shown, not for the
  // private customers' plans that "IVA incluido" would name on its own.
  if (previous.facets.mode && own.some((t) => k.vocabulary.keepMode.has(t))) merged.mode = previous.facets.mode;
  return { context: { terms: previous.terms.filter((t) => !own.includes(t)), facets: merged, eager: r.pointsBack || r.onlyRefines } };
}
