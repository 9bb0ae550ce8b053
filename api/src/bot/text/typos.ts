import { TUNING } from '../tuning';
import { fold, ONLY_LETTERS } from './fold';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzñ';
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

/** Counts a word (folded, letters only) in a lexicon: `weight` times. */
export function learnWord(lexicon: Map<string, number>, word: string, weight = 1): void {
  const w = fold(word);
  if (ONLY_LETTERS.test(w)) lexicon.set(w, (lexicon.get(w) ?? 0) + weight);
}

/**
 * Typo correction: a visitor's unknown word read as a known one. `lexicon`: the folded words the
 * analyser knows (the vocabulary and the indexed texts), with how often they occur.
 */
export class TypoCorrector {
  /** Stems of the known words: a word with a known stem is another form of a known word, not a typo. */
  private readonly knownStems: Set<string>;
  /** The commonest known word for each way of sounding (see `phoneticKey`). */
  private readonly bySound = new Map<string, string>();

  constructor(
    private readonly lexicon: ReadonlyMap<string, number>,
    private readonly stem: (word: string) => string,
    private readonly restoreAccent: (word: string) => string,
  ) {
    // Here rather than at the first typo, so no visitor's question pays for it.
    this.knownStems = new Set([...lexicon.keys()].map((w) => stem(w)));
    for (const [w, count] of lexicon) {
      const key = phoneticKey(w);
      const best = this.bySound.get(key);
      if (!best || (lexicon.get(best) ?? 0) < count) this.bySound.set(key, w);
    }
  }

  /** Whether the analyser knows the folded word as it is. */
  knows(foldedWord: string): boolean {
    return this.lexicon.has(foldedWord);
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

  /** "mandaros" → "mandar" when the vocabulary or the texts know the verb; otherwise unchanged. */
  withoutEnclitic(foldedWord: string): string {
    const m = ENCLITIC.exec(foldedWord);
    return m && !this.lexicon.has(foldedWord) && this.lexicon.has(m[1]) ? m[1] : foldedWord;
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
}
