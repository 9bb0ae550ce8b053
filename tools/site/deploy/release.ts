import fs from 'node:fs';
import path from 'node:path';
import { liveVersion, SHELL, type HistoryLine, type ReleaseState, type ReleaseStore } from '../../../api/src/releases';
import { buildVersion, publishBuild } from '../publish';
import { allParts, allRoutes, type Part } from '../parts';
import { writeSiteAssets } from '../write-site-assets';
import { assertRemotesSatisfied, DeployRefused } from './guard';
import { assertNotRolledBack, removeCandidate, smokeRelease, type SmokeRun } from './part';
import { renderServable } from './render';
import { changeRelease, withCanary, withLive } from './switch';

export type ReleaseOptions = {
  /** Serve every changed part to this share of visitors first (the same visitors get all of them). */
  canary?: number;
  by: string;
  /** Versions rolled back automatically that the operator releases anyway, each named. */
  accept: string[];
  /** The Chromium smoke check; only the very first release of a site (nothing live to protect) may go without. */
  smoke: boolean;
  log: (message: string) => void;
  /** The smoke check to run (tests inject a stub; the real one opens Chromium). */
  checkInBrowser?: SmokeRun;
  /** The parts to release (tests give their own builds); every part of the tree otherwise. */
  parts?: Part[];
};

const isBuilt = (part: Part) => fs.existsSync(path.join(part.dist, part.name === SHELL ? 'server/prerender.js' : 'mf-manifest.json'));

/**
 * A full release (`npm run deploy -- --all`): the shell and every built remote, with every safety
 * of a single deploy. The guard (the new shell must run each remote it will serve), no version
 * the servers rolled back automatically unless named (--accept), publish, render every page,
 * the smoke check on every route in Chromium, then one switch under the lock: everything live at
 * once, or each changed part as a canary for the same share of visitors.
 */
export async function releaseAll(site: string, releases: ReleaseStore, options: ReleaseOptions): Promise<ReleaseState> {
  const parts = options.parts ?? allParts();
  const shell = parts.find((p) => p.name === SHELL)!;
  if (!isBuilt(shell)) throw new DeployRefused('The shell is not built: run npm run build (or npm run build -w shell) first.');
  const built = parts.filter(isBuilt);
  for (const p of parts.filter((x) => !built.includes(x))) options.log(`WARNING: ${p.workspace} is not built; its live version (if any) stays`);
  const before = await releases.read();
  const history = await releases.history();
  if (options.canary !== undefined && !before.shell) throw new DeployRefused('Nothing is live yet: make the first release without --canary.');

  // The guard, before anything is written: the new shell must run every remote it will serve.
  const builtRemotes = built.filter((p) => p.name !== SHELL);
  const kept = before.remotes.filter((r) => !builtRemotes.some((b) => b.name === r.name));
  assertRemotesSatisfied(shell.dist, [
    ...builtRemotes.map((p) => ({ label: `${p.workspace} (dist)`, dir: p.dist, workspace: p.workspace })),
    ...kept.map((r) => ({ label: `${r.name} ${r.version} (published)`, dir: path.join(site, 'mfe', r.name, r.version), workspace: r.name })),
  ]);
  for (const p of built) assertNotRolledBack(history, p.name, buildVersion(p.dist), options.accept.find((a) => a === buildVersion(p.dist)), p.workspace);

  await writeSiteAssets();
  const published = built.map((p) => ({ part: p, ...publishBuild(site, p) }));
  try {
    return await switchAll(site, releases, before, published, options);
  } catch (error) {
    // Refused before the switch (render, smoke check, the guard under the lock): what this release
    // published goes again, so --list does not show it and its files are not served.
    const now = await releases.read().catch(() => before);
    for (const p of published.filter((x) => x.created)) removeCandidate(site, now, p.part.name, p.version);
    throw error;
  }
}

/** Renders, smoke-checks and switches the published parts that changed (all of them, or none). */
async function switchAll(site: string, releases: ReleaseStore, before: ReleaseState, published: { part: Part; version: string }[], options: ReleaseOptions): Promise<ReleaseState> {
  const changed = published.filter((p) => liveVersion(before, p.part.name) !== p.version);
  if (changed.length === 0) {
    options.log('nothing to release: every built part is live already');
    return before;
  }
  const everyoneGets = (state: ReleaseState) => changed.reduce((s, p) => withLive(s, p.part.name, p.version), state);
  const candidate = everyoneGets(before);
  await renderServable(site, candidate);
  // Every release but a site's very first is checked, whatever released before it.
  if (options.smoke) await (options.checkInBrowser ?? smokeRelease)(site, candidate, SHELL, candidate.shell!, allRoutes(), options.log);
  else options.log('first release of this site: no smoke check (nothing live to protect); every later release is checked');

  const since = new Date().toISOString();
  const final = await changeRelease(site, releases, 'release', (state) => {
    const lines: HistoryLine[] = [];
    let next = state;
    for (const p of changed) {
      const from = liveVersion(state, p.part.name);
      if (options.canary !== undefined && from) {
        next = withCanary(next, { name: p.part.name, version: p.version, percent: options.canary, since, by: options.by });
        lines.push({ action: 'canary', remote: p.part.name, version: p.version, from, percent: options.canary, by: options.by, note: 'full release' });
      } else {
        next = withLive(next, p.part.name, p.version);
        lines.push({ action: 'live', remote: p.part.name, version: p.version, from, by: options.by, note: 'full release' });
      }
    }
    return { state: next, history: lines, result: next };
  });
  const summary = changed.map((p) => `${p.part.workspace}@${p.version}`).join(', ');
  options.log(options.canary !== undefined ? `canary for ${options.canary} % of visitors: ${summary}` : `released: ${summary}`);
  return final;
}
