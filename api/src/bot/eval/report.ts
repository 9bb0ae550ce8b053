/**
 * NavegaBot's figures: first the first-look scores (each batch of new questions scored once,
 * before anything was changed for it; the reported figure), newest first, and every scoring
 * attempt on record (first-look-attempts.json, kept or not); then the tuning and dev sets, which
 * have been seen, with and without precedents, with their misses and with one typo per question;
 * and how far the scored batches' questions now sit above their first looks (the dev figure's gap).
 *
 *   npx tsx api/src/bot/eval/report.ts
 */
import { BotEngine } from '../engine';
import { attemptsFileFor, attemptsTable, loadAttempts } from './first-look-attempts';
import { FIRST_LOOK_FILE, firstLookTable, latestFirstLook, loadFirstLook, percent, sameBatchName, scoredBatches } from './first-look-record';
import { EVAL_FLOOR, EVAL_SETS, EVAL_TYPO_FLOOR, TYPO_SEEDS, describeScores, loadQuestions, runEval, seenSetEngine, type EvalReport, type EvalSet } from './run-eval';
import { typoVariants } from './typos';

async function main() {
  const record = loadFirstLook();
  const latest = latestFirstLook(record);
  console.log(`First-look scores, newest first (first-look.json; a batch is scored once, before anything is changed for it):\n`);
  console.log(firstLookTable(record.batches));
  console.log(`\nNavegaBot's figure: ${latest.correct}/${latest.n} (${percent(latest.correct, latest.n)}), ${latest.batch}, scored ${latest.date}.\n`);
  const attempts = loadAttempts(attemptsFileFor(FIRST_LOOK_FILE));
  const kept = (a: { batch: string; n: number; correct: number }) => record.batches.some((r) => sameBatchName(r.batch, a.batch) && r.n === a.n && r.correct === a.correct);
  console.log(`Every first-look scoring on record (first-look-attempts.json, ${attempts.attempts.length}; from issue 37 on):\n`);
  console.log(attemptsTable(attempts, kept));

  const engine = seenSetEngine();
  const bare = new BotEngine({ precedents: [] });
  const reports: Partial<Record<EvalSet, EvalReport>> = {};
  const without: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) reports[set] = await runEval(engine, loadQuestions(set), undefined, set);
  for (const set of EVAL_SETS) without[set] = await runEval(bare, loadQuestions(set), undefined, `${set}-bare`);
  for (const set of EVAL_SETS) {
    for (const o of reports[set]!.outcomes.filter((x) => !x.ok)) {
      console.log(`miss (${set}): "${o.q.question}" expected ${o.q.expectPath ?? ''} ${o.expectText ?? ''} → ${o.reply.links[0]?.path}: ${o.reply.answer.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  }
  const floors = (f: Record<EvalSet, number>) => EVAL_SETS.map((s) => `${s} ${(f[s] * 100).toFixed(1)} %`).join(', ');
  console.log(`\nSeen sets (tuned on, or used to guide changes; not the reported figure):`);
  console.log(`NavegaBot top-1, precedents screened for read-back: ${describeScores(reports)} (floors: ${floors(EVAL_FLOOR)})`);
  console.log(`NavegaBot top-1, no precedents:                     ${describeScores(without)}`);

  // The dev figure's gap: the scored batches' questions now, against their own first looks.
  const dev = reports.dev!.outcomes;
  const batches = scoredBatches(dev, record.batches);
  const n = batches.reduce((sum, b) => sum + b.row.n, 0);
  const first = batches.reduce((sum, b) => sum + b.row.correct, 0);
  const now = batches.reduce((sum, b) => sum + b.questions.filter((o) => o.ok).length, 0);
  const gap = ((now - first) / n) * 100;
  console.log(
    `The ${batches.length} scored batches' ${n} questions: first looks ${first}/${n} (${percent(first, n)}), now ${now}/${n} (${percent(now, n)}): ` +
      `dev reads ${gap.toFixed(1)} points above a first look.`,
  );
  // The same questions with one typo each: how much a slip of the finger costs.
  const typos: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) typos[set] = await runEval(engine, typoVariants(loadQuestions(set), TYPO_SEEDS), undefined, `${set}-typo`);
  console.log(`With one typo per stand-alone question (${TYPO_SEEDS.length} draws in turn): ${describeScores(typos)} (floors: ${floors(EVAL_TYPO_FLOOR)})`);
}

void main();
