import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { BotLink } from '@site/shared/schemas/chat';
import { company } from '@site/shared/content/company';
import { buildPassages, type Passage } from './passages';
import { pageLink, phoneLink } from './passages/links';
import { SessionStore, type Turn } from './sessions';
import { SpanishAnalyzer, type AnalyzedQuery, type QueryFacets } from './text/analyzer';
import { GENERIC_TERMS } from './text/vocabulary';

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

export type BotEngineOptions = {
  passages?: Passage[];
  sessions?: SessionStore;
  now?: () => Date;
};

// Field weights: a record's name says more than its keywords, and those more than its text.
const BOOST = { title: 3, keywords: 2, text: 1 };
// Weight of the previous question's terms in a follow-up: context, never the main subject.
const CONTEXT_WEIGHT = 0.4;
// Below this the best passage shares too little with the question to be its answer
// (calibrated on api/src/bot/eval/questions.json: off-topic questions score under it).
const MIN_SCORE = 3.5;
// A short question above this stands on its own even with a previous turn ("horario").
const CONFIDENT_SCORE = 12;
// Share of the question's own words the best passage must match: "¿vendéis coches de segunda
// mano?" shares one word with the marketplace solution, which is not an answer.
const MIN_COVERAGE = 0.5;
const MAX_LINKS = 3;
// With the mode boost (x1.5 when it matches) this leaves the mode word about as strong as elsewhere.
const MODE_WORD_FACTOR = 1 / 3;
// Terms that only refine the previous question ("¿y en empresa?", "¿y para 5 empleados?").
const FACET_TERMS = new Set(['_empleados', '_empresa', '_personal', 'autonom']);
const FOLLOW_UP_LEAD = /^[\s¿¡"']*(y|e|entonces|pero|vale y|ok y|y si|tambien|también|igual)\b/i;

/** The answer when nothing matches: honest, with the way to reach a person. */
export function noAnswer(): Pick<BotReply, 'answer' | 'links'> {
  return {
    answer: `No tengo información sobre eso en nuestra web. Escríbenos desde Contacto o llámanos al ${company.phone.display} (${company.hours.label}) y te ayudamos.`,
    links: [pageLink('/contacto'), phoneLink],
  };
}

/**
 * NavegaBot's answer engine: minisearch over passages generated from the content records,
 * with Spanish analysis, synonyms, facets (plan mode, head count) and follow-ups in context.
 */
export class BotEngine {
  readonly passages: Passage[];
  readonly sessions: SessionStore;
  private readonly byId: Map<string, Passage>;
  private readonly scopeTerms = new Map<string, Set<string>>();
  private readonly tagTerms = new Map<string, Set<string>>();
  private readonly allTagTerms = new Set<string>();
  private readonly analyzer: SpanishAnalyzer;
  private readonly index: MiniSearch<Passage>;
  private readonly now: () => Date;

  constructor(options: BotEngineOptions = {}) {
    this.passages = options.passages ?? buildPassages();
    this.now = options.now ?? (() => new Date());
    // The session memory keeps the engine's time, so a test clock ages both alike.
    this.sessions = options.sessions ?? new SessionStore(undefined, undefined, undefined, () => this.now().getTime());
    this.byId = new Map(this.passages.map((p) => [p.id, p]));
    // The records' words teach the analyser how a visitor's unaccented spelling should read
    // ("telefonia" → "telefonía") and what a misspelt word most likely is ("fivra" → "fibra").
    const words = this.passages.flatMap((p) => `${p.title} ${p.keywords ?? ''} ${p.text}`.split(/[^\p{L}]+/u)).filter(Boolean);
    this.analyzer = new SpanishAnalyzer(words);
    for (const p of this.passages) {
      if (p.scope) this.scopeTerms.set(p.id, new Set(this.analyzer.analyzeDocument(p.scope)));
      if (p.tags) {
        const tags = new Set(this.analyzer.analyzeDocument(p.tags));
        this.tagTerms.set(p.id, tags);
        for (const t of tags) this.allTagTerms.add(t);
      }
    }
    this.index = new MiniSearch<Passage>({
      fields: ['title', 'keywords', 'text'],
      tokenize: (text) => this.analyzer.analyzeDocument(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: BOOST,
        // Concept tokens (`_precio`) are exact; real stems tolerate typos and partial words.
        fuzzy: (term) => (/^[_\d]/.test(term) || term.length < 4 ? false : 0.2),
        prefix: (term) => !/^[_\d]/.test(term) && term.length >= 4,
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
      },
    });
    this.index.addAll(this.passages);
  }

  /** Answers a question; with a session name, earlier turns give a short follow-up its context. */
  ask(question: string, sessionName?: string): BotReply {
    const now = this.now();
    const q = this.analyzer.analyzeQuery(question);
    const previous = sessionName ? lastTopicalTurn(this.sessions.turns(sessionName)) : undefined;
    const facets: QueryFacets = { ...q.facets };
    if (q.bareNumber !== undefined && previous && (previous.facets.employees !== undefined || previous.topic?.startsWith('kit'))) {
      facets.employees = q.bareNumber;
    }
    const lead = FOLLOW_UP_LEAD.test(question);
    const onlyRefines =
      !!previous && (q.contentTerms.length ? q.contentTerms.every((t) => FACET_TERMS.has(t)) : facets.employees !== undefined);

    let followUp = false;
    let terms = q.contentTerms;
    let passage: Passage | undefined;
    let score = 0;
    let matched = 0;

    const previousPassage = previous?.passageId ? this.byId.get(previous.passageId) : undefined;
    if (onlyRefines && previousPassage?.answerFor && facets.employees !== undefined) {
      // "¿y para 20 empleados?" refines the last answer: the same record answers for the new head count.
      passage = previousPassage;
      followUp = true;
      terms = previous!.terms;
      Object.assign(facets, { ...previous!.facets, ...facets });
      score = previous!.score;
      matched = 1;
    } else {
      let results = terms.length ? this.search(terms, [], facets, q.expanded, q.addressed) : [];
      if (previous && !q.smallTalkOnly) {
        const weak = !results.length || results[0].score < CONFIDENT_SCORE;
        if (lead || onlyRefines || (weak && q.contentTerms.length <= 3)) {
          const context = previous.terms.filter((t) => !terms.includes(t));
          const mergedFacets = { ...previous.facets, ...facets };
          const merged = this.search(terms, context, mergedFacets, q.expanded, q.addressed);
          if (merged.length && (!results.length || lead || onlyRefines || merged[0].score > results[0].score)) {
            followUp = true;
            results = merged;
            Object.assign(facets, mergedFacets);
            terms = [...terms, ...context].slice(0, 12);
          }
        }
      }
      const top = results[0];
      if (top) {
        passage = this.byId.get(top.id);
        score = top.score;
        matched = coverage(top, q);
      }
    }

    const confident = passage && score >= MIN_SCORE && matched >= MIN_COVERAGE;
    let reply: BotReply;
    if (!passage || !confident) {
      reply = { ...noAnswer(), passages: [], score, fallback: true, followUp };
    } else {
      reply = {
        answer: passage.answerFor?.({ employees: facets.employees, now }) ?? passage.text,
        links: passage.links.slice(0, MAX_LINKS),
        passages: [passage],
        topic: passage.topic,
        score,
        fallback: false,
        followUp,
      };
    }
    if (sessionName) {
      const remembered = !reply.fallback && !passage?.smallTalk;
      this.sessions.record(sessionName, {
        terms: remembered ? terms : q.contentTerms,
        facets,
        topic: remembered ? reply.topic : undefined,
        passageId: remembered ? passage?.id : undefined,
        score,
        at: now.getTime(),
      });
    }
    return reply;
  }

  /** The best passages for a question on its own, with what they matched (debugging, the bench). */
  explain(question: string, limit = 5) {
    const q = this.analyzer.analyzeQuery(question);
    return this.search(q.contentTerms, [], q.facets, q.expanded, q.addressed)
      .slice(0, limit)
      .map((r) => ({ id: r.id, score: Number(r.score.toFixed(2)), coverage: coverage(r, q), matched: r.queryTerms, terms: r.terms }));
  }

  /** The analyser's reading of a question (tests and the bench print it). */
  analyze(question: string): AnalyzedQuery {
    return this.analyzer.analyzeQuery(question);
  }

  private search(terms: string[], context: string[], facets: QueryFacets, expanded: Set<string> = new Set(), addressed: Set<string> = new Set()): SearchResult[] {
    const all = new Set([...terms, ...context]);
    const queryTags = new Set([...all].filter((t) => this.allTagTerms.has(t)));
    // minisearch asks for a passage's factor once per matching term: compute it once per search.
    const factors = new Map<string, number>();
    const boostDocument = (id: string, term: string) => {
      let f = factors.get(id);
      if (f === undefined) {
        f = this.factor(this.byId.get(id), all, queryTags, facets);
        factors.set(id, f);
      }
      // On a mode passage the mode word itself only confirms; the subject comes from the others.
      return (term === '_empresa' || term === '_personal') && this.byId.get(id)?.mode ? f * MODE_WORD_FACTOR : f;
    };
    // Facet words refine ("para empresa", "5 empleados"); they should not pick the subject alone.
    // An expansion ("móvil" → also the phone number) is a possibility, not what was asked.
    const boostTerm = (term: string) => (FACET_TERMS.has(term) ? 0.5 : 1) * (expanded.has(term) ? 0.3 : 1) * (addressed.has(term) ? 0.5 : 1);
    const queries: Query[] = [{ queries: [terms.join(' ')], boostTerm }];
    if (context.length) queries.push({ queries: [context.join(' ')], boostTerm: (t: string) => CONTEXT_WEIGHT * boostTerm(t) });
    return this.index.search({ combineWith: 'OR', queries }, { boostDocument });
  }

  /** Ranking factor of a passage for a question: weight, plan mode, scope and tags. */
  private factor(p: Passage | undefined, queryTerms: Set<string>, queryTags: Set<string>, facets: QueryFacets): number {
    if (!p) return 0;
    let w = p.weight ?? 1;
    if (p.mode) w *= facets.mode ? (facets.mode === p.mode ? 1.5 : 0.3) : 0.7;
    const scope = this.scopeTerms.get(p.id);
    if (scope) {
      let inScope = false;
      for (const t of scope) if (queryTerms.has(t)) inScope = true;
      if (!inScope) w *= 0.6;
    }
    const tags = this.tagTerms.get(p.id);
    if (tags && queryTags.size) {
      let off = 0;
      for (const t of tags) if (!queryTags.has(t)) off += 1;
      for (const t of queryTags) if (!tags.has(t)) off += 1;
      w *= off ? 0.6 ** off : 1.3;
    }
    return w;
  }
}

/** The last turn that had a real topic (not a greeting, not a miss). */
function lastTopicalTurn(turns: Turn[]): Turn | undefined {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i].topic) return turns[i];
  return undefined;
}

/**
 * Share of the question's own terms the result matched: a term found as such or as the start of
 * a word counts fully, one found only by typo tolerance counts half, and generic concepts
 * ("price", "business") weigh half as much as the words that name a subject.
 */
function coverage(result: SearchResult, q: AnalyzedQuery): number {
  const own = q.contentTerms.filter((t) => !q.expanded.has(t));
  if (!own.length) return 1;
  const docTerms = Object.keys(result.match);
  let sum = 0;
  let total = 0;
  for (const t of own) {
    const weight = GENERIC_TERMS.has(t) ? 0.5 : 1;
    total += weight;
    if (!result.queryTerms.includes(t)) continue;
    sum += weight * (docTerms.some((d) => d === t || d.startsWith(t)) ? 1 : 0.5);
  }
  return sum / total;
}
