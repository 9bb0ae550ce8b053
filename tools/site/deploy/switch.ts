import fs from 'node:fs';
import path from 'node:path';
import {
  isPublished,
  liveVersion,
  notFoundFile,
  partDir,
  remoteDir,
  servableCombinations,
  SHELL,
  shellDir,
  type Canary,
  type HistoryLine,
  type ReleaseState,
  type ReleaseStore,
  type RemoteEntry,
} from '../../../api/src/releases';
import { entryOf } from '../publish';
import { workspaceOf } from '../parts';
import { assertRemotesSatisfied, assertShellSatisfies, DeployRefused } from './guard';
import { pagesOf, renderServable } from './render';

/** The list with `entry` in place of its remote's line (added if new), sorted by name. */
export function withRemote(remotes: RemoteEntry[], entry: RemoteEntry): RemoteEntry[] {
  return [...remotes.filter((r) => r.name !== entry.name), entry].sort((a, b) => a.name.localeCompare(b.name));
}

/** `state` with `version` live for part `name` (the shell or a remote), that part's canary dropped. */
export function withLive(state: ReleaseState, name: string, version: string): ReleaseState {
  const canaries = state.canaries.filter((c) => c.name !== name);
  return name === SHELL ? { ...state, shell: version, canaries } : { ...state, remotes: withRemote(state.remotes, entryOf(name, version)), canaries };
}

/** `state` with a canary of `version` for part `name`, replacing any canary it had. */
export function withCanary(state: ReleaseState, canary: Canary): ReleaseState {
  return { ...state, canaries: [...state.canaries.filter((c) => c.name !== canary.name), canary] };
}

/** A page or file the state would serve is missing: a prune, a half-published copy, or a release that moved meanwhile. */
export class PagesMissing extends DeployRefused {}

/**
 * Refuses a state that names files that are not there: a version not published (pruned?), or a
 * page of any combination it may serve (shell × remote version) that was not rendered.
 */
export function assertServable(site: string, state: ReleaseState): void {
  const combos = servableCombinations(state);
  for (const shell of combos.shells) {
    if (!isPublished(site, SHELL, shell)) throw new DeployRefused(`Shell release ${shell} is not published (was it pruned?); build and deploy the shell again.`);
    if (!fs.existsSync(notFoundFile(site, shell))) throw new PagesMissing(`Shell release ${shell} has no 404 page yet.`);
    for (const { name, versions } of combos.remotes) {
      for (const version of versions) {
        if (!isPublished(site, name, version)) throw new DeployRefused(`Version ${version} of ${workspaceOf(name)} is not published (was it pruned?); deploy the build again.`);
        const missing = pagesOf(site, shell, entryOf(name, version)).filter((p) => !fs.existsSync(p.out));
        if (missing.length) throw new PagesMissing(`Version ${version} of ${workspaceOf(name)} has no HTML under shell ${shell} for ${missing.map((p) => p.path).join(', ')}.`);
      }
    }
  }
}

/** Checks that every part of `state` runs with the others: each remote under each shell it may get. */
export function assertCompatible(site: string, state: ReleaseState): void {
  const combos = servableCombinations(state);
  for (const { name, versions } of combos.remotes) {
    for (const version of versions) assertShellSatisfies(site, state, remoteDir(site, name, version), `${workspaceOf(name)} ${version}`, workspaceOf(name));
  }
  for (const shell of combos.shells) {
    assertRemotesSatisfied(
      shellDir(site, shell),
      combos.remotes.flatMap(({ name, versions }) => versions.map((version) => ({ label: `${workspaceOf(name)} ${version}`, dir: remoteDir(site, name, version), workspace: workspaceOf(name) }))),
    );
  }
}

/**
 * Changes the release state in one step under the lock: `next` computes the new state from the
 * current one (another deploy may have switched meanwhile) and the history lines. Pages the new
 * state may serve are rendered first, outside the lock; if the state moved on in between and needs
 * pages not rendered yet, this renders them and tries again. The guard and the files are checked
 * again under the lock, so nothing that cannot run is ever switched in.
 */
export async function changeRelease<T>(
  site: string,
  releases: ReleaseStore,
  purpose: string,
  next: (state: ReleaseState) => { state: ReleaseState; history: HistoryLine[]; result: T },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await renderServable(site, next(await releases.read()).state);
    try {
      return await releases.change(purpose, (current) => {
        const outcome = next(current);
        assertCompatible(site, outcome.state);
        assertServable(site, outcome.state);
        return { ...outcome, history: [...outcome.history, ...replacedCanaries(current, outcome.state, outcome.history)] };
      });
    } catch (error) {
      if (!(error instanceof PagesMissing) || attempt >= 3) throw error;
    }
  }
}

/**
 * A history line for each canary this change takes away without promoting it (a new canary or a
 * live switch of the same part replaced it): its visitors may still have it open, so retention
 * counts from now, like any replaced version.
 */
function replacedCanaries(before: ReleaseState, after: ReleaseState, lines: HistoryLine[]): HistoryLine[] {
  return before.canaries
    .filter((c) => !after.canaries.some((a) => a.name === c.name && a.version === c.version))
    .filter((c) => liveVersion(after, c.name) !== c.version && !lines.some((l) => l.remote === c.name && l.from === c.version))
    .map((c) => ({ action: 'drop-canary' as const, remote: c.name, version: liveVersion(after, c.name) ?? '-', from: c.version, by: lines[0]?.by ?? 'deploy', note: 'replaced' }));
}

type Who = { by: string };

/**
 * Makes `version` of part `name` the one everyone gets (and drops its canary), recorded as
 * `action`: a deploy (`live`), a switch back to a version live before (`rollback`), or a switch to
 * one never live (`switch`). Returns the version it replaced.
 */
export async function switchLive(
  site: string,
  releases: ReleaseStore,
  name: string,
  version: string,
  who: Who,
  action: 'live' | 'rollback' | 'switch' = 'live',
  note?: string,
): Promise<string | undefined> {
  if (!isPublished(site, name, version)) throw new DeployRefused(`Version ${version} of ${workspaceOf(name)} is not published (was it pruned?); deploy the build again.`);
  return changeRelease(site, releases, `deploy ${name}`, (state) => {
    const from = liveVersion(state, name);
    const dropped = state.canaries.find((c) => c.name === name);
    return {
      state: withLive(state, name, version),
      history: [{ action, remote: name, version, from, by: who.by, note: [note, dropped ? `canary ${dropped.version} dropped` : undefined].filter(Boolean).join('; ') || undefined }],
      result: from,
    };
  });
}

/** Serves `version` of part `name` to `percent` % of visitors (replacing a canary of the same part). */
export function startCanary(site: string, releases: ReleaseStore, name: string, version: string, percent: number, who: Who): Promise<void> {
  return changeRelease(site, releases, `canary ${name}`, (state) => {
    const live = liveVersion(state, name);
    if (!live) throw new DeployRefused(`${workspaceOf(name)} has no live version yet: deploy it without --canary first.`);
    if (live === version) throw new DeployRefused(`${workspaceOf(name)} ${version} is already live for everyone.`);
    const canary: Canary = { name, version, percent, since: new Date().toISOString(), by: who.by };
    return { state: withCanary(state, canary), history: [{ action: 'canary', remote: name, version, from: live, percent, by: who.by }], result: undefined };
  });
}

/** Makes a part's canary live for everyone. */
export function promoteCanary(site: string, releases: ReleaseStore, name: string, who: Who): Promise<{ version: string; from?: string }> {
  return changeRelease(site, releases, `promote ${name}`, (state) => {
    const canary = state.canaries.find((c) => c.name === name);
    if (!canary) throw new DeployRefused(`${workspaceOf(name)} has no canary to promote.`);
    const from = liveVersion(state, name);
    return {
      state: withLive(state, name, canary.version),
      history: [{ action: 'promote', remote: name, version: canary.version, from, by: who.by }],
      result: { version: canary.version, from },
    };
  });
}

/** A published part version's folder (for messages and tests). */
export const versionFolder = (site: string, name: string, version: string) => path.relative(site, partDir(site, name, version));
