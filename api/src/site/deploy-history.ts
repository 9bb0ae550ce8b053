import fs from 'node:fs';
import { z } from 'zod';
import { historyFile } from './layout';

/**
 * What happened: `live` a deploy for everyone, `rollback` a switch back (--to, --rollback),
 * `canary` a release to a share of visitors, `promote` the canary made live, `drop-canary` an
 * operator took it back, `auto-rollback` the server did, `prune` a version deleted, `shell` a shell deploy.
 */
export const HISTORY_ACTIONS = ['live', 'canary', 'promote', 'rollback', 'drop-canary', 'auto-rollback', 'prune', 'shell'] as const;

/**
 * One line of deploy-history.jsonl: when, what, which remote and version, and who (an operator's
 * name as they gave it, or "server" for an automatic rollback). `from` is the version it replaced.
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

/**
 * Appends one entry (one write with O_APPEND, under the deploy lock): the history is only ever
 * added to, never rewritten.
 */
export function appendHistory(siteDir: string, entry: Omit<HistoryEntry, 'at'> & { at?: string }): HistoryEntry {
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
