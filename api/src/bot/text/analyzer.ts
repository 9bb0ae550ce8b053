import { newStemmer } from 'snowball-stemmers';
import { NUMBER_WORDS, STEM_FAMILIES } from './spanish';
import { TUNING } from '../tuning';
import type { Vocabulary } from './vocabulary';

const stemmer = newStemmer('spanish');

/** Lowercase without accents or diaeresis; ñ becomes n because many keyboards type it so. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * "holaaaa" → "hola", "ciberseguridadd" → "ciberseguridad". Runs of three or more become one
 * letter; doubled letters that Spanish never doubles become one, while ll, rr, cc, ee, oo and
 * nn (llamar, correo, acción, leer, cooperar, innovar) stay.
 */
export function collapseRepeats(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1').replace(/([abdfghijkmpqstuvwxyzñáéíóú])\1/gu, '$1');
}

const ONLY_LETTERS = /^\p{L}+$/u;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzñ';
// Verb endings of "vosotros" (pasáis, tenéis, abrís, podríais, empezasteis): a visitor addressing the company.
const VOSOTROS = /(áis|éis|ís|steis)$/u;
// "mandaros", "escribirte": snowball strips "me", "nos", "lo"… from a verb, but not "os" or "te".
const ENCLITIC = /^(\p{L}{3,}(?:ar|er|ir))(os|te)$/u;

/**
 * How a folded Spanish word sounds, for the spelling mistakes that keep the sound: b/v, c/s/z
 * before e and i, c/k/qu, g/j before e and i, ll/y and the silent h ("siverseguridad",
 * "inteligensia", "dijital", "birtual", "orario" read as the words they sound like).
 */
export function phoneticKey(foldedWord: string): string {
  return foldedWord
    .replace(/ch/g, '§')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Every spelling one edit away (one letter deleted, swapped with the next, changed or added); with
 * `slipsOnly`, only the words a dropped letter or two swapped letters could have come from.
 */
function oneEditAway(word: string, slipsOnly = false): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail && !slipsOnly) out.push(head + tail.slice(1));
    if (tail.length > 1) out.push(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      if (tail && !slipsOnly) out.push(head + c + tail.slice(1));
      out.push(head + c + tail);
    }
  }
  return out;
}

/** What a question says besides its words: facts the engine uses as filters. */
export type QueryFacets = {
  /** Head count named in the question ("somos 5", "para 20 empleados", "soy autónomo" → 1). */
  employees?: number;
  /** Telephony plan mode named in the question. */
  mode?: 'empresa' | 'personal';
  /** "¿Cuántas empresas…?": the terms of what is counted, so an answer that counts them ranks first. */
  counts?: string[];
  /** "¿Cuándo…?", "¿en qué año…?": the answer should carry a date or a year. */
  when?: boolean;
  /** Kinds of question a domain declares ("personal-data"): the passages that answer them rank higher. */
  kinds?: string[];
};

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
  private readonly colloquial: Record<string, string>;
  private readonly synonyms: Map<string, string[]>;
  /** Words are looked up after their stretched letters are collapsed ("whatsapp" is read "whatsap"). */
  private readonly collapsedSynonyms: Map<string, string[]>;
  private readonly accents = new Map<string, string>();
  private readonly stemCache = new Map<string, string>();
  private readonly phrases: { words: string[]; tokens: string[] }[];
  private readonly maxPhrase: number;
  /** Folded words the analyser knows (the vocabulary and the indexed texts), with how often they occur. */
  private readonly lexicon = new Map<string, number>();
  /** Stems of those words: a word with a known stem is another form of a known word, not a typo. */
  private readonly knownStems: Set<string>;
  /** The commonest known word for each way of sounding (see `phoneticKey`). */
  private readonly bySound = new Map<string, string>();

  /**
   * `vocabulary`: general Spanish and every domain's words (`domains/index.ts`). `indexedWords`:
   * the words of the indexed passages. Their accented spellings are learnt, and they (with the
   * vocabulary) are the words a visitor's typo is corrected to.
   */
  constructor(
    readonly vocabulary: Vocabulary,
    indexedWords: Iterable<string> = [],
  ) {
    this.colloquial = vocabulary.colloquial;
    this.synonyms = vocabulary.synonyms;
    this.collapsedSynonyms = new Map([...vocabulary.synonyms].map(([word, concepts]) => [collapseRepeats(word), concepts]));
    for (const w of vocabulary.accented) this.learnAccent(w);
    const listed = [
      ...vocabulary.accented, ...vocabulary.stopwords, ...vocabulary.synonyms.keys(), ...Object.keys(vocabulary.colloquial), ...Object.values(vocabulary.colloquial),
      ...vocabulary.phrases.map(([p]) => p), ...Object.keys(NUMBER_WORDS),
    ];
    // The word lists are chosen words, not chance occurrences: a typo of one ("vuesto", "bartaa")
    // is read as it even when the texts never use it.
    for (const w of listed.flatMap((v) => v.split(' '))) this.learnWord(w, TUNING.vocabularyWeight);
    for (const w of indexedWords) {
      this.learnAccent(w);
      this.learnWord(w);
    }
    // Here rather than at the first typo, so no visitor's question pays for it.
    this.knownStems = new Set([...this.lexicon.keys()].map((w) => this.stem(w)));
    for (const [w, count] of this.lexicon) {
      const key = phoneticKey(w);
      const best = this.bySound.get(key);
      if (!best || (this.lexicon.get(best) ?? 0) < count) this.bySound.set(key, w);
    }
    this.phrases = vocabulary.phrases.map(([p, tokens]) => ({ words: p.split(' '), tokens })).sort((a, b) => b.words.length - a.words.length);
    this.maxPhrase = Math.max(...this.phrases.map((p) => p.words.length));
  }

  private learnWord(word: string, weight = 1): void {
    const w = fold(word);
    if (ONLY_LETTERS.test(w)) this.lexicon.set(w, (this.lexicon.get(w) ?? 0) + weight);
  }

  /**
   * A visitor's unknown word read as the known word one edit away ("curiculum" → "curriculum",
   * "fivra" → "fibra"), the commonest if several are; unchanged when none is or it is short.
   */
  correct(foldedWord: string): string {
    if (!ONLY_LETTERS.test(foldedWord) || this.lexicon.has(foldedWord)) return foldedWord;
    // A four-letter unknown word is read only as a common word with one letter it dropped
    // ("fira" → "fibra", "dode" → "donde"): changing a letter of so short a word makes another word.
    if (foldedWord.length === TUNING.minCorrectedLength - 1) return this.missingLetter(foldedWord);
    if (foldedWord.length < TUNING.minCorrectedLength) return foldedWord;
    // A key held a moment too long ("haceeis", "cuannto") doubles a letter Spanish may double
    // elsewhere: without it the word is a known one.
    for (const m of foldedWord.matchAll(/(\p{L})\1/gu)) {
      const single = foldedWord.slice(0, m.index) + foldedWord.slice(m.index + 1);
      if ((this.lexicon.get(single) ?? 0) > 1) return single;
    }
    // "digitalizado" is not in the texts but "digitalizadas" is: a form, not a typo ("ayudáis"
    // typed "ayudais" is a form of "ayudar", not "ayudas").
    if (this.isKnownForm(foldedWord) || this.isKnownForm(this.restoreAccent(foldedWord))) return foldedWord;
    // A word spelt as it sounds ("birtual") is the known word that sounds the same.
    const sounded = this.bySound.get(phoneticKey(foldedWord));
    if (sounded) return sounded;
    let best = foldedWord;
    // A word the texts use once is weak evidence: "traer" is a verb of its own, not a typo of "atraer".
    let bestCount = 1;
    for (const candidate of oneEditAway(foldedWord)) {
      const count = this.lexicon.get(candidate) ?? 0;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    if (best !== foldedWord || foldedWord.length < TUNING.slipMinLength) return best;
    // A letter dropped or two swapped on a longer word ("ejempos", "escrbio") leads back to a word
    // the texts use even once: unlike a changed letter, such a slip rarely lands next to another word.
    let slipCount = 0;
    for (const candidate of oneEditAway(foldedWord, true)) {
      const count = this.lexicon.get(candidate) ?? 0;
      if (count > slipCount) [best, slipCount] = [candidate, count];
    }
    return best;
  }

  /**
   * A word whose stem a known word shares is another form of it ("digitalizado", "ayudáis"), unless
   * the stemmer cut it down to a stub any word may share ("quieo" → "que", "benas" → "ben"); a
   * short verb's infinitive ("traer") is a form all the same.
   */
  private isKnownForm(word: string): boolean {
    const stem = this.stem(word);
    return (stem.length >= TUNING.minKnownStem || /(ar|er|ir)$/.test(word)) && this.knownStems.has(stem);
  }

  private missingLetter(foldedWord: string): string {
    if (this.knownStems.has(this.stem(foldedWord))) return foldedWord;
    let best = foldedWord;
    let bestCount = TUNING.shortWordMinCount - 1;
    for (let i = 0; i <= foldedWord.length; i++) {
      for (const c of LETTERS) {
        const candidate = foldedWord.slice(0, i) + c + foldedWord.slice(i);
        const count = this.lexicon.get(candidate) ?? 0;
        if (count > bestCount) [best, bestCount] = [candidate, count];
      }
    }
    return best;
  }

  /** "mandaros" → "mandar" when the vocabulary or the texts know the verb; otherwise unchanged. */
  private withoutEnclitic(foldedWord: string): string {
    const m = ENCLITIC.exec(foldedWord);
    return m && !this.lexicon.has(foldedWord) && this.lexicon.has(m[1]) ? m[1] : foldedWord;
  }

  /** Remembers how a word is written with its accent, so "telefonia" is read as "telefonía". */
  learnAccent(word: string): void {
    const lower = word.toLowerCase();
    const folded = fold(lower);
    if (folded !== lower && ONLY_LETTERS.test(lower) && !this.accents.has(folded)) this.accents.set(folded, lower);
  }

  /** Terms of a passage field, for the index (repeats kept: they count as frequency). */
  analyzeDocument(text: string): string[] {
    return this.tokens(text, false);
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
    let tokens = this.tokensOf(asked === undefined ? words : this.words(asked, true), true, expanded, addressed);
    // "¿Cuándo empezasteis…?", "¿en qué fecha os hicisteis…?": a date in the company's own past is
    // its history, not a deadline.
    if (COMPANY_PAST.test(folded)) tokens = tokens.map((t) => this.vocabulary.inCompanyPast[t] ?? t);
    // "¿Cuánto tiempo…?" (typo'd or not, once the phrase matched) asks a duration: a facet, not a word.
    const asksDuration = tokens.includes(DURATION_MARK);
    // "Somos dos personas": the head count is a facet; its number is no subject ("dos" in a text's "hasta 2 dispositivos").
    const head = headCountWords(folded);
    const headTerms = head ? new Set(this.tokens(head.split(' ').filter((w) => /^\d+$/.test(w) || w in NUMBER_WORDS).join(' '), true)) : undefined;
    const terms = [...new Set(tokens.filter((t) => t !== DURATION_MARK && !headTerms?.has(t)))];
    const contentTerms = terms.filter((t) => !this.vocabulary.smallTalk.has(t));
    const facets = this.facets(folded, terms, asksDuration);
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
    let lower = text.toLowerCase().normalize('NFC');
    // Names written with signs or spaces ("C#", "40 GB", "e-mail"), as one word each, before words are split.
    for (const [pattern, spelling] of this.vocabulary.spellings) lower = lower.replace(pattern, spelling);
    lower = lower.replace(/(\p{L})-(\p{L})/gu, '$1$2');
    const out: string[] = [];
    for (const raw of lower.split(/[^\p{L}\p{N}]+/u)) {
      if (!raw) continue;
      // Shorthand is looked up as typed and with its stretched letters collapsed ("antiviruus").
      const fixed = this.colloquial[fold(raw)] ?? this.colloquial[collapseRepeats(fold(raw))] ?? raw;
      for (const w of fixed.split(' ')) {
        let word = collapseRepeats(w);
        const folded = fold(word);
        // A word the texts use ("WordPress", "business") is read as the texts read it, stretched
        // letters and all, so question and passage meet on the same stem.
        if (query && !this.lexicon.has(folded) && !this.lexicon.has(fold(w))) {
          // Only a changed word loses the visitor's accents; an unknown one keeps them for the stemmer.
          const base = this.withoutEnclitic(folded);
          // A typo may double a letter ("traajar", "bartaa"): its correction as typed comes first,
          // before the collapsed spelling is corrected.
          const asTyped = fold(w) !== folded ? this.correct(fold(w)) : folded;
          const fixedWord = base !== folded ? base : this.lexicon.has(asTyped) ? asTyped : this.correct(folded);
          // Collapsed like every other word, so a corrected "busines" → "business" meets the texts' stem.
          if (fixedWord !== folded) word = collapseRepeats(fixedWord);
          // A misspelt shorthand or borrowed word ("anivirus", "newletter") reads as the word it stands for.
          const colloquial = fixedWord !== folded ? this.colloquial[fixedWord] : undefined;
          if (colloquial) {
            out.push(...colloquial.split(' ').map((c) => this.restoreAccent(c)));
            continue;
          }
        }
        out.push(this.restoreAccent(word));
        // A text's "antivirus", "antiphishing" also names what it protects from: a visitor asks
        // about "virus" or "phishing".
        const guarded = query ? undefined : /^anti(\p{L}{4,})$/u.exec(fold(word))?.[1];
        if (guarded) out.push(guarded);
      }
    }
    return out;
  }

  private restoreAccent(word: string): string {
    if (!ONLY_LETTERS.test(word) || fold(word) !== word) return word;
    const known = this.accents.get(word);
    if (known) return known;
    // The commonest accent visitors skip: -cion / -sion nouns (información, dirección, sesión).
    if (word.length > 5 && /[cs]ion$/.test(word)) return `${word.slice(0, -3)}ión`;
    // Verbs addressed to "vosotros" (tenéis, trabajáis, podríais): the stemmer only strips them
    // accented. The past (empezasteis) has no accent.
    if (word.length >= 6 && /iais$/.test(word)) return `${word.slice(0, -4)}íais`;
    if (word.length >= 5 && /[ae]is$/.test(word) && !/steis$/.test(word)) return `${word.slice(0, -3)}${word.at(-3) === 'a' ? 'á' : 'é'}is`;
    return word;
  }

  private stem(word: string): string {
    let s = this.stemCache.get(word);
    if (s === undefined) {
      s = fold(stemmer.stem(word));
      // Stem-changing verbs: "encuentro" and "encontrar", "cuesta" and "costar", "empieza" and
      // "empezar" share one stem (not after q or g, where the u is silent: "quedar", "sigue").
      s = s.replace(/(?<![qg])ue/g, 'o').replace(/ie/g, 'e');
      // The stemmer leaves a short word's "-ación" noun apart from its verb ("migración" and
      // "migráis", "instalación" and "instalar"): both read as the verb's stem.
      if (/acion$/.test(s) && s.length - 5 >= 4) s = s.slice(0, -5);
      // A noun and its verb the stemmer leaves apart ("previsión" and "prever", "ventas" and "vender").
      s = STEM_FAMILIES[s] ?? s;
      if (this.stemCache.size < 50_000) this.stemCache.set(word, s);
    }
    return s;
  }

  private tokens(text: string, query: boolean, expanded?: Set<string>, addressed?: Set<string>): string[] {
    return this.tokensOf(this.words(text, query), query, expanded, addressed);
  }

  /** Words (from `words`) as index terms: phrases, concepts, stems, sizes and years. */
  private tokensOf(words: string[], query: boolean, expanded?: Set<string>, addressed?: Set<string>): string[] {
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
      const concepts = duration ? undefined : this.synonyms.get(w) ?? this.collapsedSynonyms.get(w);
      if (concepts) {
        out.push(...concepts);
        // Passages keep the word's stem too, so a misspelt synonym ("orario") still finds them.
        if (!query && w.length >= 4 && !this.vocabulary.sharedStems.has(this.stem(word))) out.push(this.stem(word));
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
      const stem = this.stem(word);
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

  private matchPhrase(folded: string[], i: number) {
    for (const p of this.phrases) {
      if (p.words.length > folded.length - i || p.words.length > this.maxPhrase) continue;
      let ok = true;
      for (let k = 0; k < p.words.length && ok; k++) ok = folded[i + k] === p.words[k];
      if (ok) return p;
    }
    return undefined;
  }

  /**
   * Terms of the words a text counts ("+100 empresas", "cuatro años", "5 líneas"): what a
   * passage can answer a "¿cuántos…?" with.
   */
  countedTerms(text: string): Set<string> {
    const out = new Set<string>();
    // "48 h" is 48 horas.
    for (const m of fold(text).replace(/(\d)\s*h\b/g, '$1 horas').matchAll(COUNTED)) for (const t of this.tokens(m[1], false)) out.add(t);
    return out;
  }

  private facets(text: string, terms: string[], asksDuration = false): QueryFacets {
    const facets: QueryFacets = {};
    const folded = fold(text);
    const employees = headCount(folded);
    if (employees !== undefined) facets.employees = employees;
    const counted = COUNT_QUESTION.exec(folded);
    if (counted) {
      const counts = this.tokens(counted[1], true).filter((t) => t !== '_precio');
      if (counts.length) facets.counts = counts;
    }
    if (WHEN_QUESTION.test(folded)) facets.when = true;
    const kinds = this.vocabulary.questionKinds.filter((k) => k.asks(folded, terms)).map((k) => k.id);
    if (kinds.length) facets.kinds = kinds;
    // "¿Cuánto tiempo se guardan…?", "¿cuánto tardáis?": answered by a passage that counts a duration.
    if (asksDuration || /\bcuanto (?:\p{L}+ )?tard/u.test(folded)) facets.counts = [...new Set([...(facets.counts ?? []), ...this.tokens('años meses semanas días horas', false)])];
    const empresa = terms.includes('_empresa');
    const personal = terms.includes('_personal');
    if (empresa !== personal) facets.mode = empresa ? 'empresa' : 'personal';
    return facets;
  }
}

// The visitor's own business and what it deals in: "tengo una tienda de ropa", "llevo un taller de motos".
const OWN_BUSINESS = /\b((?:tengo|tenemos|llevo|llevamos|monto|montando|regento|abrir|abro) (?:un|una|mi|nuestra|nuestro) \p{L}+) (?:de|del) \p{L}+(?: y \p{L}+)?/u;

const NUMBER = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
// "cuántas empresas", "cuántos años de experiencia": the counted word (not "cuánto cuesta", a price).
const COUNT_QUESTION = /\bcuant[oa]s\s+(?:de\s+)?(\p{L}{3,})/u;
// A number and the word it counts in a passage: "+100 empresas", "24 tecnologías", "cuatro años".
// Ordinals count too: "el primer día", "entre el tercer y el sexto mes".
const ORDINALS = ['primer', 'primero', 'primera', 'segundo', 'segunda', 'tercer', 'tercero', 'tercera', 'cuarto', 'quinto', 'sexto', 'septimo', 'octavo', 'noveno', 'decimo', 'duodecimo'];
const COUNTED = new RegExp(`(?:\\+?\\d[\\d.,]*|\\b(?:${[...Object.keys(NUMBER_WORDS).filter((w) => w.length > 3), ...ORDINALS].join('|')}))\\s+(\\p{L}{3,})`, 'gu');
/** The token the phrase "cuánto tiempo" leaves: the question asks a duration. */
const DURATION_MARK = '_duracion';
// "cuánto" followed by what it measures: a duration, a size or a speed ("cuánto tardáis", "cuánto
// espacio", "cuánto puede ocupar"); the match keeps the measure word and drops the "cuánto".
const MEASURE_QUESTION = /\bcuant[oa]\s+((?:(?:me|te|se|nos|os|le|les|lo|la|puede|pueden|suele|suelen)\s+)*(?:tard|dur|ocup|pes|mid|espacio|almacenamiento|velocidad|capacidad)\p{L}*)/u;
const MEASURE_QUESTIONS = new RegExp(MEASURE_QUESTION, 'gu');
// A verb in the past addressed to the company: "empezasteis", "os hicisteis", "nacisteis".
const COMPANY_PAST = /\p{L}{2,}(?:steis|istes)\b/u;
// "¿cuándo…?", "¿desde cuándo…?", "¿en qué año…?" at the head of a question or clause.
const WHEN_QUESTION = /(?:^|[¿¡,;.]\s*|\by\s+)(?:desde\s+|hasta\s+)?cuando\b|\b(?:en\s+)?que\s+(?:ano|fecha)\b/u;
const HEAD_PATTERNS = [
  new RegExp(`\\b${NUMBER}\\s+(?:empleados?|trabajadores?|personas|currantes|emplead\\w*|trabajador\\w*)\\b`),
  new RegExp(`\\bsomos\\s+${NUMBER}\\b`),
  new RegExp(`\\bplantilla\\s+de\\s+${NUMBER}\\b`),
  // "una empresa de 25", "un negocio de 4 personas", "una pyme de 12".
  new RegExp(`\\b(?:empresa|negocio|pyme|microempresa|compania|sociedad)\\s+de\\s+${NUMBER}\\b(?!\\s*(?:euros?|€|gb|mb|%|anos?|meses))`),
];

function toNumber(s: string): number {
  return /^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s];
}

/** The first head-count pattern a question matches ("tengo 5 empleados", "somos dos"): the words and the number. */
function headCountMatch(foldedText: string): RegExpExecArray | undefined {
  for (const re of HEAD_PATTERNS) {
    const m = re.exec(foldedText);
    if (m) return m;
  }
  return undefined;
}

/** The words that state a head count ("dos personas", "somos 5"), if a question has them. */
function headCountWords(foldedText: string): string | undefined {
  return headCountMatch(foldedText)?.[0];
}

/** The head count a question names, if any ("tengo 5 empleados", "somos dos", "soy autónomo"). */
export function headCount(foldedText: string): number | undefined {
  const m = headCountMatch(foldedText);
  if (m) return toNumber(m[1]);
  if (/\b(soy|somos) autonom[oa]s?\b|\bautonom[oa]\b|\bsin empleados\b|\bsolo yo\b/.test(foldedText)) return 1;
  return undefined;
}

const BARE_NUMBER = new RegExp(`^(?:y |e |pues |vale |entonces )?(?:si )?(?:somos |para |con |de |en )?(?:una empresa de )?${NUMBER}$`);

/** "¿y para 20?" → 20: a question that is only a number, read in the light of the previous one. */
function bareNumber(text: string): number | undefined {
  const t = fold(text).replace(/[¿?¡!.,;:]/g, ' ').replace(/\s+/g, ' ').trim();
  const m = BARE_NUMBER.exec(t);
  return m ? toNumber(m[1]) : undefined;
}
