import type { SearchResult } from 'minisearch';
import type { BotLink } from '@site/shared/schemas/chat';
import type { Knowledge } from '../knowledge';
import { honestRefusal, priceOnRequest } from '../domains/contact/refusal';
import type { Passage } from '../passages';
import type { AnalyzedQuery } from '../text/analyzer';
import { TUNING } from '../tuning';
import type { Verdict } from './decide';
import type { Reading } from './read';
import type { Retrieval } from './retrieve';

/** What the engine answers, plus what the route, the LLM step and the evaluation need. */
export type BotReply = {
  /** Plain text, Spanish. */
  answer: string;
  links: BotLink[];
  /** The passages the answer rests on, best first (the LLM step may phrase from them). */
  passages: Passage[];
  /** Topic of the answering passage; undefined when the bot had nothing to say. */
  topic?: string;
  score: number;
  fallback: boolean;
  followUp: boolean;
};

/** The answer when nothing matches: honest, with the way to reach a person (the contact domain words it). */
export function noAnswer(): Pick<BotReply, 'answer' | 'links'> {
  return honestRefusal();
}

/**
 * Step 6: the reply. The passage's answer for the question's context (a head count, today's Kit
 * Digital status), with the sentence of a close runner-up that states a fact it lacks; or the
 * honest refusal.
 */
export function phrase(k: Knowledge, r: Reading, retrieval: Retrieval, verdict: Verdict, now: Date): BotReply {
  const { passage, score, followUp } = verdict;
  if (passage && verdict.priceNotPublished) return { ...priceOnRequest(passage.links[0], passage.text), passages: [passage], score, fallback: true, followUp };
  if (!passage || !verdict.answers) return { ...noAnswer(), passages: [], score, fallback: true, followUp };
  const answer = passage.answerFor?.({ employees: retrieval.facets.employees, selfEmployed: retrieval.facets.employees === 1 ? retrieval.facets.selfEmployed : undefined, now }) ?? passage.text;
  const facts = namedFacts(k, answer, r.q, passage);
  const stated = facts.length ? `${answer}\n${facts.map((f) => `- ${f}`).join('\n')}` : answer;
  const detail = passage.smallTalk ? undefined : missingDetail(k, stated, r.q, retrieval.results, passage);
  return {
    answer: detail ? `${stated}\n${detail.sentence}` : stated,
    links: passage.links.slice(0, TUNING.maxLinks),
    passages: detail ? [passage, detail.passage] : [passage],
    topic: passage.topic,
    score,
    fallback: false,
    followUp,
  };
}

/**
 * A rare word the question names ("¿la fibra es simétrica?", "¿portabilidad?") that the chosen
 * answer never says, said by a close runner-up in a sentence that also shares another of the
 * question's terms, or by a passage of the answer's own page ("¿algún ejemplo de web de
 * inmobiliaria?": the portfolio's summary, and the project that is one): that sentence, so the
 * answer states the fact asked.
 */
export function missingDetail(k: Knowledge, answer: string, q: AnalyzedQuery, candidates: SearchResult[], chosen: Passage) {
  const answerTokens = k.analyzer.analyzeDocument(answer);
  const missing = q.contentTerms.filter((t) => !t.startsWith('_') && !q.expanded.has(t) && !q.addressed.has(t) && k.isRare(t) && !answerTokens.includes(t));
  if (!missing.length || !candidates.length) return undefined;
  const floor = candidates[0].score * TUNING.detailScoreShare;
  const sentences = candidates
    .slice(0, TUNING.rerankDepth)
    .filter((r) => r.score >= floor)
    .map((r) => k.passage(r.id))
    .filter((p): p is Passage => !!p && p.id !== chosen.id && !p.smallTalk)
    .flatMap((p) =>
      p.text
        .split(/(?<=[.!?])\s+|\n/)
        .filter((sentence) => sentence.length <= TUNING.detailMaxChars && !answer.includes(sentence))
        .map((sentence) => {
          const tokens = k.analyzer.analyzeDocument(sentence);
          const shared = q.contentTerms.filter((t) => !k.isGeneric(t) && tokens.includes(t));
          return { sentence: sentence.trim(), passage: p, shared, names: missing.some((t) => shared.includes(t)) };
        }),
    )
    .filter((s) => s.names);
  // A sentence sharing two of the question's words; else, on the answer's own page, one naming the rare word the answer lacks.
  const found = sentences.find((s) => s.shared.length >= 2) ?? sentences.find((s) => s.passage.links[0]?.path === chosen.links[0]?.path);
  return found && { sentence: found.sentence, passage: found.passage };
}

/**
 * The items of the passage's list (`Passage.facts`) that name a word of the question the answer
 * does not say ("¿la centralita tiene locución de bienvenida?": the switchboard's feature), so the
 * answer states what was asked.
 */
export function namedFacts(k: Knowledge, answer: string, q: AnalyzedQuery, passage: Passage): string[] {
  if (!passage.facts?.length) return [];
  const said = new Set(k.analyzer.analyzeDocument(answer));
  const asked = q.contentTerms.filter((t) => !t.startsWith('_') && !k.isGeneric(t) && !q.expanded.has(t) && !said.has(t));
  return passage.facts.filter((fact) => k.analyzer.analyzeDocument(fact).some((t) => asked.includes(t))).slice(0, TUNING.maxFacts);
}
