import fs from 'node:fs';
import { z } from 'zod';
import { historyFile } from './layout';

/**
 * What happened to a part (a remote, or the shell under the name "shell"): `live` a deploy for
 * everyone, `rollback` a switch back to a version that was live before (--to, --rollback),
 * `switch` a switch (--to) to a published version that was never live for everyone (a canary
 * taken back, one the servers rolled back, one never released), `canary` a release to a share of
 * visitors, `promote` the canary made live, `drop-canary` an operator took it back,
 * `auto-rollback` the server did, `prune` a version deleted.
 */
export const HISTORY_ACTIONS = ['live', 'canary', 'promote', 'rollback', 'switch', 'drop-canary', 'auto-rollback', 'prune'] as const;

/** The actions after which the line's version is what everyone gets. */
export const LIVE_ACTIONS: ReadonlySet<string> = new Set(['live', 'promote', 'rollback', 'switch']);

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

/**
 * What the history says of one version of a part: whether it was ever live for everyone (named as
 * the version of a switch, or as the live version a switch or a canary started from), and the
 * automatic rollback that still holds against it (none once it went live again afterwards).
 */
export function pastOf(history: HistoryEntry[], name: string, version: string): { everLive: boolean; rolledBack?: HistoryEntry } {
  const own = history.filter((h) => h.remote === name);
  const wentLive = (h: HistoryEntry) => LIVE_ACTIONS.has(h.action) && h.version === version;
  const everLive = own.some(
    (h) => wentLive(h) || (h.from === version && (LIVE_ACTIONS.has(h.action) || h.action === 'canary')) || (h.version === version && (h.action === 'auto-rollback' || h.action === 'drop-canary')),
  );
  const lastRollback = own.findLastIndex((h) => h.action === 'auto-rollback' && h.from === version);
  const liveSince = lastRollback >= 0 && own.slice(lastRollback + 1).some(wentLive);
  return { everLive, rolledBack: lastRollback >= 0 && !liveSince ? own[lastRollback] : undefined };
}
