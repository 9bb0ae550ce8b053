import fs from 'node:fs';
import { appendHistory, historyEntrySchema, readHistory, type HistoryEntry, type HistoryLine } from './history';
import { stateFile, writeJsonAtomically } from './layout';
import { withSiteLock } from './lock';
import { EMPTY_STATE, releaseStateSchema, type ReleaseState } from './state';

/** What a change under the lock decides: the new state (or none, to leave it), the history lines, and its result. */
export type Change<T> = { state?: ReleaseState; history?: HistoryLine[]; result: T };

/**
 * Where the release state, its lock and its history are kept: files in the site folder on one
 * machine, the database when instances share one (DATABASE_URL). The server and the deploy tools
 * change a release only through `change`, which holds the lock, hands over the state as it is
 * now, and records the new state and its history lines together.
 */
export interface ReleaseStore {
  /** The state as stored now. */
  read(): Promise<ReleaseState>;
  /** Runs `decide` holding the lock on the current state; writes what it returns. `decide` may throw to change nothing. */
  change<T>(purpose: string, decide: (state: ReleaseState) => Change<T> | Promise<Change<T>>): Promise<T>;
  /** Every history entry, oldest first. */
  history(): Promise<HistoryEntry[]>;
  close(): Promise<void>;
}

/** release.json cannot be used: the message names the file and what is wrong. */
export class InvalidReleaseFile extends Error {
  constructor(file: string, problem: string) {
    super(`${file} is not a valid release state (${problem}); deploy again or fix it by hand.`);
    this.name = 'InvalidReleaseFile';
  }
}

/**
 * The state in release.json: EMPTY_STATE when nothing is released yet. A file that breaks the
 * schema throws, so a deploy never builds on a state it misread.
 */
export function readStateFile(siteDir: string): ReleaseState {
  const file = stateFile(siteDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_STATE;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidReleaseFile(file, 'not JSON');
  }
  const parsed = releaseStateSchema.safeParse(json);
  if (!parsed.success) throw new InvalidReleaseFile(file, parsed.error.issues.map((i) => `${i.path.join('.') || 'state'}: ${i.message}`).join('; '));
  return parsed.data;
}

/** Replaces release.json in one rename (checked against the schema first). */
export function writeStateFile(siteDir: string, state: ReleaseState): void {
  writeJsonAtomically(stateFile(siteDir), releaseStateSchema.parse(state));
}

/** The embedded store: release.json, deploy.lock (O_EXCL) and deploy-history.jsonl in the site folder. */
export class FileReleaseStore implements ReleaseStore {
  constructor(readonly siteDir: string) {}

  async read(): Promise<ReleaseState> {
    return readStateFile(this.siteDir);
  }

  change<T>(purpose: string, decide: (state: ReleaseState) => Change<T> | Promise<Change<T>>): Promise<T> {
    return withSiteLock(
      this.siteDir,
      async () => {
        const outcome = await decide(readStateFile(this.siteDir));
        // Every line is checked before anything is written: no new state without its history.
        const lines = (outcome.history ?? []).map((line) => historyEntrySchema.parse({ at: new Date().toISOString(), ...line }));
        if (outcome.state) writeStateFile(this.siteDir, outcome.state);
        for (const line of lines) appendHistory(this.siteDir, line);
        return outcome.result;
      },
      { purpose },
    );
  }

  async history(): Promise<HistoryEntry[]> {
    return readHistory(this.siteDir);
  }

  async close(): Promise<void> {}
}
