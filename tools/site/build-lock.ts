import path from 'node:path';
import { LockTimeout, withFileLock } from '../../api/src/releases';
import { repoRoot } from './workspaces';

/** One builder of this tree's dist/ folders at a time: several `npm start` at once take turns. */
export const buildLockFile = () => path.join(repoRoot, 'var/build.lock');

/** A first build of everything takes about two minutes on two cores: wait well beyond that. */
const BUILD_WAIT_MS = 30 * 60_000;

/**
 * Runs `work` (building, the first release, the share cards) holding the tree's build lock, so
 * concurrent starts never write into the same dist/ at once; a start that waits re-checks what
 * is out of date once it holds the lock (the other one built it). A lock left by a process that
 * died is taken over at once.
 */
export function withBuildLock<T>(work: () => T | Promise<T>, options: { file?: string; purpose?: string; onWait?: (holder: string) => void } = {}): Promise<T> {
  return withFileLock(options.file ?? buildLockFile(), work, {
    purpose: options.purpose ?? 'npm start (building)',
    timeoutMs: BUILD_WAIT_MS,
    staleMs: BUILD_WAIT_MS,
    onWait: options.onWait,
    timeoutError: (file, holder) => new LockTimeout(`Another build of this tree has held ${file} for too long (${holder}); remove it if that process is gone.`),
  });
}
