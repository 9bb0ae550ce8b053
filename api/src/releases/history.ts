import fs from 'node:fs';
import { z } from 'zod';
import { historyFile } from './layout';

/**
 * What happened to a part (a remote, or the shell under the name "shell"): `live` a deploy for
 * everyone, `rollback` a switch back (--to, --rollback), `canary` a release to a share of visitors,
 * `promote` the canary made live, `drop-canary` an operator took it back, `auto-rollback` the
 * server did, `prune` a version deleted.
 */
export const HISTORY_ACTIONS = ['live', 'canary', 'promote', 'rollback', 'drop-canary', 'auto-rollback', 'prune'] as const;

/**
 * One line of the history: when, what, which part (`remote`: a remote's name or "shell") and
 * version, and who (an operator's name as they gave it, or "server …" for an automatic
 * rollback). `from` is the version it replaced (for a canary taken back: the canary's version).
 */
export const historyEntrySchema = z.object({
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  remote: z.string(),
  version: z.string(),
  from: z.string().optional(),
  percent: z.number().optional(),
  by: z.string(),
  note: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** A line to record: its time is taken when it is written. */
export type HistoryLine = Omit<HistoryEntry, 'at'> & { at?: string };

/**
 * Appends one entry (one write with O_APPEND, under the deploy lock): the history is only ever
 * added to, never rewritten.
 */
export function appendHistory(siteDir: string, entry: HistoryLine): HistoryEntry {
  const line = historyEntrySchema.parse({ at: new Date().toISOString(), ...entry });
  fs.mkdirSync(siteDir, { recursive: true });
  fs.appendFileSync(historyFile(siteDir), JSON.stringify(line) + '\n');
  return line;
}

/** Every entry, oldest first; a line that cannot be read (a torn write) is skipped. */
export function readHistory(siteDir: string): HistoryEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(historyFile(siteDir), 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const parsed = historyEntrySchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}
