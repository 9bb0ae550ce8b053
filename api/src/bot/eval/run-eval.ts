import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BotEngine, type BotReply } from '../engine';
import { meets, resolvePlaceholders, type Expectation } from '../pipeline/precedents';
import { foldText } from '../near-paraphrase';

/** One evaluation question: the page its answer must link first and/or a fact it must state. */
export type EvalQuestion = Expectation;

export type EvalOutcome = { q: EvalQuestion; reply: BotReply; ok: boolean; ms: number; expectText?: string };

export type EvalReport = {
  total: number;
  correct: number;
  accuracy: number;
  p50Ms: number;
  p95Ms: number;
  outcomes: EvalOutcome[];
};

export { PLACEHOLDERS } from '../pipeline/precedents';

/**
 * The two question sets: `tuning` (questions.json), which the thresholds, word lists and keywords
 * were tuned on, and `dev` (dev-questions.json), visitor questions written from the content
 * records that guide general improvements. Both have been seen, so neither is the reported
 * figure: that is each new batch's first-look score (first-look.ts, first-look.json), measured
 * once before anything is changed for the batch, which then joins dev.
 */
export const EVAL_SETS = ['tuning', 'dev'] as const;
export type EvalSet = (typeof EVAL_SETS)[number];

/** Issue 17's target: the share of right first answers each set should reach. */
export const EVAL_TARGET: Record<EvalSet, number> = { tuning: 0.9, dev: 0.9 };
/**
 * What the tests hold each set to: the achieved figure less stated slack, so a real regression
 * fails and a general change that flips a handful of answers either way does not. Raise a floor
 * when the achieved figure rises (keep the slack), never lower one to pass.
 *
 * - tuning: 190/190 (100 %) on 2026-11-28, engine c66bff1. Floor 0.98 = achieved − 2 points
 *   (four questions).
 * - dev: 1185/1318 (89.9 %) on 2026-11-28, engine c66bff1, with the retired held-out set merged
 *   in. Floor 0.879 = achieved − 2 points (26 questions): a general change flips a few answers
 *   both ways, a regression costs more than that.
 * - dev after batch 20 was merged (2026-11-28, engine 6593661): 1282/1445 (88.7 %). Floor 0.867 =
 *   achieved − 2 points (29 questions).
 * - dev after batches 21–24 were merged (2026-11-28, engine 08e814f): 1804/2111 (85.5 %). Floor
 *   0.835 = achieved − 2 points (42 questions). The four batches had to be unlike every question
 *   seen before them, so each was harder than the last (the session-start engine answers 71 %, 72 %,
 *   61 % and 58 % of them).
 * - the portfolio's trades as visitors name them (2026-11-28, the session after): 1810/2111
 *   (85.7 %). Floor 0.837 = achieved − 2 points, as before.
 * - with precedents (pipeline/precedents.ts), each question scored with its near-paraphrases
 *   screened out of them (seenSetEngine), 2026-11-28: tuning 189/190, dev 1838/2111 (87.1 %).
 *   Dev floor 0.851 = achieved − 2 points; tuning keeps 0.98.
 * - batch 25 merged after its first look (2026-11-28, engine 1d90a0b): dev 1951/2273 (85.8 %).
 *   Floor 0.838 = achieved − 2 points.
 * - issue 37 (2026-11-29): the stricter read-back screen (near-paraphrase.ts, readsBack) alone takes
 *   the engine of c4aa7e6 to 1940/2273; computed answers, several needs and decisive kinds take it
 *   to 1959/2273 (86.2 %), none lost. Floor 0.842 = achieved − 2 points.
 * - batch 26 merged after its first look (2026-11-29, engine 91b3096, 68/100): dev 2027/2373
 *   (85.4 %). Floor 0.834 = achieved − 2 points.
 *
 * Merging a batch after its first look changes what dev measures (80 questions at 80 % take
 * about half a point off): first-look.ts prints dev's new figure, and the floors are reset to it
 * less the same slack in the same commit. That describes a new set; it is not lowering a floor
 * to let a regression pass.
 */
export const EVAL_FLOOR: Record<EvalSet, number> = { tuning: 0.98, dev: 0.834 };

/** The draws of `typoVariants` the report and the robustness test use, one per question in turn. */
export const TYPO_SEEDS = [1, 2, 3, 4, 5];
/**
 * What each set must keep with one typo per stand-alone question, also the achieved figure less
 * 2 points: on 2026-11-28 (engine c66bff1) tuning 872/880 (99.1 %) and dev 5301/5975 (88.7 %);
 * after batch 20 was merged (engine 6593661) dev 5742/6570 (87.4 %), floor 0.854; after batches
 * 21–24 (engine 08e814f) dev 8055/9515 (84.7 %), floor 0.827; with the portfolio's trades dev
 * 8077/9515 (84.9 %), floor 0.829; with precedents (screened) tuning 867/880 (98.5 %), dev
 * 8269/9515 (86.9 %), floor 0.849; batch 25 merged, dev 8778/10230 (85.8 %), floor 0.838; issue 37
 * (read-back screen, computed answers), tuning 867/880 (98.5 %), dev 8821/10230 (86.2 %), floor 0.842;
 * batch 26 merged, dev 9149/10730 (85.3 %), floor 0.833. From 2026-11-29 (issue 34, a shorter test
 * run) each question is asked once, the five draws taken in turn across the set (`typoVariants`):
 * tuning 175/176 (99.4 %), dev 1832/2146 (85.4 %), so the floors stand.
 */
export const EVAL_TYPO_FLOOR: Record<EvalSet, number> = { tuning: 0.97, dev: 0.833 };

const FILES: Record<EvalSet, string> = { tuning: 'questions.json', dev: 'dev-questions.json' };

/** A set's questions. */
export function loadQuestions(set: EvalSet = 'tuning'): EvalQuestion[] {
  return JSON.parse(readFileSync(path.join(__dirname, FILES[set]), 'utf8')) as EvalQuestion[];
}

/** A question as the sets are compared for duplicates: lowercase, no accents, punctuation or extra spaces. */
export function normalQuestion(question: string): string {
  return foldText(question).replace(/[¿?¡!.,;:]/g, '').replace(/\s+/g, ' ').trim();
}

/** "tuning 190/190 (100.0 %) · dev 236/267 (88.4 %)": how the figures are reported everywhere. */
export function describeScores(reports: Partial<Record<EvalSet, Pick<EvalReport, 'correct' | 'total' | 'accuracy'>>>): string {
  return EVAL_SETS.filter((set) => reports[set])
    .map((set) => `${set} ${reports[set]!.correct}/${reports[set]!.total} (${(reports[set]!.accuracy * 100).toFixed(1)} %)`)
    .join(' · ');
}

/** Is the reply what the question expects? Top-1: the first link and the answer text. */
export function judge(q: EvalQuestion, reply: BotReply): boolean {
  return meets(q, reply);
}

/**
 * The engine a seen set is scored with. The bot's known questions (known-questions.json, its
 * precedents) include the tuning and dev questions, so a question asked as it is would find
 * itself and its near-paraphrases and read their answers back. This engine leaves out, for each
 * question, every precedent that would read its answer back (`readsBack` in near-paraphrase.ts:
 * token overlap of 0.5 or more, or the subject words of one inside the other; stricter than the
 * first look's 0.6 refusal): a seen set then measures what a question unlike the known ones gets,
 * as the first look (scored with the same screen) does.
 */
export function seenSetEngine(precedents?: Expectation[]): BotEngine {
  return new BotEngine({ precedents, screenNearParaphrases: true });
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
  engine: BotEngine = seenSetEngine(),
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
    outcomes.push({ q, reply, ok: judge(q, reply), ms, expectText: resolvePlaceholders(q.expectText) });
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
