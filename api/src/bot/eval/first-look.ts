/**
 * Scores a new batch of evaluation questions once, before anything is changed for it: that
 * first-look score is NavegaBot's reported figure (docs/navegabot.md).
 *
 *   npx tsx api/src/bot/eval/first-look.ts <batch.json> --name "batch 20" --by "<who wrote it>" [--check]
 *
 * It refuses a batch name already scored, checks the file's format, refuses a batch whose hash
 * (or any of whose questions) was scored before (first-look-attempts.json, and every committed
 * version of it), refuses questions too close to one already in a set (printing which and why),
 * and with --check stops there (nothing scored, so the writer may replace the refused questions;
 * the batch's hash is printed). Otherwise it scores the rest with the current engine (precedents
 * screened for read-back, as the seen sets are), appends the attempt to first-look-attempts.json and
 * commits that file alone before printing the score, then appends the figure to first-look.json and
 * to docs/navegabot.md's table, and merges the batch into dev-questions.json. Commit those three
 * files with the figure. It never writes the bot's known questions
 * (api/src/bot/known-questions.json): teaching the bot a batch is a content change of its own.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../settings';
import { BotEngine } from '../engine';
import { loadKnownQuestions } from '../known-questions';
import { MIN_FIRST_LOOK_QUESTIONS, batchFormatErrors, screenBatch } from './batch-check';
import { appendAttempt, attemptsFileFor, batchHash, commitAttempt, committedEver, earlierAttempt, loadAttempts, questionHash, type FirstLookAttempt } from './first-look-attempts';
import {
  FIRST_LOOK_FILE,
  NAVEGABOT_DOC,
  loadFirstLook,
  percent,
  sameBatchName,
  saveFirstLook,
  withFirstLookTable,
  type FirstLookRow,
} from './first-look-record';
import { EVAL_SETS, loadQuestions, normalQuestion, runEval, seenSetEngine, type EvalQuestion } from './run-eval';

const USAGE = 'Usage: npx tsx api/src/bot/eval/first-look.ts <batch.json> --name "batch 20" --by "<who wrote it>" [--check]\n';

export type FirstLookOptions = {
  batchFile: string;
  name: string;
  by: string;
  /** Validate and screen only: nothing is scored or written. */
  check?: boolean;
  /** The engine's commit; `git rev-parse --short HEAD` unless a test gives one. */
  commit?: () => string;
  now?: Date;
  /** Where the record, the attempt log, the dev set and the doc are (tests use copies). */
  recordFile?: string;
  attemptsFile?: string;
  /** Was a batch hash in an earlier committed version of the attempt log? (git, for the repository's own log.) */
  inHistory?: (hash: string) => boolean;
  /** Commit the attempt log as soon as the attempt is written (the command line does; tests do not). */
  commitLog?: boolean;
  devFile?: string;
  docFile?: string;
  minQuestions?: number;
  engine?: () => BotEngine;
};

type Io = { out: (text: string) => void; err: (text: string) => void };

const DEV_FILE = path.join(__dirname, 'dev-questions.json');

/** The engine's commit, refusing an engine with changes not committed: the figure must name the code it measured. */
export function engineCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'api/src', 'shared/src', ':(exclude)api/src/bot/eval')
    .split('\n')
    .filter(Boolean);
  if (changed.length) throw new Error(`commit the engine and content first; changed:\n${changed.join('\n')}`);
  return git('rev-parse', '--short', 'HEAD');
}

/** The whole flow; returns the exit code (0 scored or checked, 2 refused). */
export async function runFirstLook(options: FirstLookOptions, io: Io): Promise<number> {
  const recordFile = options.recordFile ?? FIRST_LOOK_FILE;
  const devFile = options.devFile ?? DEV_FILE;
  const min = options.minQuestions ?? MIN_FIRST_LOOK_QUESTIONS;
  const record = loadFirstLook(recordFile);

  const earlier = record.batches.find((r) => sameBatchName(r.batch, options.name));
  if (earlier) {
    io.err(`"${earlier.batch}" was already scored on ${earlier.date} (${earlier.correct}/${earlier.n}): a first look happens once. Give a new batch a new name.\n`);
    return 2;
  }

  let data: unknown;
  try {
    data = JSON.parse(readFileSync(options.batchFile, 'utf8'));
  } catch (error) {
    io.err(`cannot read ${options.batchFile} as JSON: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const dev = JSON.parse(readFileSync(devFile, 'utf8')) as EvalQuestion[];
  const sets = { tuning: loadQuestions('tuning'), dev };
  const usedSessions = new Set(EVAL_SETS.flatMap((set) => sets[set].map((q) => q.session).filter((s): s is string => !!s)));
  const errors = batchFormatErrors(data, usedSessions);
  if (errors.length) {
    io.err(`${options.batchFile} is not a valid batch (nothing scored):\n${errors.map((e) => `  ${e}\n`).join('')}`);
    return 2;
  }
  const attemptsFile = options.attemptsFile ?? attemptsFileFor(recordFile);
  const hash = batchHash(data as EvalQuestion[]);
  const scoredBefore = earlierAttempt(loadAttempts(attemptsFile), data as EvalQuestion[], options.inHistory ?? ((h) => committedEver(attemptsFile, h)));
  if (scoredBefore) {
    io.err(`${scoredBefore} (nothing scored).\n`);
    return 2;
  }
  io.out(`Batch hash ${hash} (the questions as written; a batch with this hash is scored once).\n`);

  const inSets = EVAL_SETS.flatMap((set) => sets[set].map((q) => ({ question: q.question, set: set as string })));
  // A question the bot already knows (outside the sets) would be answered by reading its label back.
  const asked = new Set(inSets.map((q) => normalQuestion(q.question)));
  const known = loadKnownQuestions().filter((q) => !asked.has(normalQuestion(q.question)));
  const existing = [...inSets, ...known.map((q) => ({ question: q.question, set: 'the known questions' }))];
  const { accepted, refused } = screenBatch(data as EvalQuestion[], existing, options.name);
  for (const r of refused) io.out(`refused: "${r.question}": ${r.reason}\n`);
  io.out(`${accepted.length} questions to score, ${refused.length} refused as too close to an existing question.\n`);
  if (accepted.length < min) {
    io.err(`A first-look figure needs at least ${min} questions: write ${min - accepted.length} more (nothing was scored).\n`);
    return 2;
  }
  if (options.check) {
    io.out('Checked only: nothing scored or written.\n');
    return 0;
  }

  const commit = (options.commit ?? engineCommit)();
  // Precedents that would read their answer back are left out, as for the seen sets (near-paraphrase.ts, readsBack).
  const engine = (options.engine ?? (() => new BotEngine({ screenNearParaphrases: true })))();
  const report = await runEval(engine, accepted, undefined, 'first-look');
  const attempt: FirstLookAttempt = {
    at: (options.now ?? new Date()).toISOString(),
    commit,
    batch: options.name.trim(),
    by: options.by.trim(),
    hash,
    n: report.total,
    correct: report.correct,
    questions: accepted.map((q) => questionHash(q.question)),
  };
  // On record before anything else is written or printed, kept or not.
  appendAttempt(attemptsFile, attempt);
  if (options.commitLog) {
    try {
      io.out(`Attempt committed (${commitAttempt(attemptsFile, attempt)}).\n`);
    } catch (error) {
      io.err(`Could not commit ${attemptsFile} (${error instanceof Error ? error.message : String(error)}): commit it now.\n`);
    }
  }
  const row: FirstLookRow = {
    date: (options.now ?? new Date()).toISOString().slice(0, 10),
    batch: options.name.trim(),
    by: options.by.trim(),
    n: report.total,
    correct: report.correct,
    commit,
    refused: refused.length,
  };
  // Written before anything is printed: no score is seen without being recorded.
  record.batches.push(row);
  saveFirstLook(record, recordFile);
  writeFileSync(devFile, `${JSON.stringify([...dev, ...accepted], null, 1)}\n`);
  const docFile = options.docFile ?? NAVEGABOT_DOC;
  writeFileSync(docFile, withFirstLookTable(readFileSync(docFile, 'utf8'), record.batches));

  io.out(`First look, ${row.batch} by ${row.by}: ${row.correct}/${row.n} (${percent(row.correct, row.n)}), engine ${commit}.\n`);
  for (const o of report.outcomes.filter((x) => !x.ok)) {
    io.out(`  miss: "${o.q.question}" expected ${o.q.expectPath ?? ''} ${o.expectText ?? ''} → ${o.reply.links[0]?.path}: ${o.reply.answer.replace(/\s+/g, ' ').slice(0, 90)}\n`);
  }
  // Dev's new figure as report.ts will measure it: the bot's known questions as they are, screened.
  const devReport = await runEval(options.engine ? options.engine() : seenSetEngine(), [...dev, ...accepted], undefined, 'dev');
  io.out(
    `Recorded in ${path.relative(process.cwd(), recordFile)} and ${path.relative(process.cwd(), docFile)}; merged into ${path.relative(process.cwd(), devFile)}: ` +
      `dev is now ${devReport.correct}/${devReport.total} (${percent(devReport.correct, devReport.total)}). Reset the dev floors in run-eval.ts to the new figures less their slack, and commit.\n` +
      `NavegaBot does not know these questions: to teach it, add them to api/src/bot/known-questions.json in a commit of their own (content, reviewed; docs/navegabot.md).\n`,
  );
  return 0;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const batchFile = args.find((a, i) => !a.startsWith('--') && !['--name', '--by'].includes(args[i - 1]));
  const name = option(args, '--name');
  const by = option(args, '--by');
  if (!batchFile || !name?.trim() || !by?.trim()) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
  } else {
    runFirstLook({ batchFile, name, by, check: args.includes('--check'), commitLog: true }, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
      },
    );
  }
}
