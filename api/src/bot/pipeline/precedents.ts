import { company } from '@site/shared/content/company';
import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import { foldText, overlap, readsBack, tokens, NEAR_PARAPHRASE_THRESHOLD, type Tokens } from '../near-paraphrase';
import { TUNING } from '../tuning';
import type { Verdict } from './decide';
import { analyzeAsked, type Reading } from './read';
import { priorOf, type Retrieval } from './retrieve';

/**
 * A visitor question whose right answer is known (a known question, `known-questions.json`, or a
 * question of an evaluation set), with the page its answer must link first and/or a fact it must state.
 */
export type Expectation = {
  question: string;
  expectPath?: string;
  expectText?: string;
  /** Questions with the same label are asked in order in one chat (follow-ups). */
  session?: string;
};

/** The answer a precedent may point to: a passage's id, or the honest refusal. */
export const REFUSAL = 'refusal';

// Facts the company record may still change (WORKING VALUES), named instead of copied.
export const PLACEHOLDERS: Record<string, string> = {
  '{phone}': company.phone.display,
  '{mobile}': company.mobile.display,
  '{email}': company.email,
  '{city}': company.address.city,
};

export function resolvePlaceholders(text: string | undefined): string | undefined {
  return text?.replace(/\{\w+\}/g, (key) => PLACEHOLDERS[key] ?? key);
}

/** Does a reply meet the expectation? Top-1: its first link and its text (case and accents ignored). */
export function meets(expectation: Expectation, reply: { answer: string; links: { path: string }[] }): boolean {
  const text = resolvePlaceholders(expectation.expectText);
  const pathOk = !expectation.expectPath || reply.links[0]?.path === expectation.expectPath;
  const textOk = !text || foldText(reply.answer).includes(foldText(text));
  return pathOk && textOk;
}

/** The expected answer is the honest refusal ("No tengo información…"). */
function expectsRefusal(e: Expectation): boolean {
  return !!e.expectText && /^no tengo informaci/i.test(foldText(e.expectText));
}

/** For a question, the reply each passage would give it (the question is read once). */
export type ReplyWith = (question: string) => (passage: Passage) => { answer: string; links: { path: string }[] };

/**
 * The passages that answer the expectation (or the refusal): those whose own text meets it, or
 * failing any, those whose reply does (the reply may add a listed fact or a runner-up's sentence,
 * which would make half a page "answer" a question if it were asked first).
 */
function answersOf(k: Knowledge, e: Expectation, replyWith: ReplyWith): string[] {
  if (expectsRefusal(e)) return [REFUSAL];
  const onPage = k.passages.filter((p) => !e.expectPath || p.links[0]?.path === e.expectPath);
  const own = onPage.filter((p) => meets(e, { answer: p.text, links: p.links }));
  if (own.length || !e.expectText) return own.map((p) => p.id);
  const folded = foldText(resolvePlaceholders(e.expectText)!);
  // Only a passage that carries the fact in its list, or any of the page when a page was named, can reply with it.
  const candidates = e.expectPath ? onPage : onPage.filter((p) => foldText((p.facts ?? []).join(' ')).includes(folded));
  const reply = replyWith(e.question);
  return candidates.filter((p) => meets(e, reply(p))).map((p) => p.id);
}

/** A precedent close to the question, and how similar it is. */
export type Neighbour = { similarity: number; precedent: Precedent };

/** A known question as labelled: its subject words and the answers (passage ids or the refusal) that meet it. */
export type Labelled = { question: string; terms: string[]; answers: string[] };

export type Precedent = Labelled & { tokens: Tokens };

/** How the vote is asked: `screenNearParaphrases` leaves out precedents that repeat the question's words. */
export type VoteOptions = { screenNearParaphrases?: boolean };

/**
 * Labels the known questions: each with the answers that meet it (leaving out a follow-up, a
 * question no one answer or too many answer, and the same question written again with the same
 * answer). The slow part of the precedents (every candidate passage's reply is phrased), and a
 * pure function of the questions, the knowledge and the day, so the engine may keep its result.
 */
export function labelPrecedents(k: Knowledge, expectations: Expectation[], replyWith: ReplyWith): Labelled[] {
  const labelled: Labelled[] = [];
  const seenChats = new Set<string>();
  const byAnswers = new Map<string, Tokens[]>();
  for (const e of expectations) {
    if (e.session) {
      if (seenChats.has(e.session)) continue;
      seenChats.add(e.session);
    }
    const answers = answersOf(k, e, replyWith);
    // A page-only expectation of a page with many facts ("/telefonia") names no one answer.
    if (!answers.length || answers.length > TUNING.precedentMaxAnswers) continue;
    const terms = [...new Set(analyzeAsked(k, e.question).contentTerms)];
    if (!terms.length) continue;
    // The same question written again with the same answer is one piece of evidence, not several.
    const same = answers.join(' ');
    const asked = tokens(e.question);
    const earlier = byAnswers.get(same) ?? byAnswers.set(same, []).get(same)!;
    if (earlier.some((t) => overlap(t, asked) >= NEAR_PARAPHRASE_THRESHOLD)) continue;
    earlier.push(asked);
    labelled.push({ question: e.question, terms, answers });
  }
  return labelled;
}

/**
 * Step 5b, precedents: questions visitors asked before whose right answer is known. A new
 * question that reads like them (the same subject words, weighted by how rare they are among the
 * precedents) most likely wants the same answer: "¿qué cobertura tiene la red?" and "¿llega bien
 * la señal de O2 a mi pueblo?" share no phrasing with the coverage passage's text, but share
 * "cobertura"/"red"/"señal" with questions whose answer was that passage. Their votes and the
 * engine's own choice are weighed together, so one distant precedent does not overturn a clear
 * answer and a clear precedent overturns a choice made on a coincidental word.
 *
 * Follow-ups are left to the chat's context: a precedent is only a stand-alone question (or the
 * first of a chat), and a follow-up question is not put to the vote.
 */
export class Precedents {
  private readonly precedents: Precedent[] = [];
  /** In how many precedents each term occurs, and where. */
  private readonly postings = new Map<string, number[]>();

  /** The known questions as `labelPrecedents` labelled them. */
  constructor(labelled: readonly Labelled[]) {
    for (const { question, terms, answers } of labelled) {
      const at = this.precedents.push({ question, tokens: tokens(question), terms, answers }) - 1;
      for (const t of terms) (this.postings.get(t) ?? this.postings.set(t, []).get(t)!).push(at);
    }
  }

  get size(): number {
    return this.precedents.length;
  }

  /** Each precedent's length as a vector of term weights, worked out once (the weights never change after construction). */
  private readonly norms: number[] = [];

  /** A term's weight: rare among the precedents, strong evidence. */
  private weight(term: string): number {
    return Math.log((this.precedents.length + 1) / ((this.postings.get(term)?.length ?? 0) + 1)) + 1;
  }

  private norm(at: number): number {
    return (this.norms[at] ??= Math.hypot(...this.precedents[at].terms.map((t) => this.weight(t))));
  }

  /** The answers the closest precedents point to, each with its weight of votes. */
  vote(question: string, terms: string[], options: VoteOptions = {}): Map<string, number> {
    const votes = new Map<string, number>();
    for (const { similarity, precedent } of this.closest(question, terms, options)) {
      // A precedent that several passages answer is evidence for each, split between them.
      const share = similarity ** TUNING.precedentSimilarityPower / Math.sqrt(precedent.answers.length);
      for (const answer of precedent.answers) votes.set(answer, (votes.get(answer) ?? 0) + share);
    }
    return votes;
  }

  /** The precedents that vote on a question, closest first, with their similarity. */
  closest(question: string, terms: string[], options: VoteOptions = {}): Neighbour[] {
    const asked = [...new Set(terms)];
    const askedNorm = Math.hypot(...asked.map((t) => this.weight(t)));
    const shared = new Map<number, number>();
    for (const t of asked) for (const at of this.postings.get(t) ?? []) shared.set(at, (shared.get(at) ?? 0) + this.weight(t) ** 2);
    const screen = options.screenNearParaphrases ? tokens(question) : undefined;
    const close: Neighbour[] = [];
    for (const [at, dot] of shared) {
      const precedent = this.precedents[at];
      const similarity = dot / (askedNorm * this.norm(at));
      if (similarity < TUNING.precedentMinSimilarity) continue;
      if (screen && readsBack(screen, precedent.tokens)) continue;
      close.push({ similarity, precedent });
    }
    close.sort((a, b) => b.similarity - a.similarity);
    return close.slice(0, TUNING.precedentNeighbours);
  }
}

/**
 * The engine's verdict weighed against the precedents' votes. The engine's own choice (an answer
 * or the refusal) counts as `precedentEngineVote`, plus `precedentCoverageVote` times the share
 * of the question its answer covers (a search that matched the whole question outweighs a few
 * distant precedents, one that matched on a coincidental word does not), or plus
 * `precedentRefusalVote` when it refuses (the honest refusal is not given up for one near miss). A precedent may choose
 * only among the passages the search found (or the refusal): "¿me hacéis un logo?" shares "logo"
 * with a question about the e-invoices' logo, but the search does not find the invoices for it.
 */
export function weighPrecedents(
  k: Knowledge,
  verdict: Verdict,
  votes: Map<string, number>,
  found: readonly string[],
  prior: (passage: Passage) => number,
): Verdict {
  if (!votes.size) return verdict;
  const own = verdict.answers && verdict.passage ? verdict.passage.id : REFUSAL;
  const certainty = own === REFUSAL ? TUNING.precedentRefusalVote : TUNING.precedentCoverageVote * Math.min(1, verdict.covered ?? 0);
  // A precedent's answer is held to the search's priors, penalties only: a Kit solution for a
  // question that names no subsidy, the other plan mode, a sibling with other tags.
  const weighed = (answer: string, weight: number) => (answer === REFUSAL ? weight : weight * Math.min(1, prior(k.passage(answer)!)));
  const tally = new Map([...votes].filter(([answer]) => answer === REFUSAL || found.includes(answer)).map(([answer, weight]) => [answer, weighed(answer, weight)]));
  tally.set(own, (tally.get(own) ?? 0) + TUNING.precedentEngineVote + certainty);
  let best = own;
  for (const [answer, weight] of tally) if (weight > tally.get(best)!) best = answer;
  if (best === own) return verdict;
  if (best === REFUSAL) return { ...verdict, answers: false, priceNotPublished: false };
  const passage = k.passage(best);
  return passage ? { passage, score: verdict.score, answers: true, followUp: verdict.followUp, covered: verdict.covered } : verdict;
}

/**
 * Step 5b in the pipeline: a stand-alone question's verdict weighed against the precedents' votes.
 * A follow-up is read with the chat's context, which no precedent shares, so it keeps its verdict.
 */
export function consultPrecedents(
  k: Knowledge,
  reading: Reading,
  retrieval: Retrieval,
  verdict: Verdict,
  precedents: Precedents,
  options?: VoteOptions,
): Verdict {
  if (retrieval.followUp || retrieval.repeat) return verdict;
  const votes = precedents.vote(reading.question, reading.q.contentTerms, options);
  const found = retrieval.results.slice(0, TUNING.rescueDepth).map((r) => r.id);
  return weighPrecedents(k, verdict, votes, found, priorOf(k, retrieval));
}
