import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../settings';
import { foldText } from '../near-paraphrase';

/**
 * One batch's first-look score: new questions written from the content records and the SPEC by
 * someone who has not read api/src/bot, scored once with the engine of `commit` before anything
 * was changed for them. It is NavegaBot's reported figure; a batch is never scored twice.
 */
export type FirstLookRow = {
  /** The day it was scored (YYYY-MM-DD, UTC). */
  date: string;
  batch: string;
  /** Who wrote the questions. */
  by: string;
  /** Questions scored (after the near-paraphrase screening), and how many were right at the first try. */
  n: number;
  correct: number;
  /** `git rev-parse --short HEAD` when scored; for historical rows, the commit that recorded the figure. */
  commit: string;
  /** Questions refused as too close to an existing one (not scored, not merged). */
  refused?: number;
  /** Carried over from before first-look.ts existed (run-eval.ts comments and docs/navegabot.md). */
  historical?: boolean;
  note?: string;
};

export type FirstLookRecord = { note: string; batches: FirstLookRow[] };

export const FIRST_LOOK_FILE = path.join(__dirname, 'first-look.json');
export const NAVEGABOT_DOC = path.join(repoRoot, 'docs/navegabot.md');

/** The record, oldest batch first as it was appended. */
export function loadFirstLook(file = FIRST_LOOK_FILE): FirstLookRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as FirstLookRecord;
}

export function saveFirstLook(record: FirstLookRecord, file = FIRST_LOOK_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** "Batch 20" and " batch  20 " are one name: a batch is scored once under any spelling. */
export function sameBatchName(a: string, b: string): boolean {
  const key = (s: string) => foldText(s).replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}

export function percent(correct: number, n: number): string {
  return `${((correct / n) * 100).toFixed(1)} %`;
}

/** The rows newest first: later in the file is newer (rows are only ever appended). */
export function newestFirst(rows: readonly FirstLookRow[]): FirstLookRow[] {
  return [...rows].reverse();
}

/** The latest first-look row: NavegaBot's reported figure. */
export function latestFirstLook(record: FirstLookRecord): FirstLookRow {
  return record.batches[record.batches.length - 1];
}

/** The Markdown table of every batch's first-look score, newest first (docs/navegabot.md). */
export function firstLookTable(rows: readonly FirstLookRow[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const lines = ['| scored | batch | written by | first look | engine | note |', '|---|---|---|---|---|---|'];
  for (const r of newestFirst(rows)) {
    const note = [r.historical ? 'historical' : '', r.refused !== undefined ? `${r.refused} refused as near-paraphrases` : '', r.note ?? '']
      .filter(Boolean)
      .join('; ');
    lines.push(`| ${r.date} | ${cell(r.batch)} | ${cell(r.by)} | ${r.correct}/${r.n} (${percent(r.correct, r.n)}) | ${r.commit} | ${cell(note)} |`);
  }
  return lines.join('\n');
}

/**
 * The questions of each batch scored by the first-look tool (the rows that are not historical),
 * as they sit at the end of dev-questions.json in the record's order.
 */
export function scoredBatches<Q>(dev: readonly Q[], rows: readonly FirstLookRow[]): { row: FirstLookRow; questions: Q[] }[] {
  const scored = rows.filter((row) => !row.historical);
  let start = dev.length - scored.reduce((sum, row) => sum + row.n, 0);
  return scored.map((row) => {
    const questions = dev.slice(start, start + row.n);
    start += row.n;
    return { row, questions };
  });
}

/** The heading the table sits under in docs/navegabot.md. */
export const FIRST_LOOK_HEADING = '### First-look scores, newest first';

function tableRange(doc: string): { start: number; end: number } {
  const heading = doc.indexOf(`\n${FIRST_LOOK_HEADING}\n`);
  if (heading === -1) throw new Error(`docs/navegabot.md has no "${FIRST_LOOK_HEADING}" heading`);
  const start = doc.indexOf('\n|', heading) + 1;
  const nextHeading = doc.indexOf('\n#', heading + 1);
  if (start === 0 || (nextHeading !== -1 && start > nextHeading)) throw new Error(`docs/navegabot.md: no table under "${FIRST_LOOK_HEADING}"`);
  let end = start;
  while (doc.startsWith('|', end)) {
    const next = doc.indexOf('\n', end);
    end = next === -1 ? doc.length : next + 1;
  }
  return { start, end };
}

/** The table as the document has it now. */
export function docFirstLookTable(doc: string): string {
  const { start, end } = tableRange(doc);
  return doc.slice(start, end).trimEnd();
}

/** The document with its table replaced by the one rendered from the record. */
export function withFirstLookTable(doc: string, rows: readonly FirstLookRow[]): string {
  const { start, end } = tableRange(doc);
  return `${doc.slice(0, start)}${firstLookTable(rows)}\n${doc.slice(end)}`;
}
