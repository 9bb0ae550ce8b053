import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import type { Turn } from '../sessions';
import { decide } from './decide';
import { expand } from './expand';
import { phrase, type BotReply } from './phrase';
import { consultPrecedents, type Precedents, type VoteOptions } from './precedents';
import { readQuestion } from './read';
import { rerank } from './rerank';
import { retrieve } from './retrieve';

/**
 * One question through the six steps: read it (beside the chat's earlier turns), expand it with
 * what it may borrow from the last one, retrieve, re-rank, decide to answer or refuse (weighed
 * against the precedents' votes for a stand-alone question), and phrase the reply. Returns the
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
  const reading = readQuestion(k, question, turns);
  const retrieval = retrieve(k, reading, expand(k, reading));
  const decided = decide(k, reading, retrieval, rerank(k, reading, retrieval));
  const verdict = precedents ? consultPrecedents(k, reading, retrieval, decided, precedents, voteOptions) : decided;
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
