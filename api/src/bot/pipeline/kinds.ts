import type { Knowledge } from '../knowledge';
import type { Passage } from '../passages';
import type { Reading } from './read';

/**
 * The passage a decisive kind of question settles on (`QuestionKind.decisive`): the one passage
 * that answers the first decisive kind the question asks. None when no such kind is asked, or
 * when several passages answer it (then the ranking chooses among them, boosted).
 */
export function decisivePassage(k: Knowledge, r: Reading): Passage | undefined {
  const asked = r.facets.kinds ?? [];
  for (const kind of k.vocabulary.questionKinds) {
    if (!kind.decisive || !asked.includes(kind.id)) continue;
    const answering = k.passages.filter((p) => p.answers?.includes(kind.id));
    if (answering.length === 1) return answering[0];
  }
  return undefined;
}
