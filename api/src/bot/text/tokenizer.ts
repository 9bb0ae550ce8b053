import { NUMBER_WORDS } from './spanish';
import type { Vocabulary } from './vocabulary';
import type { Accents } from './accents';
import { collapseRepeats, fold } from './fold';
import type { SpanishStemmer } from './stemmer';
import type { TypoCorrector } from './typos';

// Verb endings of "vosotros" (pasáis, tenéis, abrís, podríais, empezasteis): a visitor addressing the company.
const VOSOTROS = /(áis|éis|ís|steis)$/u;

/**
 * Text to index terms, for passages and questions alike: words split, shorthand expanded, typos
 * corrected (questions only), accents restored, then phrases, concepts, stems, sizes and years.
 */
export class Tokenizer {
  /** Words are looked up after their stretched letters are collapsed ("whatsapp" is read "whatsap"). */
  private readonly collapsedSynonyms: Map<string, string[]>;
  /** Phrases by their first word, longest first: a word is only compared with the phrases it can start. */
  private readonly phrasesByFirstWord = new Map<string, { words: string[]; tokens: string[] }[]>();

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly typos: TypoCorrector,
    private readonly accents: Accents,
    private readonly stemmer: SpanishStemmer,
  ) {
    this.collapsedSynonyms = new Map([...vocabulary.synonyms].map(([word, concepts]) => [collapseRepeats(word), concepts]));
    const phrases = vocabulary.phrases.map(([p, tokens]) => ({ words: p.split(' '), tokens })).sort((a, b) => b.words.length - a.words.length);
    for (const phrase of phrases) {
      const starting = this.phrasesByFirstWord.get(phrase.words[0]);
      if (starting) starting.push(phrase);
      else this.phrasesByFirstWord.set(phrase.words[0], [phrase]);
    }
  }

  /** Words of a text as the analyser sees them, before phrases: lowercase, fixed, accented (and, in a question, spelt right). */
  words(text: string, query = false): string[] {
    const colloquial = this.vocabulary.colloquial;
    let lower = text.toLowerCase().normalize('NFC');
    // Names written with signs or spaces ("C#", "40 GB", "e-mail"), as one word each, before words are split.
    for (const [pattern, spelling] of this.vocabulary.spellings) lower = lower.replace(pattern, spelling);
    lower = lower.replace(/(\p{L})-(\p{L})/gu, '$1$2');
    const out: string[] = [];
    for (const raw of lower.split(/[^\p{L}\p{N}]+/u)) {
      if (!raw) continue;
      // Shorthand is looked up as typed and with its stretched letters collapsed ("antiviruus").
      const fixed = colloquial[fold(raw)] ?? colloquial[collapseRepeats(fold(raw))] ?? raw;
      for (const w of fixed.split(' ')) {
        let word = collapseRepeats(w);
        const folded = fold(word);
        // A word the texts use ("WordPress", "business") is read as the texts read it, stretched
        // letters and all, so question and passage meet on the same stem.
        if (query && !this.typos.knows(folded) && !this.typos.knows(fold(w))) {
          // Only a changed word loses the visitor's accents; an unknown one keeps them for the stemmer.
          const base = this.typos.withoutEnclitic(folded);
          // A typo may double a letter ("traajar", "bartaa"): its correction as typed comes first,
          // before the collapsed spelling is corrected.
          const asTyped = fold(w) !== folded ? this.typos.correct(fold(w)) : folded;
          const fixedWord = base !== folded ? base : this.typos.knows(asTyped) ? asTyped : this.typos.correct(folded);
          // Collapsed like every other word, so a corrected "busines" → "business" meets the texts' stem.
          if (fixedWord !== folded) word = collapseRepeats(fixedWord);
          // A misspelt shorthand or borrowed word ("anivirus", "newletter") reads as the word it stands for.
          const shorthand = fixedWord !== folded ? colloquial[fixedWord] : undefined;
          if (shorthand) {
            out.push(...shorthand.split(' ').map((c) => this.accents.restore(c)));
            continue;
          }
        }
        out.push(this.accents.restore(word));
        // A text's "antivirus", "antiphishing" also names what it protects from: a visitor asks
        // about "virus" or "phishing".
        const guarded = query ? undefined : /^anti(\p{L}{4,})$/u.exec(fold(word))?.[1];
        if (guarded) out.push(guarded);
      }
    }
    return out;
  }

  /** A text's terms (`words`, then `tokensOf`). */
  tokens(text: string, query: boolean, expanded?: Set<string>, addressed?: Set<string>): string[] {
    return this.tokensOf(this.words(text, query), query, expanded, addressed);
  }

  /**
   * Words (from `words`) as index terms: phrases, concepts, stems, sizes and years. A question's
   * `expanded` collects the terms only an expansion added, `addressed` the verbs said to the company.
   */
  tokensOf(words: string[], query: boolean, expanded?: Set<string>, addressed?: Set<string>): string[] {
    const folded = words.map(fold);
    const out: string[] = [];
    for (let i = 0; i < words.length; ) {
      const phrase = this.matchPhrase(folded, i);
      if (phrase) {
        out.push(...phrase.tokens);
        i += phrase.words.length;
        continue;
      }
      const w = folded[i];
      const word = words[i];
      i += 1;
      // "24 horas", "1 hora": a duration, not the opening hours.
      const duration = (w === 'hora' || w === 'horas') && i >= 2 && (/^\d+$/.test(folded[i - 2]) || folded[i - 2] in NUMBER_WORDS);
      const concepts = duration ? undefined : this.vocabulary.synonyms.get(w) ?? this.collapsedSynonyms.get(w);
      if (concepts) {
        out.push(...concepts);
        // Passages keep the word's stem too, so a misspelt synonym ("orario") still finds them.
        if (!query && w.length >= 4 && !this.vocabulary.sharedStems.has(this.stemmer.stem(word))) out.push(this.stemmer.stem(word));
        continue;
      }
      if (this.vocabulary.stopwords.has(w)) continue;
      if (/^\d/.test(w)) {
        // Sizes ("40gb", "600mb"), "5g" and years name things; other numbers are read as facets.
        // So do the special-rate prefixes of Spanish numbering ("un número 900").
        if (/^\d+(gb|mb|g)$/.test(w) || /^(19|20)\d\d$/.test(w) || /^[89]0\d$/.test(w)) out.push(w);
        continue;
      }
      if (w.length < 2) continue;
      const stem = this.stemmer.stem(word);
      if (stem.length < 2) continue;
      out.push(stem);
      if (VOSOTROS.test(word)) addressed?.add(stem);
      if (query) {
        const extra = this.vocabulary.expansions[w];
        if (extra) {
          out.push(...extra);
          for (const t of extra) expanded?.add(t);
        }
      }
    }
    return out;
  }

  /** The longest phrase that starts at word `i` (the first in the vocabulary's order among equals). */
  private matchPhrase(folded: string[], i: number) {
    for (const p of this.phrasesByFirstWord.get(folded[i]) ?? []) {
      if (p.words.length > folded.length - i) continue;
      let ok = true;
      for (let k = 1; k < p.words.length && ok; k++) ok = folded[i + k] === p.words[k];
      if (ok) return p;
    }
    return undefined;
  }
}
