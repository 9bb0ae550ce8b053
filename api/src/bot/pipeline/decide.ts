import type { SearchResult } from 'minisearch';
import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import { asksSomething } from '../text/conversation';
import { fold } from '../text/analyzer';
import { TUNING } from '../tuning';
import { coverage, inHeading } from './measures';
import type { Reading } from './read';
import { priorOf, search, type Retrieval } from './retrieve';

/** Step 5: whether the chosen passage answers the question, or the honest "no tengo información". */
export type Verdict = {
  /** The passage that answers; undefined when nothing was found. */
  passage?: Passage;
  score: number;
  /** False: the honest refusal (also when a passage was found but is not an answer). */
  answers: boolean;
  followUp: boolean;
  /** How much of the question the passage covers (`matchedShare`): how sure the engine is of it. */
  covered?: number;
  /** Refused because a price was asked of a passage that states none: the reply offers a quote and the passage's page. */
  priceNotPublished?: boolean;
};

/**
 * How much of the question the chosen result answers (0 when it matched by coincidence): its
 * coverage, unless half the question matched only in the body of a passage about something else,
 * only the question's broad words matched, or a lone word was found only in several bodies.
 */
export function matchedShare(k: Knowledge, r: Reading, top: SearchResult): number {
  const { q } = r;
  const matched = coverage(k, top, q);
  // "¿cuál es el sentido de la vida?" and a paragraph saying "tienen sentido": a coincidence.
  const inBodyOnly = !inHeading(top);
  if (matched <= TUNING.minCoverage && inBodyOnly) return 0;
  // "¿cuánto cuesta el hosting al mes?" and a mobile tariff "al mes": the passage is not about what was asked.
  if (top.queryTerms.every((t) => k.isGeneric(t)) && q.contentTerms.some((t) => !k.isGeneric(t))) return 0;
  // "¿qué tal el tiempo hoy?" and the texts' "tiempo real": no passage is about it.
  const lone = q.contentTerms.length === 1 ? q.contentTerms[0] : undefined;
  if (lone && inBodyOnly && k.passagesUsing(lone) > TUNING.loneWordMaxPassages) return 0;
  return matched;
}

/**
 * A concept the word lists name and no passage carries (insurance, the weather, our head count) is
 * something the site does not offer or say: the honest answer, whatever else matched.
 */
export function namesAbsentConcept(k: Knowledge, r: Reading): boolean {
  return r.q.contentTerms.some((t) => t.startsWith('_') && !k.isSmallTalk(t) && !k.carries(t));
}

/** "¿Cuánto cuesta…?", "precio de…", "¿cuánto cobráis…?": the visitor wants a figure. */
const ASKS_PRICE = /\b(precios?|cuesta|cuestan|costaria|costarian|cuanto vale|cuanto valen|cuanto cobrais|cuanto cobran)\b/u;
/** A passage that speaks of prices: an amount in euros, how it is quoted or taxed. */
const STATES_PRICE = /\d\s*(€|euros?\b)|\bcoste|\bprecio|\bpresupuesto|\biva\b|\bcobr|\btarifa/u;
/** Free of charge: a price when that is what the visitor asks about ("¿la versión gratuita cuesta algo?"). */
const FREE = /\bgratu|\bgratis\b/u;

/**
 * A price asked of a passage that states none ("¿cuánto cuesta el hosting?" and the hosting
 * service, "¿precio de NavegaTime Business?" and a list of versions of which one is free): the
 * site does not publish that price, so the honest answer is that we do not have it
 * and the way to ask for a quote, not a description that leaves the visitor looking for a figure.
 */
export function pricelessAnswer(r: Reading, passage: Passage | undefined): boolean {
  const question = fold(r.question);
  if (!passage || passage.smallTalk || !ASKS_PRICE.test(question)) return false;
  const text = fold(passage.text);
  // "Versiones: Gratuita, Básica, Business" prices only the free one.
  return !STATES_PRICE.test(text) && !(FREE.test(text) && FREE.test(question));
}

/** Answer or refuse: enough evidence, enough of the question covered, nothing absent named; else small talk or the refusal. */
export function decide(k: Knowledge, r: Reading, retrieval: Retrieval, top: SearchResult | undefined): Verdict {
  const { q, question } = r;
  let passage: Passage | undefined;
  let score = 0;
  let matched = 0;
  if (retrieval.repeat) {
    ({ passage, score } = retrieval.repeat);
    matched = 1;
  } else if (top) {
    passage = k.passage(top.id);
    score = top.score;
    matched = matchedShare(k, r, top);
  }
  // How much the passage shares with the question, before the ranking's priors (a broad page
  // summary, a Kit solution for a question that names no subsidy) lowered it.
  const prior = passage ? Math.min(1, priorOf(k, retrieval)(passage)) : 1;
  const evidence = prior > 0 ? score / prior : score;
  const found = !!passage && evidence >= TUNING.minScore && matched >= TUNING.minCoverage && !namesAbsentConcept(k, r);
  if (found && pricelessAnswer(r, passage)) return { passage, score, answers: false, followUp: retrieval.followUp, priceNotPublished: true };
  if (found) return { passage, score, answers: true, followUp: retrieval.followUp, covered: matched };
  // "mil gracias", "hola chicos": one more word that says nothing we know, so the greeting or the
  // thanks is what to answer. "hola, ¿me hacéis un logo?" asks something we do not know: the miss.
  const smallTalk = q.terms.filter((t) => k.isSmallTalk(t));
  const asks = q.contentTerms.some((t) => !k.isSmallTalk(t)) && asksSomething(question);
  if (smallTalk.length && q.contentTerms.length <= 1 && !asks) {
    const talk = search(k, smallTalk, [], {})[0];
    const talkPassage = talk && talk.score >= TUNING.minScore ? k.passage(talk.id) : undefined;
    if (talkPassage) return { passage: talkPassage, score: talk.score, answers: true, followUp: false, covered: matched };
  }
  return { passage, score, answers: false, followUp: retrieval.followUp };
}
