import type { Passage } from '../passages/types';
import type { Words } from '../text/vocabulary';

/**
 * One part of the site as NavegaBot knows it: the passages generated from its content records and
 * the words visitors ask about it with. Both live in `domains/<name>/` (passages.ts, words.ts).
 */
export type Domain = {
  name: string;
  passages: () => Passage[];
  words: Words;
};
