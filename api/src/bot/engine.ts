import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { BotLink } from '@site/shared/schemas/chat';
import { company } from '@site/shared/content/company';
import { buildPassages, type Passage } from './passages';
import { pageLink, phoneLink } from './passages/links';
import { SessionStore, type Turn } from './sessions';
import { SpanishAnalyzer, type AnalyzedQuery, type QueryFacets } from './text/analyzer';
import { GENERIC_TERMS, SMALL_TALK } from './text/vocabulary';

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
// The most question words (in subject-word units) a passage must match to cover a question.
const COVERAGE_CAP = 5;
// When the best match shares too little with the question, the first of this many results that
// covers it (and scores at least RESCUE_SCORE_SHARE of the best) answers instead.
const RESCUE_DEPTH = 10;
const RESCUE_SCORE_SHARE = 0.25;
// A runner-up may add the sentence that states a fact the answer lacks if it scores at least this
// share of the answer's score, among the first few results, and the sentence is short enough.
const DETAIL_SCORE_SHARE = 0.3;
const DETAIL_DEPTH = 6;
// A passage of the same page as the best match, scoring at least this share of it, answers instead
// when it covers more of the question.
const SIBLING_SCORE_SHARE = 0.5;
// An item of a list answers instead of the list when it names the item and scores at least this share.
const ITEM_SCORE_SHARE = 0.5;
// A runner-up this close that covers this much more of the question is the better answer.
const FULLER_SCORE_SHARE = 0.85;
const FULLER_MARGIN = 0.2;
// A question of one word found only in passage bodies is answered when at most this many use it.
const LONE_WORD_MAX_PASSAGES = 3;
// A word in more than this share of the passages is too common to be the fact asked about.
const RARE_SHARE = 0.05;
const DETAIL_MAX_CHARS = 300;
// With the mode boost (x1.5 when it matches) this leaves the mode word about as strong as elsewhere.
const MODE_WORD_FACTOR = 1 / 3;
// Terms that only refine the previous question ("¿y en empresa?", "¿y para 5 empleados?").
const FACET_TERMS = new Set(['_empleados', '_empresa', '_personal', 'autonom']);
// Words that, beside a new head count, ask the previous question again ("¿cuánto sería la ayuda?").
const HEAD_COUNT_REFINES = new Set(['_precio', '_kit']);
// "¿Cuántas empresas…?" is best answered by a passage that counts them ("+100 empresas"), and
// "¿cuándo…?" by one that carries a date: the kind of fact asked weighs like a strong word.
const COUNT_BOOST = 2.5;
const WHEN_BOOST = 2;
// A question about what happens to one's own data is answered by the privacy policy.
const PERSONAL_DATA_BOOST = 2.5;
const DATE = /\b(19|20)\d\d\b|\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b|\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/i;
// A verb addressed to the company ("hacéis", "tenéis", "cobráis"): the visitor is asking something.
const ADDRESSED_VERB = /\p{L}{2,}(?:áis|éis|ais|eis)\b/iu;
const FOLLOW_UP_LEAD = /^[\s¿¡"']*(y|e|entonces|pero|vale y|ok y|y si|tambien|también|igual)\b/i;
// A word that points back at what was just said: "¿con qué herramienta lo hacéis?", "¿eso cuánto cuesta?".
const POINTS_BACK = /\b(eso|esto|ello|aquello|lo\s+\p{L}+(?:áis|éis|ais|eis|ís))\b/iu;

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
  /** In how many passages each indexed term occurs. */
  private readonly documentFrequency = new Map<string, number>();
  /** The company's name in a question (any case, any spacing). */
  private readonly companyName = new RegExp(company.name.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'giu');
  /** What each passage counts ("+100 empresas" → `_empresa`), for "¿cuántos…?" questions. */
  private readonly countedTerms = new Map<string, Set<string>>();
  /** Passages that state a date or a year, for "¿cuándo…?" questions. */
  private readonly dated = new Set<string>();

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
    for (const p of this.passages) {
      this.countedTerms.set(p.id, this.analyzer.countedTerms(p.text));
      if (DATE.test(p.text)) this.dated.add(p.id);
      for (const t of new Set(this.analyzer.analyzeDocument(`${p.title} ${p.keywords ?? ''} ${p.text}`))) {
        this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      }
    }
    this.index = new MiniSearch<Passage>({
      fields: ['title', 'keywords', 'text'],
      tokenize: (text) => this.analyzer.analyzeDocument(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: BOOST,
        // Concept tokens (`_precio`) are exact; real stems tolerate a typo (two in a long word; the
        // analyser has already fixed most) and a long stem finds its longer forms ("automat" →
        // "automatiz"). A short stem would find unrelated words: "electr" is not "electrónica".
        // A word the passages use means that word: only unknown ones are read as typos.
        fuzzy: (term) => (/^[_\d]/.test(term) || term.length < 4 || this.documentFrequency.has(term) ? false : term.length >= 10 ? 2 : 1),
        prefix: (term) => !/^[_\d]/.test(term) && term.length >= 7,
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
      },
    });
    this.index.addAll(this.passages);
  }

  /** Answers a question; with a session name, earlier turns give a short follow-up its context. */
  ask(question: string, sessionName?: string): BotReply {
    const now = this.now();
    const q = this.analyzeAsked(question);
    const previous = sessionName ? lastTopicalTurn(this.sessions.turns(sessionName)) : undefined;
    const facets: QueryFacets = { ...q.facets };
    if (q.bareNumber !== undefined && previous && (previous.facets.employees !== undefined || previous.topic?.startsWith('kit'))) {
      facets.employees = q.bareNumber;
    }
    const lead = FOLLOW_UP_LEAD.test(question) || POINTS_BACK.test(question);
    // "¿y con 5 empleados?", and with a head count "¿y si somos 5, cuánto sería la ayuda?": the same
    // question again for new facts.
    const refines = (t: string) => FACET_TERMS.has(t) || (facets.employees !== undefined && HEAD_COUNT_REFINES.has(t));
    const onlyRefines = !!previous && (q.contentTerms.length ? q.contentTerms.every(refines) : facets.employees !== undefined);

    let followUp = false;
    let terms = q.contentTerms;
    let passage: Passage | undefined;
    let score = 0;
    let matched = 0;
    let candidates: SearchResult[] = [];

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
          // "¿y eso lleva el IVA incluido?" asks about the VAT of the plan just shown, not for the
          // private customers' plans that "IVA incluido" would name on its own.
          if (terms.includes('iva') && previous.facets.mode) mergedFacets.mode = previous.facets.mode;
          // The context may lead only to answers that still cover what this question names: after
          // the fibre's price, "¿y el horario?" is about the hours; after email marketing, "¿con qué
          // herramienta?" is the marketing tools, not the email passage.
          const ownCoverage = results.length ? coverage(results[0], q) : 0;
          const merged = this.search(terms, context, mergedFacets, q.expanded, q.addressed).filter((r) => coverage(r, q) >= ownCoverage);
          if (merged.length && (!results.length || lead || onlyRefines || merged[0].score > results[0].score)) {
            followUp = true;
            results = merged;
            Object.assign(facets, mergedFacets);
            terms = [...terms, ...context].slice(0, 12);
          }
        }
      }
      candidates = results;
      let top = results[0];
      // The best match may share only a broad word with the question ("¿tenéis trabajos para
      // tiendas de moda?" → jobs); a close runner-up that covers the question is the answer then.
      const topCoverage = top ? coverage(top, q) : 0;
      if (top && topCoverage <= MIN_COVERAGE) {
        // Stricter than the best match's own test: two terms at least, more than half of them,
        // and when the best match covers half, a rare word it lacks ("¿a quién ceden mis datos?").
        const floor = top.score * RESCUE_SCORE_SHARE;
        const rareExtra = (r: SearchResult) =>
          r.queryTerms.some((t) => !t.startsWith('_') && !top!.queryTerms.includes(t) && this.isRare(t));
        const covering = results
          .slice(0, RESCUE_DEPTH)
          .find((r) => r.score >= floor && (r.queryTerms.length >= 2 || this.isVeryRare(r.queryTerms[0])) && coverage(r, q) > MIN_COVERAGE && (topCoverage < MIN_COVERAGE || rareExtra(r)));
        if (covering) top = covering;
      }
      if (top) {
        top = this.namedItem(top, results) ?? top;
        top = this.closerSibling(top, results, q, facets) ?? top;
        top = this.closeAndFuller(top, results, q, facets) ?? top;
        passage = this.byId.get(top.id);
        score = top.score;
        matched = coverage(top, q);
        // Half the question matched only in the body of a passage about something else ("¿cuál
        // es el sentido de la vida?" and a paragraph saying "tienen sentido"): a coincidence.
        const inBodyOnly = !inHeading(top);
        if (matched <= MIN_COVERAGE && inBodyOnly) matched = 0;
        // Only the question's broad words matched ("¿cuánto cuesta el hosting al mes?" and a mobile
        // tariff "al mes"): the passage is not about what was asked.
        if (top.queryTerms.every((t) => GENERIC_TERMS.has(t)) && q.contentTerms.some((t) => !GENERIC_TERMS.has(t))) matched = 0;
        // One word, found only in the bodies of several passages ("¿qué tal el tiempo hoy?" and the
        // texts' "tiempo real"): no passage is about it.
        const lone = q.contentTerms.length === 1 ? q.contentTerms[0] : undefined;
        if (lone && inBodyOnly && (this.documentFrequency.get(lone) ?? 0) > LONE_WORD_MAX_PASSAGES) matched = 0;
      }
    }

    // How much the passage shares with the question, before the ranking's priors (a broad page
    // summary, a Kit solution for a question that names no subsidy) lowered it.
    const prior = passage ? Math.min(1, this.factor(passage, new Set(terms), new Set(terms.filter((t) => this.allTagTerms.has(t))), facets)) : 1;
    const evidence = prior > 0 ? score / prior : score;
    // A concept the word lists name and no passage carries (insurance, the weather, our head
    // count) is something the site does not offer or say: the honest answer, whatever else matched.
    const absent = q.contentTerms.some((t) => t.startsWith('_') && !SMALL_TALK.has(t) && !this.documentFrequency.has(t));
    let confident = !!passage && evidence >= MIN_SCORE && matched >= MIN_COVERAGE && !absent;
    const smallTalk = q.terms.filter((t) => SMALL_TALK.has(t));
    // "hola, ¿me hacéis un logo?" asks something we do not know: the miss, not the greeting.
    const asks = q.contentTerms.some((t) => !SMALL_TALK.has(t)) && (/[?¿]/.test(question) || ADDRESSED_VERB.test(question));
    if (!confident && smallTalk.length && q.contentTerms.length <= 1 && !asks) {
      // "mil gracias", "hola chicos": one more word that says nothing we know, so the greeting
      // or the thanks is what to answer (a real question beside a greeting still gets its miss).
      const top = this.search(smallTalk, [], {})[0];
      if (top && top.score >= MIN_SCORE) {
        passage = this.byId.get(top.id);
        score = top.score;
        confident = !!passage;
        followUp = false;
      }
    }
    let reply: BotReply;
    if (!passage || !confident) {
      reply = { ...noAnswer(), passages: [], score, fallback: true, followUp };
    } else {
      const answer = passage.answerFor?.({ employees: facets.employees, now }) ?? passage.text;
      const detail = passage.smallTalk ? undefined : this.missingDetail(answer, q, candidates, passage);
      reply = {
        answer: detail ? `${answer}\n${detail.sentence}` : answer,
        links: passage.links.slice(0, MAX_LINKS),
        passages: detail ? [passage, detail.passage] : [passage],
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

  /**
   * A rare word the question names ("¿la fibra es simétrica?", "¿portabilidad?") that the chosen
   * answer never says, said by a close runner-up in a sentence that also shares another of the
   * question's terms: that sentence, so the answer states the fact asked.
   */
  private missingDetail(answer: string, q: AnalyzedQuery, candidates: SearchResult[], chosen: Passage) {
    const says = (tokens: string[], t: string) => tokens.includes(t);
    const answerTokens = this.analyzer.analyzeDocument(answer);
    const missing = q.contentTerms.filter(
      (t) =>
        !t.startsWith('_') && !q.expanded.has(t) && !q.addressed.has(t) &&
        this.isRare(t) && !says(answerTokens, t),
    );
    if (!missing.length || !candidates.length) return undefined;
    const floor = candidates[0].score * DETAIL_SCORE_SHARE;
    for (const r of candidates.slice(0, DETAIL_DEPTH)) {
      if (r.score < floor) break;
      const p = this.byId.get(r.id);
      if (!p || p.id === chosen.id || p.smallTalk) continue;
      for (const sentence of p.text.split(/(?<=[.!?])\s+|\n/)) {
        if (sentence.length > DETAIL_MAX_CHARS || answer.includes(sentence)) continue;
        const tokens = this.analyzer.analyzeDocument(sentence);
        const shared = q.contentTerms.filter((t) => !GENERIC_TERMS.has(t) && says(tokens, t));
        if (shared.length >= 2 && missing.some((t) => shared.includes(t))) return { sentence: sentence.trim(), passage: p };
      }
    }
    return undefined;
  }

  /**
   * When the best match lists every item of a kind (all Kit solutions) and a close result is the
   * item the question names in that item's own words ("el Instagram con el kit"): that item.
   */
  private namedItem(top: SearchResult, results: SearchResult[]): SearchResult | undefined {
    const listed = this.byId.get(top.id)?.listOf;
    if (!listed) return undefined;
    const floor = top.score * ITEM_SCORE_SHARE;
    return results.slice(0, RESCUE_DEPTH).find((r) => {
      const p = this.byId.get(r.id);
      if (r.score < floor || !p || p.itemOf !== listed) return false;
      return r.queryTerms.some((t) => !GENERIC_TERMS.has(t) && !this.isScopeTerm(p, t) && inHeading(r, t));
    });
  }

  /**
   * A passage of the same page that covers more of the question, naming a word the best match
   * lacks, is the more precise answer ("antivirus … con el kit digital": the solution's services,
   * not only its summary). A passage that answers for the head count asked stays the answer.
   */
  private closerSibling(top: SearchResult, results: SearchResult[], q: AnalyzedQuery, facets: QueryFacets): SearchResult | undefined {
    const chosen = this.byId.get(top.id);
    if (facets.employees !== undefined && chosen?.answerFor) return undefined;
    const page = chosen?.links[0]?.path;
    const floor = top.score * SIBLING_SCORE_SHARE;
    const topCoverage = coverage(top, q);
    for (const r of results.slice(0, DETAIL_DEPTH)) {
      if (r.score < floor) break;
      // A page's summary (its meta description) names what the page covers, not the facts: never the closer answer.
      const summary = this.byId.get(r.id)?.topic.startsWith('pagina:');
      if (r.id !== top.id && !summary && this.byId.get(r.id)?.links[0]?.path === page && namesWordLacking(r, top) && coverage(r, q) > topCoverage) return r;
    }
    return undefined;
  }

  /**
   * A runner-up that scores nearly as well and covers clearly more of the question, naming a word
   * the best match lacks, answers it better ("si pido borrar mis datos, ¿cuánto tardáis en
   * responder?": the privacy rights, not the telephony offer's reply time).
   */
  private closeAndFuller(top: SearchResult, results: SearchResult[], q: AnalyzedQuery, facets: QueryFacets): SearchResult | undefined {
    if (facets.employees !== undefined && this.byId.get(top.id)?.answerFor) return undefined;
    const floor = top.score * FULLER_SCORE_SHARE;
    const topCoverage = coverage(top, q);
    const itemOf = this.byId.get(top.id)?.itemOf;
    return results.slice(1, DETAIL_DEPTH).find((r) => {
      if (r.score < floor || coverage(r, q) < topCoverage + FULLER_MARGIN) return false;
      // The list the named item was chosen from ("la solución de oficina virtual" names the solution).
      if (itemOf && this.byId.get(r.id)?.listOf === itemOf) return false;
      return namesWordLacking(r, top);
    });
  }

  /** Is the term one of the words that place the passage in its wider subject ("kit digital")? */
  private isScopeTerm(p: Passage, term: string): boolean {
    return this.scopeTerms.get(p.id)?.has(term) ?? false;
  }

  /** A word so rare (a few passages) that it names what a question is about on its own ("intermediarios"). */
  private isVeryRare(term: string | undefined): boolean {
    return !!term && !term.startsWith('_') && (this.documentFrequency.get(term) ?? 0) <= LONE_WORD_MAX_PASSAGES;
  }

  /** A word few passages use: when a question names it, it is what the question is about. */
  private isRare(term: string): boolean {
    return (this.documentFrequency.get(term) ?? 0) <= this.passages.length * RARE_SHARE;
  }

  /** The best passages for a question on its own, with what they matched (debugging, the bench). */
  explain(question: string, limit = 5) {
    const q = this.analyzeAsked(question);
    return this.search(q.contentTerms, [], q.facets, q.expanded, q.addressed)
      .slice(0, limit)
      .map((r) => ({ id: r.id, score: Number(r.score.toFixed(2)), coverage: coverage(r, q), matched: r.queryTerms, terms: r.terms }));
  }

  /**
   * A question as the analyser reads it, without the company's name: "¿Navega Digital hace webs?"
   * asks about webs (the name is who is asked), and the name alone asks who we are.
   */
  private analyzeAsked(question: string): AnalyzedQuery {
    const withoutName = question.replace(this.companyName, ' ');
    if (withoutName === question) return this.analyzer.analyzeQuery(question);
    const q = this.analyzer.analyzeQuery(withoutName);
    return q.terms.length ? q : this.analyzer.analyzeQuery('¿quiénes sois?');
  }

  /** The analyser's reading of a question, as `ask` reads it (tests and the bench print it). */
  analyze(question: string): AnalyzedQuery {
    return this.analyzeAsked(question);
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
    if (facets.counts?.some((t) => this.countedTerms.get(p.id)?.has(t))) w *= COUNT_BOOST;
    if (facets.when && this.dated.has(p.id)) w *= WHEN_BOOST;
    if (facets.personalData && p.topic.startsWith('legal:priva')) w *= PERSONAL_DATA_BOOST;
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

/** Does the result match a word of the question, other than a broad one, that the best match lacks? */
function namesWordLacking(result: SearchResult, top: SearchResult): boolean {
  return result.queryTerms.some((t) => !GENERIC_TERMS.has(t) && !top.queryTerms.includes(t));
}

/** Did the result match in a passage's title or keywords (the given term, or any)? */
function inHeading(result: SearchResult, term?: string): boolean {
  return Object.entries(result.match).some(([docTerm, fields]) => (!term || docTerm.startsWith(term)) && (fields.includes('title') || fields.includes('keywords')));
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
    // Generic concepts and the verb the company is addressed with ("¿vendéis…?") frame the
    // question; its subject is in the other words.
    const weight = GENERIC_TERMS.has(t) || q.addressed.has(t) ? 0.5 : 1;
    total += weight;
    if (!result.queryTerms.includes(t)) continue;
    sum += weight * (docTerms.some((d) => d === t || d.startsWith(t)) ? 1 : 0.5);
  }
  // A long, chatty question tells its story ("tengo una peluquería con 2 empleadas y…"): a passage
  // that matches a few of its subject words covers it as well as it can.
  return Math.min(1, sum / Math.min(total, COVERAGE_CAP));
}
