import type { EvalQuestion } from './run-eval';

/** A small deterministic generator, so a typo run is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/**
 * The question with one typo of the kind visitors make on a phone: a letter dropped, two letters
 * swapped or one doubled, in one word of five letters or more (the word and the place are drawn
 * from `seed`). Follow-ups are left out by the caller: their meaning depends on the chat.
 */
export function withTypo(question: string, seed: number): string {
  const next = generator(seed + question.length);
  const words = question.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.replace(/[^\p{L}]/gu, '').length >= 5);
  if (!long.length) return question;
  const [word, at] = long[Math.floor(next() * long.length)];
  const k = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  words[at] =
    kind === 0
      ? word.slice(0, k) + word.slice(k + 1)
      : kind === 1
        ? word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2)
        : word.slice(0, k) + word[k] + word.slice(k);
  return words.join(' ');
}

/**
 * The stand-alone questions of a set, each once with one typo, the draws taken in turn (the first
 * question with the first seed, the second with the second…): every kind of slip across the set,
 * at the cost of one pass over it instead of one per seed (issue 34: five passes were a third of
 * the unit tests' time).
 */
export function typoVariants(questions: EvalQuestion[], seeds: readonly number[]): EvalQuestion[] {
  const alone = questions.filter((q) => !q.session || questions.filter((x) => x.session === q.session).length === 1);
  return alone.map((q, i) => ({ question: withTypo(q.question, seeds[i % seeds.length]), expectPath: q.expectPath, expectText: q.expectText }));
}
