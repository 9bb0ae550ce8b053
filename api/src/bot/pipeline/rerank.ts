import type { SearchResult } from 'minisearch';
import type { Knowledge } from '../knowledge';
import type { AnalyzedQuery, QueryFacets } from '../text/analyzer';
import { TUNING } from '../tuning';
import { coverage, inHeading, namesWordLacking } from './measures';
import type { Reading } from './read';
import type { Retrieval } from './retrieve';

/**
 * Step 4: the result that answers the question best, which is not always the best-scoring one: a
 * close runner-up that covers the question when the best match shares only a broad word with it,
 * the item a list's question names, a passage of the same page that covers more, or a close one
 * that covers clearly more.
 */
export function rerank(k: Knowledge, r: Reading, retrieval: Retrieval): SearchResult | undefined {
  const { results, facets } = retrieval;
  let top = results[0];
  if (!top) return undefined;
  top = covering(k, top, results, r.q) ?? top;
  top = namedItem(k, top, results) ?? top;
  top = closerSibling(k, top, results, r.q, facets) ?? top;
  top = closeAndFuller(k, top, results, r.q, facets) ?? top;
  return top;
}

/**
 * The best match may share only a broad word with the question ("¿tenéis trabajos para tiendas de
 * moda?" → jobs): a close runner-up that covers the question answers it then. Stricter than the
 * best match's own test: two terms at least, more than half of them, and when the best match
 * covers half, a rare word it lacks ("¿a quién ceden mis datos?").
 */
export function covering(k: Knowledge, top: SearchResult, results: SearchResult[], q: AnalyzedQuery): SearchResult | undefined {
  const topCoverage = coverage(k, top, q);
  if (topCoverage > TUNING.minCoverage) return undefined;
  const floor = top.score * TUNING.rescueScoreShare;
  const rareExtra = (r: SearchResult) => r.queryTerms.some((t) => !t.startsWith('_') && !top.queryTerms.includes(t) && k.isRare(t));
  return results
    .slice(0, TUNING.rescueDepth)
    .find(
      (r) =>
        r.score >= floor &&
        (r.queryTerms.length >= 2 || k.isVeryRare(r.queryTerms[0])) &&
        coverage(k, r, q) > TUNING.minCoverage &&
        (topCoverage < TUNING.minCoverage || rareExtra(r)),
    );
}

/**
 * When the best match lists every item of a kind (all Kit solutions) and a close result is the
 * item the question names in that item's own words ("el Instagram con el kit"): that item.
 */
export function namedItem(k: Knowledge, top: SearchResult, results: SearchResult[]): SearchResult | undefined {
  const listed = k.passage(top.id)?.listOf;
  if (!listed) return undefined;
  const floor = top.score * TUNING.itemScoreShare;
  return results.slice(0, TUNING.rescueDepth).find((r) => {
    const p = k.passage(r.id);
    if (r.score < floor || !p || p.itemOf !== listed) return false;
    return r.queryTerms.some((t) => !k.isGeneric(t) && !k.isScopeTerm(p, t) && inHeading(r, t));
  });
}

/**
 * A passage of the same page that covers more of the question, naming a word the best match
 * lacks, is the more precise answer ("antivirus … con el kit digital": the solution's services,
 * not only its summary). A passage that answers for the head count asked stays the answer.
 */
export function closerSibling(k: Knowledge, top: SearchResult, results: SearchResult[], q: AnalyzedQuery, facets: QueryFacets): SearchResult | undefined {
  const chosen = k.passage(top.id);
  if (facets.employees !== undefined && chosen?.answerFor) return undefined;
  const page = chosen?.links[0]?.path;
  const floor = top.score * TUNING.siblingScoreShare;
  const topCoverage = coverage(k, top, q);
  for (const r of results.slice(0, TUNING.rerankDepth)) {
    if (r.score < floor) break;
    const p = k.passage(r.id);
    // A page's summary (its meta description) names what the page covers, not the facts: never the closer answer.
    const summary = p?.roles?.includes('page-summary');
    if (r.id !== top.id && !summary && p?.links[0]?.path === page && namesWordLacking(k, r, top) && coverage(k, r, q) > topCoverage) return r;
  }
  return undefined;
}

/**
 * A runner-up that scores nearly as well and covers clearly more of the question, naming a word
 * the best match lacks, answers it better ("si pido borrar mis datos, ¿cuánto tardáis en
 * responder?": the privacy rights, not the telephony offer's reply time).
 */
export function closeAndFuller(k: Knowledge, top: SearchResult, results: SearchResult[], q: AnalyzedQuery, facets: QueryFacets): SearchResult | undefined {
  if (facets.employees !== undefined && k.passage(top.id)?.answerFor) return undefined;
  const floor = top.score * TUNING.fullerScoreShare;
  const topCoverage = coverage(k, top, q);
  const itemOf = k.passage(top.id)?.itemOf;
  return results.slice(1, TUNING.rerankDepth).find((r) => {
    if (r.score < floor || coverage(k, r, q) < topCoverage + TUNING.fullerMargin) return false;
    // The list the named item was chosen from ("la solución de oficina virtual" names the solution).
    if (itemOf && k.passage(r.id)?.listOf === itemOf) return false;
    return namesWordLacking(k, r, top);
  });
}
