/**
 * The shape of NavegaBot's word lists and how they are put together. General Spanish lives in
 * `spanish.ts`; each domain's words live beside its passages (`domains/<domain>/words.ts`). Every
 * key is written folded (lowercase, no accents) because the analyser looks words up after
 * folding; outputs that start with `_` are concept tokens that skip the stemmer.
 */

/** A multi-word expression (folded words) and the tokens it is read as. */
export type Phrase = [string, string[]];

/**
 * A kind of question a domain answers whatever the question's other words ("¿guardáis mis
 * datos?" is about the privacy policy, whichever form the data came through). The passages that
 * answer it list its id in `Passage.answers`; they rank higher for a question of that kind.
 */
export type QuestionKind = {
  id: string;
  /** Does the question (folded, typos corrected) ask this kind of thing? `terms`: its analysed terms. */
  asks: (foldedQuestion: string, terms: string[]) => boolean;
  /**
   * The kind settles the answer: a question of it gets the one passage that answers it, whatever
   * else its words match ("vuestro Instagram" is our profiles, though "Instagram" is also a service).
   */
  decisive?: boolean;
};

/** The words one part of the site (or general Spanish) teaches the analyser. */
export type Words = {
  /** Chat shorthand and common misspellings, word for word ("tlf" → "teléfono"). */
  colloquial?: Record<string, string>;
  /** Accents visitors leave out on words the stemmer treats differently with and without them. */
  accented?: string[];
  /** Words that carry no meaning for retrieval. */
  stopwords?: string[];
  /** Multi-word expressions, matched before single words (longest first). */
  phrases?: Phrase[];
  /** Concept token → the single words read as it (plurals and verb forms listed: the lookup is exact). */
  synonyms?: Record<string, string[]>;
  /** A word read as several tokens ("cerrado": hours or deadline); set after every part's synonyms. */
  concepts?: Record<string, string[]>;
  /** Query-only expansions: a visitor's "móvil" may also be the company's mobile number. */
  expansions?: Record<string, string[]>;
  /** Stems two unrelated words share ("tarde" and "tardar"): a synonym with such a stem is indexed as its concept only. */
  sharedStems?: string[];
  /** Concept tokens too common to stand for a question on their own ("price"): they count half in coverage. */
  generic?: string[];
  /** Concept tokens that are small talk: dropped from a question that also asks something real. */
  smallTalk?: string[];
  /** Terms that only refine the previous question ("¿y en empresa?", "¿y para 5 empleados?"). */
  refining?: string[];
  /** Words that, beside a new head count, ask the previous question again ("¿cuánto sería la ayuda?"). */
  headCountRefines?: string[];
  /** Terms that, in a follow-up, ask about the previous answer's plan mode instead of naming a new one ("¿y eso lleva IVA?"). */
  keepMode?: string[];
  /** Kinds of question answered by passages the domain marks (see `QuestionKind`). */
  questionKinds?: QuestionKind[];
  /** Names written with signs or spaces, rewritten as one word before the text is split ("C#" → "csharp"). */
  spellings?: [RegExp, string][];
  /** How a concept reads in a question about the company's own past ("¿cuándo empezasteis?": a date there is history, not a deadline). */
  inCompanyPast?: Record<string, string>;
};

/** Every part's words merged: what the analyser and the engine read. */
export type Vocabulary = {
  colloquial: Record<string, string>;
  accented: string[];
  stopwords: Set<string>;
  phrases: Phrase[];
  /** Folded word → concept tokens. */
  synonyms: Map<string, string[]>;
  expansions: Record<string, string[]>;
  sharedStems: Set<string>;
  generic: Set<string>;
  smallTalk: Set<string>;
  refining: Set<string>;
  headCountRefines: Set<string>;
  keepMode: Set<string>;
  questionKinds: QuestionKind[];
  spellings: [RegExp, string][];
  inCompanyPast: Record<string, string>;
};

/** Each phrase read as the same tokens. */
export function each(phrases: string[], tokens: string[]): Phrase[] {
  return phrases.map((phrase): Phrase => [phrase, tokens]);
}

/** Every "head tail" pair read as the same tokens ("conservar mi numero", "sin perder el numero"…). */
export function pairs(heads: string[], tails: string[], tokens: string[]): Phrase[] {
  return heads.flatMap((head) => tails.map((tail): Phrase => [`${head} ${tail}`, tokens]));
}

/** A list written as one string of words ("a b\n c"). */
export function words(list: string): string[] {
  return list.split(/\s+/);
}

/**
 * The parts' words as one vocabulary, in the order given. A word of chat shorthand or a phrase
 * belongs to one part: two parts reading it differently is an error, caught at start-up.
 */
export function mergeVocabulary(parts: Words[]): Vocabulary {
  const colloquial: Record<string, string> = {};
  const expansions: Record<string, string[]> = {};
  const phraseOwner = new Map<string, string[]>();
  const synonyms = new Map<string, string[]>();
  for (const part of parts) {
    for (const [word, reading] of Object.entries(part.colloquial ?? {})) {
      if (word in colloquial && colloquial[word] !== reading) throw new Error(`NavegaBot: "${word}" is read two ways`);
      colloquial[word] = reading;
    }
    for (const [phrase, tokens] of part.phrases ?? []) {
      if (phraseOwner.has(phrase)) throw new Error(`NavegaBot: the phrase "${phrase}" is listed twice`);
      phraseOwner.set(phrase, tokens);
    }
    Object.assign(expansions, part.expansions);
    for (const [token, list] of Object.entries(part.synonyms ?? {})) {
      for (const w of list) if (w) synonyms.set(w, [...(synonyms.get(w) ?? []), token]);
    }
  }
  for (const part of parts) for (const [word, tokens] of Object.entries(part.concepts ?? {})) synonyms.set(word, tokens);
  const all = (key: 'accented' | 'stopwords' | 'sharedStems' | 'generic' | 'smallTalk' | 'refining' | 'headCountRefines' | 'keepMode') =>
    parts.flatMap((p) => p[key] ?? []);
  return {
    colloquial,
    accented: all('accented'),
    stopwords: new Set(all('stopwords')),
    phrases: parts.flatMap((p) => p.phrases ?? []),
    synonyms,
    expansions,
    sharedStems: new Set(all('sharedStems')),
    generic: new Set(all('generic')),
    smallTalk: new Set(all('smallTalk')),
    refining: new Set(all('refining')),
    headCountRefines: new Set(all('headCountRefines')),
    keepMode: new Set(all('keepMode')),
    questionKinds: parts.flatMap((p) => p.questionKinds ?? []),
    spellings: parts.flatMap((p) => p.spellings ?? []),
    inCompanyPast: Object.assign({}, ...parts.map((p) => p.inCompanyPast)),
  };
}
