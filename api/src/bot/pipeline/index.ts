import type { Knowledge } from '../knowledge';
import type { Turn } from '../sessions';
import { decide } from './decide';
import { expand } from './expand';
import { phrase, type BotReply } from './phrase';
import { readQuestion } from './read';
import { rerank } from './rerank';
import { retrieve } from './retrieve';

/**
 * One question through the six steps: read it (beside the chat's earlier turns), expand it with
 * what it may borrow from the last one, retrieve, re-rank, decide to answer or refuse, and phrase
 * the reply. Returns the reply and the turn the chat remembers for the next question.
 */
export function answerQuestion(k: Knowledge, question: string, turns: Turn[], now: Date): { reply: BotReply; turn: Turn } {
  const reading = readQuestion(k, question, turns);
  const retrieval = retrieve(k, reading, expand(k, reading));
  const verdict = decide(k, reading, retrieval, rerank(k, reading, retrieval));
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
