import MiniSearch from 'minisearch';
import type { Passage } from './passages';
import { SpanishAnalyzer } from './text/analyzer';
import { DATE } from './text/conversation';
import type { Vocabulary } from './text/vocabulary';
import { TUNING } from './tuning';

/**
 * What the engine knows, built once from the passages: the analyser (taught the passages' words),
 * the search index, and the facts the ranking reads about each passage (its scope and tag terms,
 * what it counts, whether it carries a date) and about each term (how many passages use it).
 */
export class Knowledge {
  readonly passages: Passage[];
  readonly analyzer: SpanishAnalyzer;
  readonly index: MiniSearch<Passage>;
  /** Tag terms of any passage: a question naming one asks for a sibling. */
  readonly allTagTerms = new Set<string>();
  private readonly byId: Map<string, Passage>;
  private readonly scopeTerms = new Map<string, Set<string>>();
  private readonly tagTerms = new Map<string, Set<string>>();
  /** In how many passages each indexed term occurs. */
  private readonly documentFrequency = new Map<string, number>();
  /** What each passage counts ("+100 empresas" → `_empresa`), for "¿cuántos…?" questions. */
  private readonly countedTerms = new Map<string, Set<string>>();
  /** Passages that state a date or a year, for "¿cuándo…?" questions. */
  private readonly dated = new Set<string>();

  constructor(
    passages: Passage[],
    readonly vocabulary: Vocabulary,
  ) {
    this.passages = passages;
    this.byId = new Map(passages.map((p) => [p.id, p]));
    // The records' words teach the analyser how a visitor's unaccented spelling should read
    // ("telefonia" → "telefonía") and what a misspelt word most likely is ("fivra" → "fibra").
    const words = passages.flatMap((p) => `${p.title} ${p.keywords ?? ''} ${p.text}`.split(/[^\p{L}]+/u)).filter(Boolean);
    this.analyzer = new SpanishAnalyzer(vocabulary, words);
    for (const p of passages) {
      if (p.scope) this.scopeTerms.set(p.id, new Set(this.analyzer.analyzeDocument(p.scope)));
      if (p.tags) {
        const tags = new Set(this.analyzer.analyzeDocument(p.tags));
        this.tagTerms.set(p.id, tags);
        for (const t of tags) this.allTagTerms.add(t);
      }
    }
    for (const p of passages) {
      this.countedTerms.set(p.id, this.analyzer.countedTerms(p.text));
      if (DATE.test(p.text)) this.dated.add(p.id);
      for (const t of new Set(this.analyzer.analyzeDocument(`${p.title} ${p.keywords ?? ''} ${p.text}`))) {
        this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      }
    }
    const { fuzzyMinLength, fuzzyTwoEditsLength, prefixMinLength, fieldBoost } = TUNING;
    this.index = new MiniSearch<Passage>({
      fields: ['title', 'keywords', 'text'],
      tokenize: (text) => this.analyzer.analyzeDocument(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: fieldBoost,
        // Concept tokens (`_precio`) are exact; real stems tolerate a typo (two in a long word; the
        // analyser has already fixed most) and a long stem finds its longer forms ("automat" →
        // "automatiz"). A word the passages use means that word: only unknown ones are read as typos.
        fuzzy: (term) =>
          /^[_\d]/.test(term) || term.length < fuzzyMinLength || this.documentFrequency.has(term) ? false : term.length >= fuzzyTwoEditsLength ? 2 : 1,
        prefix: (term) => !/^[_\d]/.test(term) && term.length >= prefixMinLength,
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
      },
    });
    this.index.addAll(passages);
  }

  passage(id: string | undefined): Passage | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Is the term one of the words that place the passage in its wider subject ("kit digital")? */
  isScopeTerm(p: Passage, term: string): boolean {
    return this.scopeTerms.get(p.id)?.has(term) ?? false;
  }

  scopeOf(p: Passage): Set<string> | undefined {
    return this.scopeTerms.get(p.id);
  }

  tagsOf(p: Passage): Set<string> | undefined {
    return this.tagTerms.get(p.id);
  }

  /** Does the passage count one of these terms ("+100 empresas")? */
  counts(p: Passage, terms: string[]): boolean {
    return terms.some((t) => this.countedTerms.get(p.id)?.has(t));
  }

  isDated(p: Passage): boolean {
    return this.dated.has(p.id);
  }

  /** How many passages use the term. */
  passagesUsing(term: string): number {
    return this.documentFrequency.get(term) ?? 0;
  }

  /** Does any passage use the term? A concept none carries is something the site never says. */
  carries(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  /** A word so rare (a few passages) that it names what a question is about on its own ("intermediarios"). */
  isVeryRare(term: string | undefined): boolean {
    return !!term && !term.startsWith('_') && this.passagesUsing(term) <= TUNING.loneWordMaxPassages;
  }

  /** A word few passages use: when a question names it, it is what the question is about. */
  isRare(term: string): boolean {
    return this.passagesUsing(term) <= this.passages.length * TUNING.rareShare;
  }

  /** A concept too broad to stand for a question on its own ("price", "business"). */
  isGeneric(term: string): boolean {
    return this.vocabulary.generic.has(term);
  }

  /** Greetings, thanks, goodbyes and "who are you". */
  isSmallTalk(term: string): boolean {
    return this.vocabulary.smallTalk.has(term);
  }
}
