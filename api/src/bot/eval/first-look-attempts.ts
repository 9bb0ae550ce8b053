import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../settings';
import { normalQuestion, type EvalQuestion } from './run-eval';

/**
 * Every scoring of a batch, kept or not: appended before the score is printed, so no figure is
 * seen without being on record. A batch is known by its hash (the questions as written, whatever
 * the file's spacing or the batch's name) and by each question's; a batch whose hash, or any of
 * whose questions, was scored before is refused, so a first look cannot be re-rolled under a new
 * name, after reverting the record, or with a few questions changed.
 */
export type FirstLookAttempt = {
  /** ISO time of the scoring. */
  at: string;
  /** `git rev-parse --short HEAD` of the engine scored. */
  commit: string;
  batch: string;
  by: string;
  /** sha256 of the batch's questions as written (`batchHash`), first 16 hex digits. */
  hash: string;
  /** Questions scored (after the screening) and how many were right. */
  n: number;
  correct: number;
  /** Each scored question's hash (`questionHash`): none may be scored again in another batch. */
  questions: string[];
};

export type AttemptLog = { note: string; attempts: FirstLookAttempt[] };

const NOTE =
  'Every first-look scoring, appended by first-look.ts before the score is printed, kept in first-look.json or not. Never edit or remove a row: report.ts lists them all.';

const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The batch's hash: its questions with their fields in a fixed order, so spacing and key order do not change it. */
export function batchHash(batch: readonly EvalQuestion[]): string {
  const canonical = batch.map((q) => [q.question, q.expectPath ?? null, q.expectText ?? null, q.session ?? null]);
  return short(JSON.stringify(canonical));
}

/** A question's hash: its words as the sets compare them (case, accents and punctuation aside). */
export function questionHash(question: string): string {
  return short(normalQuestion(question));
}

/** The attempt log beside a first-look record (tests keep theirs in a temporary folder). */
export function attemptsFileFor(recordFile: string): string {
  return path.join(path.dirname(recordFile), 'first-look-attempts.json');
}

export function loadAttempts(file: string): AttemptLog {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AttemptLog) : { note: NOTE, attempts: [] };
}

export function appendAttempt(file: string, attempt: FirstLookAttempt): void {
  const log = loadAttempts(file);
  log.attempts.push(attempt);
  writeFileSync(file, `${JSON.stringify({ note: log.note || NOTE, attempts: log.attempts }, null, 1)}\n`);
}

/**
 * Was this hash ever in the committed log? Reverting the file in the working tree does not forget
 * an attempt that was committed (first-look.ts commits each one). Only for a log in this repository.
 */
export function committedEver(file: string, hash: string): boolean {
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  try {
    const out = execFileSync('git', ['log', '--all', '--format=%h', `-S${hash}`, '--', relative], { cwd: repoRoot, encoding: 'utf8' });
    return out.trim().length > 0;
  } catch {
    return false;
  }
}

/** Why a batch may not be scored (an earlier attempt of it, or of one of its questions), or undefined. */
export function earlierAttempt(log: AttemptLog, batch: readonly EvalQuestion[], inHistory: (hash: string) => boolean = () => false): string | undefined {
  const hash = batchHash(batch);
  const same = log.attempts.find((a) => a.hash === hash);
  if (same) return `this batch (hash ${hash}) was already scored on ${same.at.slice(0, 10)} as "${same.batch}" (${same.correct}/${same.n}): a batch is scored once`;
  if (inHistory(hash)) return `this batch (hash ${hash}) was scored before in a committed version of the attempt log: a batch is scored once`;
  const asked = new Map(log.attempts.flatMap((a) => a.questions.map((h) => [h, a] as const)));
  const repeated = batch.find((q) => asked.has(questionHash(q.question)));
  if (repeated) {
    const a = asked.get(questionHash(repeated.question))!;
    return `"${repeated.question}" was already scored in "${a.batch}" on ${a.at.slice(0, 10)}: a question is scored once`;
  }
  return undefined;
}

/** The log as a Markdown table, newest first, each attempt marked kept (in first-look.json) or not. */
export function attemptsTable(log: AttemptLog, kept: (a: FirstLookAttempt) => boolean): string {
  const rows = ['| scored at | batch | written by | hash | score | engine | kept in first-look.json |', '|---|---|---|---|---|---|---|'];
  for (const a of [...log.attempts].reverse()) {
    rows.push(`| ${a.at.slice(0, 16).replace('T', ' ')} | ${a.batch} | ${a.by.replace(/\|/g, '\\|')} | ${a.hash} | ${a.correct}/${a.n} (${((a.correct / a.n) * 100).toFixed(1)} %) | ${a.commit} | ${kept(a) ? 'yes' : 'no'} |`);
  }
  return rows.join('\n');
}

/** Commits the attempt log alone, so the attempt stays on record whatever happens to the other files. */
export function commitAttempt(file: string, attempt: FirstLookAttempt): string {
  const relative = path.relative(repoRoot, file);
  execFileSync('git', ['add', '--', relative], { cwd: repoRoot });
  execFileSync('git', ['commit', '-q', '-m', `bot(eval): first-look attempt, ${attempt.batch}: ${attempt.correct}/${attempt.n} (hash ${attempt.hash})`, '--', relative], { cwd: repoRoot });
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
}
