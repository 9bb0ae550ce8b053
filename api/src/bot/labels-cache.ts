import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Labelled } from './pipeline/precedents';

/**
 * Labelling the known questions takes a second or more (each candidate passage's reply is
 * phrased), and every engine over the site's passages labels them alike on a given day: each
 * jest file, each server instance, each deploy's smoke server. So the labels are kept on disk,
 * per checkout, under a key of everything they depend on: the questions, the passages, the day,
 * and the source of the engine and of the records it is built from. Any change is a new key;
 * nothing stale is read back.
 */
const ROOT = path.resolve(__dirname, '../../..');
export const LABELS_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/navegabot');
/** What the labels are computed by: the engine (its exam, eval/, aside), the records and schemas, the locked packages. */
const SOURCES = ['api/src/bot', 'shared/src/content', 'shared/src/schemas', 'package-lock.json'];
/** Files kept (a test's fixed day and today's are two keys). */
const KEEP = 8;

let sources: string | undefined;

function hashSources(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) if (name !== 'eval' && !/\.test\.tsx?$/.test(name)) add(path.join(file, name));
    } else if (stat) hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  };
  for (const source of SOURCES) add(path.join(ROOT, source));
  return hash.digest('hex');
}

/** The key of a labelling: the sources, and the parts given (questions, passages, day). */
export function labelsKey(parts: unknown[]): string {
  sources ??= hashSources();
  const hash = createHash('sha256').update(sources);
  for (const part of parts) hash.update(JSON.stringify(part)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The labels under `key`, labelled now and kept if no one has yet. */
export function cachedLabels(key: string, label: () => Labelled[]): Labelled[] {
  const file = path.join(LABELS_CACHE_DIR, `precedents-${key}.json`);
  try {
    const kept: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(kept)) return kept as Labelled[];
  } catch {
    // Not labelled yet (or unreadable): label below.
  }
  const labelled = label();
  try {
    fs.mkdirSync(LABELS_CACHE_DIR, { recursive: true });
    // Written whole, then renamed: another process never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, JSON.stringify(labelled));
    fs.renameSync(partial, file);
    prune();
  } catch {
    // A read-only checkout labels at every start; nothing else changes.
  }
  return labelled;
}

function prune() {
  const files = fs
    .readdirSync(LABELS_CACHE_DIR)
    .map((name) => path.join(LABELS_CACHE_DIR, name))
    .map((file) => ({ file, at: fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.at - a.at);
  for (const { file } of files.slice(KEEP)) fs.rmSync(file, { force: true });
}
