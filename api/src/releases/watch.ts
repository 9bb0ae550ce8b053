import fs from 'node:fs';
import { stateFile } from './layout';
import { EMPTY_STATE, type ReleaseState } from './state';
import { readStateFile } from './store';

/** The release state as a server sees it on each request, kept fresh by whoever changes it. */
export type ReleaseWatcher = { current: () => ReleaseState; close: () => void };

type Stamp = { mtimeMs: number; ino: number } | undefined;
const stampOf = (file: string): Stamp => {
  try {
    const s = fs.statSync(file);
    return { mtimeMs: s.mtimeMs, ino: s.ino };
  } catch {
    return undefined;
  }
};

/**
 * Reads release.json again only when it was replaced (a switch renames a new one in), so every
 * request sees the switch at once. A file that cannot be read serves the last good state (or
 * nothing, before any), and `onError` hears about it: a broken file never takes the site down.
 */
export function watchStateFile(siteDir: string, onError: (error: unknown) => void = () => undefined): ReleaseWatcher {
  let stamp: Stamp | null = null;
  let state: ReleaseState = EMPTY_STATE;
  return {
    current: () => {
      const now = stampOf(stateFile(siteDir));
      if (stamp === null || now?.mtimeMs !== stamp?.mtimeMs || now?.ino !== stamp?.ino) {
        stamp = now;
        try {
          state = readStateFile(siteDir);
        } catch (error) {
          onError(error);
        }
      }
      return state;
    },
    close: () => undefined,
  };
}
