/**
 * The scored batches (first-look.json's non-historical rows, at the end of dev-questions.json)
 * asked of the engine of another checkout: a paired comparison on the same questions. An engine
 * committed before a batch was written never saw it, so its score is a first look too.
 *
 *   git worktree add --detach ../engine-39d05ab 39d05ab
 *   ln -s "$PWD/node_modules" ../engine-39d05ab/node_modules
 *   ln -s "$PWD/api/node_modules" ../engine-39d05ab/api/node_modules
 *   npx tsx api/src/bot/eval/batches-with-engine.ts ../engine-39d05ab
 */
import path from 'node:path';
import { loadFirstLook, percent } from './first-look-record';
import { loadQuestions } from './run-eval';

type OtherEval = {
  BotEngine: new () => unknown;
  runEval: (engine: unknown, questions: unknown[], ask: undefined, label: string) => Promise<{ correct: number }>;
};

async function main() {
  const checkout = process.argv[2];
  if (!checkout) throw new Error('usage: batches-with-engine.ts <checkout of another commit>');
  const root = path.resolve(checkout, 'api/src/bot');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- another checkout's modules, chosen at run time
  const { BotEngine } = require(path.join(root, 'engine')) as Pick<OtherEval, 'BotEngine'>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runEval } = require(path.join(root, 'eval/run-eval')) as Pick<OtherEval, 'runEval'>;
  const dev = loadQuestions('dev');
  const scored = loadFirstLook().batches.filter((row) => !row.historical);
  let start = dev.length - scored.reduce((sum, row) => sum + row.n, 0);
  let total = 0;
  for (const row of scored) {
    const report = await runEval(new BotEngine(), dev.slice(start, start + row.n), undefined, row.batch);
    start += row.n;
    total += report.correct;
    console.log(`${row.batch}: ${report.correct}/${row.n} (${percent(report.correct, row.n)}); its first look ${row.correct}/${row.n} (${percent(row.correct, row.n)})`);
  }
  const n = scored.reduce((sum, row) => sum + row.n, 0);
  console.log(`all: ${total}/${n} with ${checkout}; first looks ${scored.reduce((s, r) => s + r.correct, 0)}/${n}`);
}

void main();
