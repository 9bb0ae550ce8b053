import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Expectation } from './pipeline/precedents';

/**
 * NavegaBot's known questions: visitor questions whose right answer is known, the precedents a
 * new question is weighed against (`pipeline/precedents.ts`). Content, edited and reviewed like
 * the records. The evaluation sets (`eval/`) are the bot's exam: the server never reads them,
 * so editing them changes no answer (api/test/ask-bot/exam-apart.test.ts).
 */
export const KNOWN_QUESTIONS_FILE = path.join(__dirname, 'known-questions.json');

export function loadKnownQuestions(file = KNOWN_QUESTIONS_FILE): Expectation[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Expectation[];
}
