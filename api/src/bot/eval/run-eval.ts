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
 * What the tests hold each set to: the target, except dev and held-out. Dev grew in batches, each
 * scored before anything was fitted to it (28/46, 30/43, then on 2026-11-26: batch 6 53/68, batch 7
 * 51/70, batch 8 59/80, batch 9 62/80, batch 10 68/80 and batch 11 56/70, which the start-of-day
 * engine scored 51/70, 55/80, 61/80, 61/80 and 51/70; batch 11 was only scored, as the day's
 * honest figure for questions nobody had seen; on 2026-11-27: batch 12 62/80 and batch 13 49/80,
 * the same with the session-start engine, batch 14 59/80 (56/80 with the session-start engine), batch 16 63/80 (61/80) and batch 17
 * 64/80 (60/80)). Held-out scored 81 % (69/85) on 2026-11-25,
 * 84.7 % (72/85) at the start of 2026-11-26 and 89.4 % (76/85) at its end; each floor sits just
 * below its latest score so it cannot slip while the gap to 90 % stays visible. Raise them as the
 * bot improves in general ways, never by tuning on the held-out questions.
 */
// Dev 0.9 → 0.88 on 2026-11-27: batches 12 and 13 (153 new questions, 111 right before any fitting)
// took the set from 625/674 to 731/823.
export const EVAL_FLOOR: Record<EvalSet, number> = { tuning: EVAL_TARGET.tuning, dev: 0.88, 'held-out': 0.88 };

/** The draws of `typoVariants` the report and the robustness test use. */
export const TYPO_SEEDS = [1, 2, 3, 4, 5];
/**
 * What each set must keep with one typo per stand-alone question, just below the figures at the end
 * of 2026-11-26 (tuning 97.8 %, dev 88.0 %, held-out 86.7 %; the start-of-day engine scored 95.2 %
 * and 82.2 % on tuning and held-out).
 */
// Dev 0.87 → 0.85 with batches 12 and 13 (86.0 % once they were merged).
export const EVAL_TYPO_FLOOR: Record<EvalSet, number> = { tuning: 0.97, dev: 0.85, 'held-out': 0.86 };

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
