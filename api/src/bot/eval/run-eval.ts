import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '@site/shared/content/company';
import { BotEngine, type BotReply } from '../engine';
import { fold } from '../text/analyzer';

/** One evaluation question: the page its answer must link first and/or a fact it must state. */
export type EvalQuestion = {
  question: string;
  expectPath?: string;
  expectText?: string;
  /** Questions with the same label are asked in order in one chat (follow-ups). */
  session?: string;
};

export type EvalOutcome = { q: EvalQuestion; reply: BotReply; ok: boolean; ms: number; expectText?: string };

export type EvalReport = {
  total: number;
  correct: number;
  accuracy: number;
  p50Ms: number;
  p95Ms: number;
  outcomes: EvalOutcome[];
};

// Facts the company record may still change (WORKING VALUES), named instead of copied.
const PLACEHOLDERS: Record<string, string> = {
  '{phone}': company.phone.display,
  '{mobile}': company.mobile.display,
  '{email}': company.email,
  '{city}': company.address.city,
};

/**
 * The three question sets: `tuning` (questions.json), which the thresholds, word lists and keywords
 * were tuned on; `dev` (dev-questions.json), fresh visitor questions written from the content
 * records to guide general improvements (typos, accents, synonyms) after the tuning set was full;
 * and `held-out` (held-out-questions.json), which nothing is tuned on and whose misses are never
 * printed, so its score says how the bot does with questions nobody fitted it to.
 */
export const EVAL_SETS = ['tuning', 'dev', 'held-out'] as const;
export type EvalSet = (typeof EVAL_SETS)[number];

/** Issue 17's target: the share of right first answers each set should reach. */
export const EVAL_TARGET: Record<EvalSet, number> = { tuning: 0.9, dev: 0.9, 'held-out': 0.9 };
/**
 * What the tests hold each set to, each just below its latest score so it cannot slip. Raise them as
 * the bot improves in general ways, never by tuning on the held-out questions.
 *
 * Dev grew in batches, each scored before anything was fitted to it: 28/46 and 30/43; on
 * 2026-11-26 batches 6–11 (53/68, 51/70, 59/80, 62/80, 68/80, 56/70; the start-of-day engine
 * 51/70, 55/80, 61/80, 61/80, 51/70 for 7–11); on 2026-11-27 batches 12, 13, 14, 16, 17, 18 and 19
 * (62/80, 49/80, 59/80, 63/80, 64/80, 69/80, 67/80; the session-start engine 62/80, 49/80, 56/80,
 * 61/80, 60/80, 65/80, 62/80); batch 15 was kept out and only scored until the end of that
 * session (57/70; 52/70 with the session-start engine), then merged. Held-out: 69/85 on
 * 2026-11-25, 72/85 and 76/85 at the start and end of 2026-11-26, 78/85 (91.8 %) at the end of
 * 2026-11-27.
 */
export const EVAL_FLOOR: Record<EvalSet, number> = { tuning: EVAL_TARGET.tuning, dev: 0.88, 'held-out': 0.91 };

/** The draws of `typoVariants` the report and the robustness test use. */
export const TYPO_SEEDS = [1, 2, 3, 4, 5];
/**
 * What each set must keep with one typo per stand-alone question, just below the figures at the
 * end of 2026-11-27 (tuning 99.1 %, dev 88.5 %, held-out 91.1 %; the day before ended at 97.8 %,
 * 88.0 % and 86.7 %).
 */
export const EVAL_TYPO_FLOOR: Record<EvalSet, number> = { tuning: 0.98, dev: 0.88, 'held-out': 0.9 };

/** The set whose misses are never shown (tests, bench and report print only its score). */
export const HELD_OUT: EvalSet = 'held-out';

const FILES: Record<EvalSet, string> = { tuning: 'questions.json', dev: 'dev-questions.json', 'held-out': 'held-out-questions.json' };

/** A set's questions. */
export function loadQuestions(set: EvalSet = 'tuning'): EvalQuestion[] {
  const data = JSON.parse(readFileSync(path.join(__dirname, FILES[set]), 'utf8')) as EvalQuestion[] | { questions: EvalQuestion[] };
  // The held-out file carries its rule in a note beside the questions.
  return Array.isArray(data) ? data : data.questions;
}

/** A question as the sets are compared for duplicates: lowercase, no accents, punctuation or extra spaces. */
export function normalQuestion(question: string): string {
  return fold(question).replace(/[¿?¡!.,;:]/g, '').replace(/\s+/g, ' ').trim();
}

/** "tuning 190/190 (100.0 %) · dev 236/267 (88.4 %) · held-out 72/85 (84.7 %)": how the figures are reported everywhere. */
export function describeScores(reports: Partial<Record<EvalSet, Pick<EvalReport, 'correct' | 'total' | 'accuracy'>>>): string {
  return EVAL_SETS.filter((set) => reports[set])
    .map((set) => `${set} ${reports[set]!.correct}/${reports[set]!.total} (${(reports[set]!.accuracy * 100).toFixed(1)} %)`)
    .join(' · ');
}

function resolve(text: string | undefined): string | undefined {
  return text?.replace(/\{\w+\}/g, (k) => PLACEHOLDERS[k] ?? k);
}

/** Is the reply what the question expects? Top-1: the first link and the answer text. */
export function judge(q: EvalQuestion, reply: BotReply): boolean {
  const text = resolve(q.expectText);
  const pathOk = !q.expectPath || reply.links[0]?.path === q.expectPath;
  const textOk = !text || fold(reply.answer).includes(fold(text));
  return pathOk && textOk;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Asks every question (follow-ups in their own chat, the rest each in a fresh one) and scores
 * top-1 accuracy; `ask` lets the bench time the same set through the HTTP server. `label` keeps
 * the chats of two sets asked of one engine apart.
 */
export async function runEval(
  engine: BotEngine = new BotEngine(),
  questions: EvalQuestion[] = loadQuestions(),
  ask: (question: string, session: string) => Promise<BotReply> | BotReply = (question, session) => engine.ask(question, session),
  label = 'eval',
): Promise<EvalReport> {
  const outcomes: EvalOutcome[] = [];
  let n = 0;
  for (const q of questions) {
    n += 1;
    const session = q.session ? `sess_${label}_${q.session}` : `sess_${label}_${n}`;
    const start = process.hrtime.bigint();
    const reply = await ask(q.question, session);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    outcomes.push({ q, reply, ok: judge(q, reply), ms, expectText: resolve(q.expectText) });
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const correct = outcomes.filter((o) => o.ok).length;
  return {
    total: outcomes.length,
    correct,
    accuracy: outcomes.length ? correct / outcomes.length : 0,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    outcomes,
  };
}
