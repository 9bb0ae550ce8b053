import { fold, ONLY_LETTERS } from './fold';

/** Accents a visitor leaves out, put back: learnt from the vocabulary and the texts, or by rule. */
export class Accents {
  private readonly known = new Map<string, string>();

  /** Remembers how a word is written with its accent, so "telefonia" is read as "telefonía". */
  learn(word: string): void {
    const lower = word.toLowerCase();
    const folded = fold(lower);
    if (folded !== lower && ONLY_LETTERS.test(lower) && !this.known.has(folded)) this.known.set(folded, lower);
  }

  /** A word typed without accents, as the texts write it ("telefonia" → "telefonía"); else unchanged. */
  restore(word: string): string {
    if (!ONLY_LETTERS.test(word) || fold(word) !== word) return word;
    const known = this.known.get(word);
    if (known) return known;
    // The commonest accent visitors skip: -cion / -sion nouns (información, dirección, sesión).
    if (word.length > 5 && /[cs]ion$/.test(word)) return `${word.slice(0, -3)}ión`;
    // Verbs addressed to "vosotros" (tenéis, trabajáis, podríais): the stemmer only strips them
    // accented. The past (empezasteis) has no accent.
    if (word.length >= 6 && /iais$/.test(word)) return `${word.slice(0, -4)}íais`;
    if (word.length >= 5 && /[ae]is$/.test(word) && !/steis$/.test(word)) return `${word.slice(0, -3)}${word.at(-3) === 'a' ? 'á' : 'é'}is`;
    return word;
  }
}
