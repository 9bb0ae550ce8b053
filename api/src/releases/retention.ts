import fs from 'node:fs';
import path from 'node:path';
import { LIVE_ACTIONS, type HistoryEntry } from './history';
import { partDir, SHELL, shellPagesDir } from './layout';
import { liveVersion, type ReleaseState } from './state';

/** How long the files of a replaced release stay served, so a tab opened before a release keeps working. */
export const DEFAULT_RELEASE_RETENTION_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;
const SWITCHES = LIVE_ACTIONS;

/** The version `--rollback` switches a part back to: the one the live version replaced last. */
export function rollbackTarget(state: ReleaseState, history: HistoryEntry[], name: string): string | undefined {
  const live = liveVersion(state, name);
  return history.filter((h) => h.remote === name && h.version === live && h.from && h.from !== live && SWITCHES.has(h.action)).at(-1)?.from;
}

/**
 * Every part version a page or a browser may still need, as "name/version": the live and canary
 * versions, each part's rollback target, and every version replaced (or a canary taken back) less
 * than `retentionDays` ago: a tab opened on it loads its chunks from there. Pruning never deletes
 * these.
 */
export function protectedVersions(state: ReleaseState, history: HistoryEntry[], retentionDays: number, now = Date.now()): Set<string> {
  const kept = new Set<string>();
  const keep = (name: string, version: string | undefined) => version && kept.add(`${name}/${version}`);
  for (const name of [SHELL, ...state.remotes.map((r) => r.name)]) {
    keep(name, liveVersion(state, name));
    keep(name, rollbackTarget(state, history, name));
  }
  for (const c of state.canaries) keep(c.name, c.version);
  const since = now - retentionDays * DAY_MS;
  for (const h of history) {
    if (Date.parse(h.at) >= since && h.from && (SWITCHES.has(h.action) || h.action === 'drop-canary' || h.action === 'auto-rollback')) keep(h.remote, h.from);
  }
  return kept;
}

/** Published versions of a part, oldest first (by when they were last published). */
export function publishedVersions(siteDir: string, name: string): string[] {
  const dir = path.dirname(partDir(siteDir, name, 'x'));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => !v.includes('.tmp'))
    .sort((a, b) => fs.statSync(path.join(dir, a)).mtimeMs - fs.statSync(path.join(dir, b)).mtimeMs);
}

/** Every part with a published version: the shell and each remote folder under mfe/. */
export function publishedParts(siteDir: string): string[] {
  const mfe = path.join(siteDir, 'mfe');
  return [SHELL, ...(fs.existsSync(mfe) ? fs.readdirSync(mfe).sort() : [])].filter((name) => publishedVersions(siteDir, name).length > 0);
}

/**
 * Deletes a part version's files and every page that names them: a shell release takes its pages
 * folder along; a remote version its pages under every shell release. Pages first: a version
 * without its folder is never served, one without pages could be.
 */
export function deleteVersion(siteDir: string, name: string, version: string): void {
  if (name === SHELL) {
    fs.rmSync(shellPagesDir(siteDir, version), { recursive: true, force: true });
  } else {
    const pages = path.join(siteDir, 'pages');
    for (const shell of fs.existsSync(pages) ? fs.readdirSync(pages) : []) fs.rmSync(path.join(pages, shell, name, version), { recursive: true, force: true });
  }
  fs.rmSync(partDir(siteDir, name, version), { recursive: true, force: true });
}
