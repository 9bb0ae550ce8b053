import fs from 'node:fs';
import path from 'node:path';
import { dropCanary, liveVersion, partDir, pastOf, rollbackTarget, SHELL, shellPagesDir, type HistoryEntry, type ReleaseState, type ReleaseStore } from '../../../api/src/releases';
import { buildVersion, publishBuild } from '../publish';
import { allRoutes, routesOf, type Part } from '../parts';
import { writeSiteAssets } from '../write-site-assets';
import { assertRemotesSatisfied, assertShellSatisfies, DeployRefused } from './guard';
import { renderServable } from './render';
import { smokeCheck } from './smoke';
import { startCanary, switchLive, withLive } from './switch';

/** The Chromium smoke check of a candidate state (injected by tests; smokeRelease otherwise). */
export type SmokeRun = (site: string, candidate: ReleaseState, name: string, version: string, paths: string[], log: (m: string) => void) => Promise<void>;

export type DeployOptions = {
  /** A build in another folder than the workspace's dist/ (BUILD_OUT at build time). */
  from?: string;
  /** Serve the new version to this share of visitors only (1–99), instead of everyone. */
  canary?: number;
  /** Who deploys (the history's "by"). */
  by: string;
  /** A version the servers rolled back automatically that the operator releases anyway, named explicitly. */
  accept?: string;
  log: (message: string) => void;
  /** The smoke check to run (tests inject a stub; the real one opens Chromium). */
  checkInBrowser?: SmokeRun;
};

/** The routes a part's smoke check opens: every route for the shell; a remote's own (NavegaBot: `/`). */
export const smokePaths = (name: string) => (name === SHELL ? allRoutes() : routesOf(name).length ? routesOf(name) : ['/']);

/** Loads `paths` in Chromium with `candidate` served; throws SmokeCheckFailed on any problem. */
export function smokeRelease(site: string, candidate: ReleaseState, name: string, version: string, paths: string[], log: (m: string) => void): Promise<void> {
  return smokeCheck({ site, candidate, target: { remote: { name, version }, paths, onEveryPage: name !== SHELL && routesOf(name).length === 0 }, log });
}

/**
 * Refuses a version the servers rolled back automatically (and that did not go live again since),
 * unless the operator names it: a rebuild of the same sources (the same version), or a --to, must
 * not quietly undo that rollback.
 */
export function assertNotRolledBack(history: HistoryEntry[], name: string, version: string, accept: string | undefined, workspace: string): void {
  const { rolledBack } = pastOf(history, name, version);
  if (rolledBack && accept !== version) {
    throw new DeployRefused(
      `Refused: ${workspace} ${version} was rolled back automatically at ${rolledBack.at} (${rolledBack.note ?? 'its error rate'}). Fix it and build again, or release this very version anyway by naming it: --accept ${version}.`,
    );
  }
}

/** Removes a version this deploy published and never made live or canary (a refused candidate): its files and pages. */
export function removeCandidate(site: string, state: ReleaseState, name: string, version: string): void {
  if (liveVersion(state, name) === version || state.canaries.some((c) => c.name === name && c.version === version)) return;
  fs.rmSync(partDir(site, name, version), { recursive: true, force: true });
  if (name === SHELL) fs.rmSync(shellPagesDir(site, version), { recursive: true, force: true });
  else for (const shell of fs.existsSync(path.join(site, 'pages')) ? fs.readdirSync(path.join(site, 'pages')) : []) fs.rmSync(path.join(site, 'pages', shell, name, version), { recursive: true, force: true });
}

/** Refuses, before anything is written, a build the release it would join cannot run. */
function guardBuild(site: string, state: ReleaseState, part: Part, dist: string): void {
  if (part.name !== SHELL) return assertShellSatisfies(site, state, dist, `the build in ${path.relative(process.cwd(), dist) || dist}`, part.workspace);
  const names = new Set([...state.remotes.map((r) => r.name), ...state.canaries.filter((c) => c.name !== SHELL).map((c) => c.name)]);
  assertRemotesSatisfied(
    dist,
    [...names].flatMap((name) =>
      [liveVersion(state, name), state.canaries.find((c) => c.name === name)?.version]
        .filter((v): v is string => Boolean(v))
        .map((version) => ({ label: `${name} ${version} (published)`, dir: partDir(site, name, version), workspace: name })),
    ),
  );
}

/**
 * Deploys one part (the shell, or a remote): the guard (a remote must run under every shell it may
 * get; a new shell must run every remote that stays live or canary), publish as a new version,
 * render its pages (the shell: every route), smoke-check them in Chromium, then switch under the
 * lock: live for everyone, or a canary for a share of visitors. Anything that fails before the
 * switch leaves the live site as it was.
 */
export async function deployPart(site: string, releases: ReleaseStore, part: Part, options: DeployOptions): Promise<string> {
  const dist = options.from ?? part.dist;
  const before = await releases.read();
  guardBuild(site, before, part, dist);
  assertNotRolledBack(await releases.history(), part.name, buildVersion(dist), options.accept, part.workspace);
  await writeSiteAssets();
  const { version, created } = publishBuild(site, part, dist);
  const checkInBrowser = options.checkInBrowser ?? smokeRelease;
  try {
    const candidate = withLive(before, part.name, version);
    await renderServable(site, candidate);
    await checkInBrowser(site, candidate, part.name, version, smokePaths(part.name), options.log);
    if (options.canary !== undefined) await startCanary(site, releases, part.name, version, options.canary, options);
  } catch (error) {
    // Refused before the switch (render, smoke check, or the guard under the lock): nothing of it stays published.
    if (created) removeCandidate(site, await releases.read(), part.name, version);
    throw error;
  }
  if (options.canary !== undefined) {
    options.log(`${part.workspace} ${version} is the canary for ${options.canary} % of visitors`);
    options.log(`watch it: npm run deploy -- --status; then npm run deploy -- --promote ${part.workspace} (or --rollback ${part.workspace})`);
    return version;
  }
  let previous: string | undefined;
  try {
    previous = await switchLive(site, releases, part.name, version, options);
  } catch (error) {
    if (created) removeCandidate(site, await releases.read(), part.name, version);
    throw error;
  }
  options.log(`${part.workspace} is live at version ${version}` + (previous && previous !== version ? ` (was ${previous})` : ''));
  if (previous && previous !== version) options.log(`roll back with: npm run deploy -- ${part.workspace} --to ${previous}`);
  return version;
}

type SwitchOptions = Pick<DeployOptions, 'by' | 'log' | 'accept' | 'checkInBrowser'>;

/**
 * Switches a part back (or forward) to a version published earlier, for everyone, dropping its
 * canary, with the safeties of a deploy. A version the servers rolled back automatically needs
 * --accept <version>; it, or a version never live for everyone (a canary taken back, one never
 * released), is smoke-checked on all its routes in Chromium first, and the history says "switch",
 * not "rollback". A version that was live before and not rolled back since is what everyone ran:
 * only pages it lacks under the live shell (rendered now) are smoke-checked, so a rollback stays
 * quick.
 */
export async function switchPart(site: string, releases: ReleaseStore, part: Part, version: string, options: SwitchOptions): Promise<void> {
  if (!fs.existsSync(partDir(site, part.name, version))) throw new DeployRefused(`Version ${version} of ${part.workspace} is not published; see npm run deploy -- --list.`);
  const state = await releases.read();
  if (liveVersion(state, part.name) === version && !state.canaries.some((c) => c.name === part.name)) {
    return options.log(`${part.workspace} ${version} is live for everyone already; nothing changed`);
  }
  const history = await releases.history();
  assertNotRolledBack(history, part.name, version, options.accept, part.workspace);
  const { everLive, rolledBack } = pastOf(history, part.name, version);
  const trusted = (everLive || liveVersion(state, part.name) === version) && !rolledBack;
  const candidate = withLive(state, part.name, version);
  const rendered = await renderServable(site, candidate);
  const checkInBrowser = options.checkInBrowser ?? smokeRelease;
  if (!trusted) await checkInBrowser(site, candidate, part.name, version, smokePaths(part.name), options.log);
  else if (rendered.some((p) => !p.startsWith('/__'))) await checkInBrowser(site, candidate, part.name, version, rendered.filter((p) => !p.startsWith('/__')), options.log);
  const note = rolledBack ? `accepted after its automatic rollback at ${rolledBack.at}` : undefined;
  await switchLive(site, releases, part.name, version, options, trusted ? 'rollback' : 'switch', note);
  options.log(trusted ? `${part.workspace} switched back to version ${version}, live before` : `${part.workspace} switched to version ${version}, never live for everyone before (smoke-checked)`);
}

/**
 * --rollback: drops the part's canary when one runs (its visitors get the live version again);
 * otherwise switches back to the version that was live before the current one, with --to's safeties.
 */
export async function rollbackPart(site: string, releases: ReleaseStore, part: Part, options: SwitchOptions): Promise<void> {
  const state = await releases.read();
  const canary = state.canaries.find((c) => c.name === part.name);
  if (canary && (await dropCanary(releases, part.name, canary.version, { action: 'drop-canary', by: options.by }))) {
    options.log(`${part.workspace}: canary ${canary.version} dropped; every visitor gets the live version again`);
    return;
  }
  const previous = rollbackTarget(state, await releases.history(), part.name);
  if (!previous) throw new DeployRefused(`${part.workspace} has no canary and no earlier live version in the history; name one with --to <version> (see --list).`);
  await switchPart(site, releases, part, previous, options);
}
