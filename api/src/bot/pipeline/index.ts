import { computeAnswer } from '../compute';
import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import type { Turn } from '../sessions';
import { decide } from './decide';
import { expand } from './expand';
import { phrase, type BotReply } from './phrase';
import { decisivePassage } from './kinds';
import { combineReplies, splitNeeds } from './needs';
import { consultPrecedents, type Precedents, type VoteOptions } from './precedents';
import { readQuestion } from './read';
import { FOLLOW_UP_LEAD, POINTS_BACK } from '../text/conversation';
import { rerank } from './rerank';
import { retrieve } from './retrieve';

/**
 * One question through the six steps: read it (beside the chat's earlier turns), expand it with
 * what it may borrow from the last one, retrieve, re-rank, decide to answer or refuse (weighed
 * against the precedents' votes for a stand-alone question), and phrase the reply. Before the
 * search decides, a total, comparison, extreme, budget, Kit combination or portfolio filter is
 * worked out from the records (`compute/`), and a decisive kind of question settles its passage
 * (`kinds.ts`). A message with two or three needs (`needs.ts`) gets a part for each. Returns the
 * reply and the turn the chat remembers for the next question.
 */
export function answerQuestion(
  k: Knowledge,
  question: string,
  turns: Turn[],
  now: Date,
  precedents?: Precedents,
  voteOptions?: VoteOptions,
): { reply: BotReply; turn: Turn } {
  const whole = answerOne(k, question, turns, now, precedents, voteOptions);
  const needs = splitNeeds(question);
  if (needs.length < 2 || whole.computed) return whole;
  // Two or three needs in one message ("una web y además que me llevéis las redes"): each answered on its own.
  // A part that leans on the one before ("¿y cuánto cuesta?", "¿eso incluye…?") is no need of its own.
  const parts = needs
    .filter((need) => !POINTS_BACK.test(need) && !FOLLOW_UP_LEAD.test(need))
    .map((need) => answerOne(k, need, [], now, precedents, voteOptions))
    .filter((p) => !p.reply.fallback && !p.reply.passages[0]?.smallTalk);
  // Needs of different pages: two parts on one page are one need asked in two sentences.
  const distinct = parts.filter((p, i) => parts.findIndex((o) => o.reply.links[0]?.path === p.reply.links[0]?.path) === i);
  if (distinct.length < 2) return whole;
  // The need the whole message's answer was about comes first; an answer to none of the parts stands.
  const main = distinct.findIndex((p) => p.reply.links[0]?.path === whole.reply.links[0]?.path);
  if (main < 0 && !whole.reply.fallback) return whole;
  // The whole message's own answer stands for its need (it read that need with all the words).
  const ordered = main >= 0 ? [whole, ...distinct.filter((_, i) => i !== main)] : distinct;
  return { reply: combineReplies(ordered.map((p) => p.reply)), turn: ordered[0].turn };
}

/** One need through the steps; `computed` when the answer was worked out from the records. */
function answerOne(
  k: Knowledge,
  question: string,
  turns: Turn[],
  now: Date,
  precedents?: Precedents,
  voteOptions?: VoteOptions,
): { reply: BotReply; turn: Turn; computed?: boolean } {
  const reading = readQuestion(k, question, turns);
  const retrieval = retrieve(k, reading, expand(k, reading));
  // A total, a comparison, an extreme, a budget or a Kit combination is worked out from the records.
  const computed = computeAnswer(question, now);
  if (computed) {
    const reply: BotReply = { answer: computed.answer, links: computed.links, passages: [], topic: computed.topic, score: 1, fallback: false, followUp: false };
    return { reply, computed: true, turn: { terms: retrieval.terms, facets: retrieval.facets, topic: computed.topic, passageId: computed.passageId, score: 1, at: now.getTime() } };
  }
  // "Vuestro Instagram", "¿qué tal la cobertura?": a kind of question that settles its passage.
  const settled = decisivePassage(k, reading);
  const decided = settled ? { passage: settled, score: 1, answers: true, followUp: false } : decide(k, reading, retrieval, rerank(k, reading, retrieval));
  const verdict = precedents && !settled ? consultPrecedents(k, reading, retrieval, decided, precedents, voteOptions) : decided;
  const reply = phrase(k, reading, retrieval, verdict, now);
  // A greeting or a miss is no topic for the next question to lean on.
  const remembered = !reply.fallback && !verdict.passage?.smallTalk;
  const turn: Turn = {
    terms: remembered ? retrieval.terms : reading.q.contentTerms,
    facets: retrieval.facets,
    topic: remembered ? reply.topic : undefined,
    passageId: remembered ? verdict.passage?.id : undefined,
    score: verdict.score,
    at: now.getTime(),
  };
  return { reply, turn };
}

/** The reply each passage gives to a stand-alone question, as `answerQuestion` would phrase it (precedents' answers). */
export function replyWith(k: Knowledge, question: string, now: Date): (passage: Passage) => BotReply {
  const reading = readQuestion(k, question);
  const retrieval = retrieve(k, reading, expand(k, reading));
  return (passage) => phrase(k, reading, retrieval, { passage, score: 0, answers: true, followUp: false }, now);
}
