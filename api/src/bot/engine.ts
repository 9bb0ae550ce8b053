import { createHash } from 'node:crypto';
import { siteVocabulary } from './domains';
import { loadKnownQuestions } from './known-questions';
import { Knowledge } from './knowledge';
import { cachedLabels, labelsKey } from './labels-cache';
import { buildPassages, type Passage } from './passages';
import { answerQuestion, replyWith } from './pipeline';
import { labelPrecedents, Precedents, type Expectation, type Labelled } from './pipeline/precedents';
import { coverage } from './pipeline/measures';
import type { BotReply } from './pipeline/phrase';
import { analyzeAsked } from './pipeline/read';
import { search } from './pipeline/retrieve';
import { SessionStore } from './sessions';
import type { AnalyzedQuery } from './text/analyzer';

/** The known questions, labelled once per passage set and day (see `knownPrecedents`). */
const KNOWN_PRECEDENTS = new Map<string, Precedents>();
/** What the engine knows of the site's own passages, built once per content (see `siteKnowledge`). */
const SITE_KNOWLEDGE = new Map<string, Knowledge>();

/**
 * The knowledge of the site's passages. Building it takes about a second and nothing changes it
 * once built, so every engine of a process over the same content shares one (a test file builds
 * several apps; a deploy's smoke check builds one beside its own).
 */
function siteKnowledge(): Knowledge {
  const passages = buildPassages();
  const key = createHash('sha256').update(JSON.stringify(passages)).digest('hex');
  let k = SITE_KNOWLEDGE.get(key);
  if (!k) SITE_KNOWLEDGE.set(key, (k = new Knowledge(passages, siteVocabulary())));
  return k;
}

export type { BotReply } from './pipeline/phrase';
export { noAnswer } from './pipeline/phrase';

export type BotEngineOptions = {
  passages?: Passage[];
  sessions?: SessionStore;
  now?: () => Date;
  /** Questions whose right answer is known; by default the known questions (`known-questions.json`; none with `passages`). */
  precedents?: Expectation[];
  /**
   * Leave out the precedents that would read their answer back to the asked question (`readsBack`:
   * stricter than the screening of a new batch): the evaluation of a seen set and the first look,
   * so they measure what a new question would get and not the set's own answers read back.
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
    this.knowledge = options.passages ? new Knowledge(options.passages, siteVocabulary()) : siteKnowledge();
    this.passages = this.knowledge.passages;
    this.now = options.now ?? (() => new Date());
    // The session memory keeps the engine's time, so a test clock ages both alike.
    this.sessions = options.sessions ?? new SessionStore(undefined, undefined, undefined, () => this.now().getTime());
    // The known questions are about the site's passages: an engine over other passages (a test's) has none unless given.
    this.precedents = options.precedents ? this.labelled(options.precedents) : options.passages ? this.labelled([]) : this.knownPrecedents();
    this.screenNearParaphrases = options.screenNearParaphrases ?? false;
  }

  /** The precedents' answers, as this engine's passages reply to them today (a Kit answer depends on the date). */
  private label(expectations: Expectation[]): Labelled[] {
    const today = this.now();
    return labelPrecedents(this.knowledge, expectations, (question) => replyWith(this.knowledge, question, today));
  }

  private labelled(expectations: Expectation[]): Precedents {
    return new Precedents(this.label(expectations));
  }

  /**
   * The known questions as precedents. Labelling them takes a second or more, so engines over the
   * same passages on the same day share one labelling: in this process, and through the labels'
   * cache (`labels-cache.ts`) across processes.
   */
  private knownPrecedents(): Precedents {
    const questions = loadKnownQuestions();
    const key = labelsKey([this.now().toISOString().slice(0, 10), questions, this.passages]);
    let known = KNOWN_PRECEDENTS.get(key);
    if (!known) KNOWN_PRECEDENTS.set(key, (known = new Precedents(cachedLabels(key, () => this.label(questions)))));
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
