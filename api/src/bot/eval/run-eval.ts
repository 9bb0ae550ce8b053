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

/** The evaluation set, api/src/bot/eval/questions.json. */
export function loadQuestions(): EvalQuestion[] {
  return JSON.parse(readFileSync(path.join(__dirname, 'questions.json'), 'utf8')) as EvalQuestion[];
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
 * top-1 accuracy; `ask` lets the bench time the same set through the HTTP server.
 */
export async function runEval(
  engine: BotEngine = new BotEngine(),
  questions: EvalQuestion[] = loadQuestions(),
  ask: (question: string, session: string) => Promise<BotReply> | BotReply = (question, session) => engine.ask(question, session),
): Promise<EvalReport> {
  const outcomes: EvalOutcome[] = [];
  let n = 0;
  for (const q of questions) {
    n += 1;
    const session = q.session ? `sess_eval_${q.session}` : `sess_eval_${n}`;
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
