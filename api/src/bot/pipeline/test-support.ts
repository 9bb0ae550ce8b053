import { siteVocabulary } from '../domains';
import { Knowledge } from '../knowledge';
import { buildPassages, type Passage } from '../passages';
import { pageLink } from '../passages/links';
import type { Turn } from '../sessions';
import { answerQuestion } from '.';

/** A fixed day for the steps' tests (the Kit Digital's call is closed then). */
export const NOW = new Date('2026-03-01T10:00:00Z');

let site: Knowledge | undefined;

/** What the engine knows of the real site, built once per test file. */
export function siteKnowledge(): Knowledge {
  return (site ??= new Knowledge(buildPassages(), siteVocabulary()));
}

/** Knowledge of a few hand-written passages, read with the site's words. */
export function knowledgeOf(passages: Passage[]): Knowledge {
  return new Knowledge(passages, siteVocabulary());
}

/** A hand-written passage of one page. */
export function passage(id: string, title: string, text: string, path = '/nosotros', extra: Partial<Passage> = {}): Passage {
  return { id, topic: id, title, text, links: [pageLink(path)], ...extra };
}

/** The turns a chat remembers after these questions, asked in order. */
export function chatAfter(k: Knowledge, ...questions: string[]): Turn[] {
  const turns: Turn[] = [];
  for (const question of questions) turns.push(answerQuestion(k, question, turns, NOW).turn);
  return turns;
}
