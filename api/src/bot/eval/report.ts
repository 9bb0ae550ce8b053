/**
 * NavegaBot's figures: first the first-look scores (each batch of new questions scored once,
 * before anything was changed for it; the reported figure), newest first; then the tuning and dev
 * sets, which have been seen, with their misses and with one typo per question.
 *
 *   npx tsx api/src/bot/eval/report.ts
 */
import { firstLookTable, latestFirstLook, loadFirstLook, percent } from './first-look-record';
import { EVAL_FLOOR, EVAL_SETS, EVAL_TYPO_FLOOR, TYPO_SEEDS, describeScores, loadQuestions, runEval, seenSetEngine, type EvalReport, type EvalSet } from './run-eval';
import { typoVariants } from './typos';

async function main() {
  const record = loadFirstLook();
  const latest = latestFirstLook(record);
  console.log(`First-look scores, newest first (first-look.json; a batch is scored once, before anything is changed for it):\n`);
  console.log(firstLookTable(record.batches));
  console.log(`\nNavegaBot's figure: ${latest.correct}/${latest.n} (${percent(latest.correct, latest.n)}), ${latest.batch}, scored ${latest.date}.\n`);

  const engine = seenSetEngine();
  const reports: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) reports[set] = await runEval(engine, loadQuestions(set), undefined, set);
  for (const set of EVAL_SETS) {
    for (const o of reports[set]!.outcomes.filter((x) => !x.ok)) {
      console.log(`miss (${set}): "${o.q.question}" expected ${o.q.expectPath ?? ''} ${o.expectText ?? ''} → ${o.reply.links[0]?.path}: ${o.reply.answer.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  }
  const floors = (f: Record<EvalSet, number>) => EVAL_SETS.map((s) => `${s} ${(f[s] * 100).toFixed(1)} %`).join(', ');
  console.log(`\nSeen sets (tuned on, or used to guide changes; not the reported figure):`);
  console.log(`NavegaBot top-1: ${describeScores(reports)} (floors: ${floors(EVAL_FLOOR)})`);
  // The same questions with one typo each: how much a slip of the finger costs.
  const typos: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) typos[set] = await runEval(engine, typoVariants(loadQuestions(set), TYPO_SEEDS), undefined, `${set}-typo`);
  console.log(`With one typo per stand-alone question (${TYPO_SEEDS.length} draws): ${describeScores(typos)} (floors: ${floors(EVAL_TYPO_FLOOR)})`);
}

void main();
