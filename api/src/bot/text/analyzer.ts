import { NUMBER_WORDS } from './spanish';
import { TUNING } from '../tuning';
import type { Vocabulary } from './vocabulary';
import { Accents } from './accents';
import { fold } from './fold';
import { bareNumber, headCountWords } from './head-count';
import { COMPANY_PAST, countedWords, DURATION_MARK, MEASURE_QUESTION, MEASURE_QUESTIONS, OWN_BUSINESS, questionFacets, type QueryFacets } from './question';
import { SpanishStemmer } from './stemmer';
import { Tokenizer } from './tokenizer';
import { learnWord, TypoCorrector } from './typos';

// The analyser's parts, one job each: fold.ts (spelling), accents.ts, stemmer.ts, typos.ts
// (typo correction), tokenizer.ts (words to terms), head-count.ts and question.ts (facets).
export { collapseRepeats, fold } from './fold';
export { headCount } from './head-count';
export { phoneticKey } from './typos';
export type { QueryFacets } from './question';

export type AnalyzedQuery = {
  /** Deduplicated search terms, concept tokens included. */
  terms: string[];
  /** Terms with the small talk removed when the question also asks something else. */
  contentTerms: string[];
  facets: QueryFacets;
  /** Only greetings, thanks or "who are you". */
  smallTalkOnly: boolean;
  /** A bare number ("¿y para 20?"), read as a head count when the context is about employees. */
  bareNumber?: number;
  /** Terms the question only reached through a query expansion ("móvil" → the phone number). */
  expanded: Set<string>;
  /** Terms of verbs addressed to the company ("¿pasáis…?", "¿desarrolláis…?"): the frame of the question, not its subject. */
  addressed: Set<string>;
};

/**
 * Spanish text analysis shared by the index and the questions: colloquial fixes, accent
 * restoration for words typed without them, phrases and synonyms, the snowball stemmer, and
 * accent folding after stemming (the stemmer needs the accents to find suffixes).
 */
export class SpanishAnalyzer {
  private readonly accents = new Accents();
  private readonly stemmer = new SpanishStemmer();
  private readonly typos: TypoCorrector;
  private readonly tokenizer: Tokenizer;

  /**
   * `vocabulary`: general Spanish and every domain's words (`domains/index.ts`). `indexedWords`:
   * the words of the indexed passages. Their accented spellings are learnt, and they (with the
   * vocabulary) are the words a visitor's typo is corrected to.
   */
  constructor(
    readonly vocabulary: Vocabulary,
    indexedWords: Iterable<string> = [],
  ) {
    for (const w of vocabulary.accented) this.accents.learn(w);
    const listed = [
      ...vocabulary.accented, ...vocabulary.stopwords, ...vocabulary.synonyms.keys(), ...Object.keys(vocabulary.colloquial), ...Object.values(vocabulary.colloquial),
      ...vocabulary.phrases.map(([p]) => p), ...Object.keys(NUMBER_WORDS),
    ];
    /** Folded words the analyser knows (the vocabulary and the indexed texts), with how often they occur. */
    const lexicon = new Map<string, number>();
    // The word lists are chosen words, not chance occurrences: a typo of one ("vuesto", "bartaa")
    // is read as it even when the texts never use it.
    for (const w of listed.flatMap((v) => v.split(' '))) learnWord(lexicon, w, TUNING.vocabularyWeight);
    for (const w of indexedWords) {
      this.accents.learn(w);
      learnWord(lexicon, w);
    }
    this.typos = new TypoCorrector(lexicon, (w) => this.stemmer.stem(w), (w) => this.accents.restore(w));
    this.tokenizer = new Tokenizer(vocabulary, this.typos, this.accents, this.stemmer);
  }

  /**
   * A visitor's unknown word read as the known word one edit away ("curiculum" → "curriculum",
   * "fivra" → "fibra"), the commonest if several are; unchanged when none is or it is short.
   */
  correct(foldedWord: string): string {
    return this.typos.correct(foldedWord);
  }

  /** Remembers how a word is written with its accent, so "telefonia" is read as "telefonía". */
  learnAccent(word: string): void {
    this.accents.learn(word);
  }

  /** Terms of a passage field, for the index (repeats kept: they count as frequency). */
  analyzeDocument(text: string): string[] {
    return this.tokenizer.tokens(text, false);
  }

  /** A visitor's question. */
  analyzeQuery(text: string): AnalyzedQuery {
    const expanded = new Set<string>();
    const addressed = new Set<string>();
    // The kind of question ("¿cuántos…?", "¿cuándo…?") is read from the words as corrected, so a
    // typo'd "cuantso" still asks a count.
    const words = this.words(text, true);
    const folded = fold(words.join(' '));
    // "¿Cuánto tardáis?", "¿cuánto espacio trae?": "cuánto" asks a measure there, not a price.
    const measured = MEASURE_QUESTION.test(folded) ? folded.replace(MEASURE_QUESTIONS, '$1') : undefined;
    // "Tengo una tienda de ropa": what the visitor's business sells tells who asks, not what.
    const asked = OWN_BUSINESS.test(folded) ? fold(measured ?? text).replace(OWN_BUSINESS, '$1') : measured;
    // The words as corrected above, unless one of those readings rewrote the question.
    let tokens = this.tokenizer.tokensOf(asked === undefined ? words : this.words(asked, true), true, expanded, addressed);
    // "¿Cuándo empezasteis…?", "¿en qué fecha os hicisteis…?": a date in the company's own past is
    // its history, not a deadline.
    if (COMPANY_PAST.test(folded)) tokens = tokens.map((t) => this.vocabulary.inCompanyPast[t] ?? t);
    // "¿Cuánto tiempo…?" (typo'd or not, once the phrase matched) asks a duration: a facet, not a word.
    const asksDuration = tokens.includes(DURATION_MARK);
    // "Somos dos personas": the head count is a facet; its number is no subject ("dos" in a text's "hasta 2 dispositivos").
    const head = headCountWords(folded);
    const headTerms = head ? new Set(this.tokenizer.tokens(head.split(' ').filter((w) => /^\d+$/.test(w) || w in NUMBER_WORDS).join(' '), true)) : undefined;
    const terms = [...new Set(tokens.filter((t) => t !== DURATION_MARK && !headTerms?.has(t)))];
    const contentTerms = terms.filter((t) => !this.vocabulary.smallTalk.has(t));
    const facets = questionFacets(folded, terms, asksDuration, (t, query) => this.tokenizer.tokens(t, query), this.vocabulary.questionKinds);
    return {
      terms,
      contentTerms: contentTerms.length ? contentTerms : terms,
      facets,
      smallTalkOnly: terms.length > 0 && contentTerms.length === 0,
      bareNumber: facets.employees === undefined ? bareNumber(text) : undefined,
      expanded: new Set([...expanded].filter((t) => tokens.filter((x) => x === t).length === 1)),
      addressed,
    };
  }

  /** Words of a text as the analyser sees them, before phrases: lowercase, fixed, accented (and, in a question, spelt right). */
  words(text: string, query = false): string[] {
    return this.tokenizer.words(text, query);
  }

  /**
   * Terms of the words a text counts ("+100 empresas", "cuatro años", "5 líneas"): what a
   * passage can answer a "¿cuántos…?" with.
   */
  countedTerms(text: string): Set<string> {
    const out = new Set<string>();
    for (const word of countedWords(text)) for (const t of this.tokenizer.tokens(word, false)) out.add(t);
    return out;
  }
}
