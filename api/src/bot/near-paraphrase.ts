/**
 * Near-paraphrase check for new evaluation questions: a question whose words mostly repeat an
 * existing question's measures nothing new (issue 27 found 28 of the old held-out set's 85
 * questions within 0.6 of a dev or tuning question). Deliberately independent of the bot's own
 * analyzer (api/src/bot/text/): the yardstick must not move when the engine changes. It lives
 * outside eval/ because the precedents use the same check (the live server loads nothing from eval/).
 */

/** Token overlap (Jaccard) at or above which a question counts as a near-paraphrase: the review's threshold. */
export const NEAR_PARAPHRASE_THRESHOLD = 0.6;

/** Lowercase, no accents (ñ becomes n as in the analyzer's fold: visitors type both). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The question's words, folded, without punctuation: "¿Abrís los sábados?" → abris, los, sabados. */
export function questionWords(question: string): string[] {
  return foldText(question).split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * A crude stem: the first five letters. It makes "cuanto"/"cuantos", "empresa"/"empresas",
 * "tardais"/"tardan" one token, so a paraphrase that only inflects the words is caught too. It
 * over-merges a little ("servicio"/"servidor"), which only makes the check stricter.
 */
export function stem(word: string): string {
  return word.slice(0, 5);
}

/** |A ∩ B| / |A ∪ B|: 1 for the same word set, 0 for no word in common. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

/**
 * Words that carry no subject: articles, prepositions, pronouns, "qué/cuál es". Only the read-back
 * screen's containment test leaves them out (the Jaccard overlap counts every word, as the review did).
 */
const FUNCTION_WORDS = new Set(
  `a al ante con de del desde en entre hacia hasta para por segun sin sobre tras el la los las lo le les un una unos unas y e o u ni
  que cual cuales es son esta estan hay se me mi mis te tu tus nos os su sus vuestro vuestra vuestros vuestras nuestro nuestra
  yo vosotros ustedes usted este esta esto ese esa eso muy mas ya si no tambien`.split(/\s+/),
);

/** A question prepared once for many comparisons. */
export type Tokens = { words: Set<string>; stems: Set<string>; subject: Set<string> };

export function tokens(question: string): Tokens {
  const words = questionWords(question);
  return { words: new Set(words), stems: new Set(words.map(stem)), subject: new Set(words.filter((w) => !FUNCTION_WORDS.has(w)).map(stem)) };
}

/** How close two questions are: the higher of the overlap of their words and of their stems. */
export function overlap(a: Tokens, b: Tokens): number {
  return Math.max(jaccard(a.words, b.words), jaccard(a.stems, b.stems));
}

/**
 * The precedents' read-back screen, stricter than the first look's refusal so that no question is
 * answered by a same-answer neighbour a first look would refuse: token overlap of
 * `READ_BACK_THRESHOLD` or more (issue 37 found 360 dev questions with a same-answer neighbour at
 * 0.5–0.6), or one question's subject words (two or more, stems) all inside the other's ("tamaño
 * máximo del CV" in "¿cuál es el tamaño máximo del CV?", 0.57).
 */
export const READ_BACK_THRESHOLD = 0.5;
const MIN_CONTAINED_SUBJECT = 2;

function contains(outer: ReadonlySet<string>, inner: ReadonlySet<string>): boolean {
  if (inner.size < MIN_CONTAINED_SUBJECT) return false;
  for (const x of inner) if (!outer.has(x)) return false;
  return true;
}

/** Would a precedent read its answer back to this question? (See `READ_BACK_THRESHOLD`.) */
export function readsBack(a: Tokens, b: Tokens): boolean {
  return overlap(a, b) >= READ_BACK_THRESHOLD || contains(a.subject, b.subject) || contains(b.subject, a.subject);
}

export type Nearest = { question: string; set: string; overlap: number };

/** An indexed pool of existing questions (with the set each comes from, for the refusal message). */
export class QuestionPool {
  private readonly entries: { question: string; set: string; tokens: Tokens }[] = [];

  add(question: string, set: string): void {
    this.entries.push({ question, set, tokens: tokens(question) });
  }

  /** The existing question closest to `question`, if any. */
  nearest(question: string): Nearest | undefined {
    const mine = tokens(question);
    let best: Nearest | undefined;
    for (const e of this.entries) {
      const o = overlap(mine, e.tokens);
      if (!best || o > best.overlap) best = { question: e.question, set: e.set, overlap: o };
    }
    return best;
  }

  /** The closest existing question when it is too close (≥ the threshold), else undefined. */
  tooClose(question: string, threshold = NEAR_PARAPHRASE_THRESHOLD): Nearest | undefined {
    const best = this.nearest(question);
    return best && best.overlap >= threshold ? best : undefined;
  }
}
