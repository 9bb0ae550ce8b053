import { ASK_BOT_MAX_QUESTION } from '@site/shared/schemas/chat';
import { siteRoutes } from '@site/shared/content/site-routes';
import { NEAR_PARAPHRASE_THRESHOLD, QuestionPool, type Nearest } from '../near-paraphrase';
import { PLACEHOLDERS, normalQuestion, type EvalQuestion } from './run-eval';

/** A first-look figure rests on at least this many questions (after the near-paraphrase screening). */
export const MIN_FIRST_LOOK_QUESTIONS = 80;

const KEYS = new Set(['question', 'expectPath', 'expectText', 'session']);
const PATHS = new Set(siteRoutes.map((r) => r.path));

/**
 * The batch file's problems, one line each (empty when it is well-formed): a JSON array of
 * questions in dev-questions.json's format, each naming a real page and/or a fact, placeholders
 * the company record knows, and session labels the sets do not use yet (two chats with one label
 * would be asked as one chat once merged into dev).
 */
export function batchFormatErrors(data: unknown, usedSessions: ReadonlySet<string>): string[] {
  if (!Array.isArray(data)) return ['the batch must be a JSON array of questions, as in dev-questions.json'];
  const errors: string[] = [];
  data.forEach((item: unknown, i) => {
    const at = `#${i + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(`${at}: not an object`);
      return;
    }
    const q = item as Record<string, unknown>;
    const where = typeof q.question === 'string' ? `${at} "${q.question}"` : at;
    for (const key of Object.keys(q)) if (!KEYS.has(key)) errors.push(`${where}: unknown field "${key}" (allowed: ${[...KEYS].join(', ')})`);
    if (typeof q.question !== 'string' || !q.question.trim()) errors.push(`${at}: "question" must be a non-empty string`);
    else if (q.question.length > ASK_BOT_MAX_QUESTION) errors.push(`${where}: longer than the ${ASK_BOT_MAX_QUESTION} characters the bot accepts`);
    if (q.expectPath === undefined && q.expectText === undefined) errors.push(`${where}: needs "expectPath" and/or "expectText"`);
    if (q.expectPath !== undefined && (typeof q.expectPath !== 'string' || !PATHS.has(q.expectPath))) {
      errors.push(`${where}: expectPath ${JSON.stringify(q.expectPath)} is not a page of the site (shared/src/content/site-routes.ts)`);
    }
    if (q.expectText !== undefined) {
      if (typeof q.expectText !== 'string' || !q.expectText.trim()) errors.push(`${where}: "expectText" must be a non-empty string`);
      else for (const p of q.expectText.match(/\{\w+\}/g) ?? []) if (!(p in PLACEHOLDERS)) errors.push(`${where}: unknown placeholder ${p} (known: ${Object.keys(PLACEHOLDERS).join(', ')})`);
    }
    if (q.session !== undefined) {
      if (typeof q.session !== 'string' || !q.session.trim()) errors.push(`${where}: "session" must be a non-empty string`);
      else if (usedSessions.has(q.session)) errors.push(`${where}: session "${q.session}" is already used in the question sets; rename it`);
    }
  });
  return errors;
}

export type Refusal = { question: string; reason: string };

function reason(question: string, near: Nearest): string {
  if (normalQuestion(question) === normalQuestion(near.question)) return `the same question is in ${near.set}: "${near.question}"`;
  return `token overlap ${near.overlap.toFixed(2)} ≥ ${NEAR_PARAPHRASE_THRESHOLD} with ${near.set}: "${near.question}"`;
}

/** A question already in a set, and the set's name for the refusal message. */
export type ExistingQuestion = { question: string; set: string };

/**
 * Splits a batch into the questions to score and those refused as too close to a question
 * already in a set or earlier in the batch. A chat (questions sharing a `session`) stands or falls
 * whole: its first question gets the near-paraphrase check; its follow-ups ("¿y cuánto cuesta?")
 * are short and alike by nature, so they are refused only when asked word for word elsewhere (the
 * sets never hold one question twice), and a follow-up without its chat points at nothing.
 */
export function screenBatch(
  batch: readonly EvalQuestion[],
  existing: readonly ExistingQuestion[],
  batchName = 'this batch',
): { accepted: EvalQuestion[]; refused: Refusal[] } {
  const pool = new QuestionPool();
  const asked = new Map<string, string>();
  for (const e of existing) {
    pool.add(e.question, e.set);
    asked.set(normalQuestion(e.question), e.set);
  }
  // Stand-alone questions and whole chats, in the batch's order of first appearance.
  const units = new Map<string, EvalQuestion[]>();
  batch.forEach((q, i) => {
    const key = q.session === undefined ? `#${i}` : `session ${q.session}`;
    units.set(key, [...(units.get(key) ?? []), q]);
  });
  const refusedUnits = new Set<EvalQuestion[]>();
  const refused: Refusal[] = [];
  for (const unit of units.values()) {
    const [first, ...followUps] = unit;
    const near = pool.tooClose(first.question);
    const inChat = new Set([normalQuestion(first.question)]);
    const repeated = followUps.find((q) => {
      const key = normalQuestion(q.question);
      if (asked.has(key) || inChat.has(key)) return true;
      inChat.add(key);
      return false;
    });
    if (!near && !repeated) {
      for (const q of unit) {
        pool.add(q.question, batchName);
        asked.set(normalQuestion(q.question), batchName);
      }
      continue;
    }
    refusedUnits.add(unit);
    const why = near ? reason(first.question, near) : `its follow-up "${repeated!.question}" is already in ${asked.get(normalQuestion(repeated!.question)) ?? 'the same chat'}`;
    refused.push({ question: first.question, reason: why });
    for (const q of followUps) refused.push({ question: q.question, reason: `follow-up in chat "${first.session}", refused with its first question` });
  }
  const accepted = [...units.values()].filter((u) => !refusedUnits.has(u)).flat();
  return { accepted, refused };
}
