/**
 * What the precedents are worth on questions they were not built from: each batch scored by the
 * first-look tool (the rows of first-look.json that are not historical, appended to the end of
 * dev-questions.json in that order) is asked again with the precedents built from every other
 * tuning and dev question, near-paraphrases screened, beside the same engine with no precedents.
 * The batches have been seen (their misses guided changes), so this chooses and checks the
 * precedents' numbers; the reported figure stays the first look.
 *
 *   npx tsx api/src/bot/eval/leave-batch-out.ts
 */
import { BotEngine } from '../engine';
import { loadFirstLook, percent } from './first-look-record';
import { loadQuestions, runEval, seenSetEngine } from './run-eval';

async function main() {
  const tuning = loadQuestions('tuning');
  const dev = loadQuestions('dev');
  const scored = loadFirstLook().batches.filter((row) => !row.historical);
  let start = dev.length - scored.reduce((sum, row) => sum + row.n, 0);
  let without = 0;
  let withPrecedents = 0;
  for (const row of scored) {
    const batch = dev.slice(start, start + row.n);
    const others = [...tuning, ...dev.slice(0, start), ...dev.slice(start + row.n)];
    start += row.n;
    const bare = await runEval(new BotEngine({ precedents: [] }), batch, undefined, row.batch);
    const voted = await runEval(seenSetEngine(others), batch, undefined, row.batch);
    without += bare.correct;
    withPrecedents += voted.correct;
    console.log(`${row.batch}: without precedents ${bare.correct}/${row.n}, with the others as precedents ${voted.correct}/${row.n}`);
  }
  const n = scored.reduce((sum, row) => sum + row.n, 0);
  console.log(`all ${scored.length} batches: ${without}/${n} (${percent(without, n)}) → ${withPrecedents}/${n} (${percent(withPrecedents, n)})`);
}

void main();
