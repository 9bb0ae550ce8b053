import { createHash } from 'node:crypto';
import { siteVocabulary } from './domains';
import { Knowledge } from './knowledge';
import { buildPassages, type Passage } from './passages';
import { answerQuestion, replyWith } from './pipeline';
import { loadExpectations, Precedents, type Expectation } from './pipeline/precedents';
import { coverage } from './pipeline/measures';
import type { BotReply } from './pipeline/phrase';
import { analyzeAsked } from './pipeline/read';
import { search } from './pipeline/retrieve';
import { SessionStore } from './sessions';
import type { AnalyzedQuery } from './text/analyzer';

/** The known questions, labelled once per passage set and day (see `knownPrecedents`). */
const KNOWN_PRECEDENTS = new Map<string, Precedents>();

export type { BotReply } from './pipeline/phrase';
export { noAnswer } from './pipeline/phrase';

export type BotEngineOptions = {
  passages?: Passage[];
  sessions?: SessionStore;
  now?: () => Date;
  /** Questions whose right answer is known; by default the tuning and dev sets (none with `passages`). */
  precedents?: Expectation[];
  /**
   * Leave out the precedents that repeat the asked question's words (near-paraphrases), as a new
   * batch's questions are screened: the evaluation of a seen set, so it measures what a new
   * question would get and not the set's own answers read back.
   */
  screenNearParaphrases?: boolean;
};

/**
 * NavegaBot's answer engine: minisearch over passages generated from the content records, with
 * Spanish analysis, synonyms, facets (plan mode, head count) and follow-ups in context. A question
 * goes through six steps (`pipeline/index.ts`): read, expand, retrieve, re-rank, decide (weighed
 * against the precedents: known questions like it, `pipeline/precedents.ts`), phrase.
 * What it knows of each part of the site (passages and words) is in `domains/`; its numbers are in
 * `tuning.ts`.
 */
export class BotEngine {
  readonly passages: Passage[];
  readonly sessions: SessionStore;
  private readonly knowledge: Knowledge;
  private readonly now: () => Date;
  private readonly precedents: Precedents;
  private readonly screenNearParaphrases: boolean;

  constructor(options: BotEngineOptions = {}) {
    this.passages = options.passages ?? buildPassages();
    this.now = options.now ?? (() => new Date());
    // The session memory keeps the engine's time, so a test clock ages both alike.
    this.sessions = options.sessions ?? new SessionStore(undefined, undefined, undefined, () => this.now().getTime());
    this.knowledge = new Knowledge(this.passages, siteVocabulary());
    // The known questions are about the site's passages: an engine over other passages (a test's) has none unless given.
    this.precedents = options.precedents ? this.labelled(options.precedents) : options.passages ? this.labelled([]) : this.knownPrecedents();
    this.screenNearParaphrases = options.screenNearParaphrases ?? false;
  }

  /** The precedents' answers, as this engine's passages reply to them today (a Kit answer depends on the date). */
  private labelled(expectations: Expectation[]): Precedents {
    const today = this.now();
    return new Precedents(this.knowledge, expectations, (question) => replyWith(this.knowledge, question, today));
  }

  /**
   * The tuning and dev sets as precedents. Labelling them takes about a second, so engines over the
   * same passages on the same day (the tests build many) share one labelling.
   */
  private knownPrecedents(): Precedents {
    const key = createHash('sha256')
      .update(this.now().toISOString().slice(0, 10))
      .update(JSON.stringify(this.passages.map((p) => [p.id, p.text, p.links[0]?.path])))
      .digest('hex');
    let known = KNOWN_PRECEDENTS.get(key);
    if (!known) KNOWN_PRECEDENTS.set(key, (known = this.labelled(loadExpectations())));
    return known;
  }

  /** Answers a question; with a session name, earlier turns give a short follow-up its context. */
  ask(question: string, sessionName?: string): BotReply {
    const { reply, turn } = answerQuestion(
      this.knowledge,
      question,
      sessionName ? this.sessions.turns(sessionName) : [],
      this.now(),
      this.precedents,
      { screenNearParaphrases: this.screenNearParaphrases },
    );
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
