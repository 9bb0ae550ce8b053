/**
 * Scores every evaluation set and prints the figures, with the misses of the tuning and dev sets
 * only: the held-out set is reported as one number, so nobody fits the bot to its questions.
 *
 *   npx tsx api/src/bot/eval/report.ts
 */
import { BotEngine } from '../engine';
import { EVAL_SETS, HELD_OUT, TYPO_SEEDS, describeScores, loadQuestions, runEval, type EvalReport, type EvalSet } from './run-eval';
import { typoVariants } from './typos';

async function main() {
  const engine = new BotEngine();
  const reports: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) reports[set] = await runEval(engine, loadQuestions(set), undefined, set);
  for (const set of EVAL_SETS) {
    if (set === HELD_OUT) continue;
    for (const o of reports[set]!.outcomes.filter((x) => !x.ok)) {
      console.log(`miss (${set}): "${o.q.question}" expected ${o.q.expectPath ?? ''} ${o.expectText ?? ''} → ${o.reply.links[0]?.path}: ${o.reply.answer.slice(0, 90)}`);
    }
  }
  console.log(`NavegaBot top-1: ${describeScores(reports)}`);
  // The same questions with one typo each: how much a slip of the finger costs.
  const typos: Partial<Record<EvalSet, EvalReport>> = {};
  for (const set of EVAL_SETS) typos[set] = await runEval(engine, typoVariants(loadQuestions(set), TYPO_SEEDS), undefined, `${set}-typo`);
  console.log(`With one typo per stand-alone question (${TYPO_SEEDS.length} draws): ${describeScores(typos)}`);
}

void main();
