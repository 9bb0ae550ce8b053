import { siteVocabulary } from './domains';
import { Knowledge } from './knowledge';
import { buildPassages, type Passage } from './passages';
import { answerQuestion } from './pipeline';
import { coverage } from './pipeline/measures';
import type { BotReply } from './pipeline/phrase';
import { analyzeAsked } from './pipeline/read';
import { search } from './pipeline/retrieve';
import { SessionStore } from './sessions';
import type { AnalyzedQuery } from './text/analyzer';

export type { BotReply } from './pipeline/phrase';
export { noAnswer } from './pipeline/phrase';

export type BotEngineOptions = {
  passages?: Passage[];
  sessions?: SessionStore;
  now?: () => Date;
};

/**
 * NavegaBot's answer engine: minisearch over passages generated from the content records, with
 * Spanish analysis, synonyms, facets (plan mode, head count) and follow-ups in context. A question
 * goes through six steps (`pipeline/index.ts`): read, expand, retrieve, re-rank, decide, phrase.
 * What it knows of each part of the site (passages and words) is in `domains/`; its numbers are in
 * `tuning.ts`.
 */
export class BotEngine {
  readonly passages: Passage[];
  readonly sessions: SessionStore;
  private readonly knowledge: Knowledge;
  private readonly now: () => Date;

  constructor(options: BotEngineOptions = {}) {
    this.passages = options.passages ?? buildPassages();
    this.now = options.now ?? (() => new Date());
    // The session memory keeps the engine's time, so a test clock ages both alike.
    this.sessions = options.sessions ?? new SessionStore(undefined, undefined, undefined, () => this.now().getTime());
    this.knowledge = new Knowledge(this.passages, siteVocabulary());
  }

  /** Answers a question; with a session name, earlier turns give a short follow-up its context. */
  ask(question: string, sessionName?: string): BotReply {
    const { reply, turn } = answerQuestion(this.knowledge, question, sessionName ? this.sessions.turns(sessionName) : [], this.now());
    if (sessionName) this.sessions.record(sessionName, turn);
    return reply;
  }

  /** The best passages for a question on its own, with what they matched (debugging, the bench). */
  explain(question: string, limit = 5) {
    const k = this.knowledge;
    const q = analyzeAsked(k, question);
    return search(k, q.contentTerms, [], q.facets, q.expanded, q.addressed)
      .slice(0, limit)
      .map((r) => ({ id: r.id, score: Number(r.score.toFixed(2)), coverage: coverage(k, r, q), matched: r.queryTerms, terms: r.terms }));
  }

  /** The analyser's reading of a question, as `ask` reads it (tests and the bench print it). */
  analyze(question: string): AnalyzedQuery {
    return analyzeAsked(this.knowledge, question);
  }
}
