import fs from 'node:fs';
import path from 'node:path';
import { dropCanary, liveVersion, partDir, rollbackTarget, SHELL, shellPagesDir, type ReleaseState, type ReleaseStore } from '../../../api/src/releases';
import { buildVersion, publishBuild } from '../publish';
import { allRoutes, routesOf, type Part } from '../parts';
import { writeSiteAssets } from '../write-site-assets';
import { assertRemotesSatisfied, assertShellSatisfies, DeployRefused } from './guard';
import { renderServable } from './render';
import { smokeCheck } from './smoke';
import { startCanary, switchLive, withLive } from './switch';

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
};

/** The routes a part's smoke check opens: every route for the shell; a remote's own (NavegaBot: `/`). */
const smokePaths = (name: string) => (name === SHELL ? allRoutes() : routesOf(name).length ? routesOf(name) : ['/']);

/** Loads `paths` in Chromium with `candidate` served; throws SmokeCheckFailed on any problem. */
export function smokeRelease(site: string, candidate: ReleaseState, name: string, version: string, paths: string[], log: (m: string) => void) {
  return smokeCheck({ site, candidate, target: { remote: { name, version }, paths, onEveryPage: name !== SHELL && routesOf(name).length === 0 }, log });
}

/**
 * Refuses a version the servers rolled back automatically, unless the operator names it: a
 * rebuild of the same sources (the same version) must not quietly undo that rollback.
 */
export function assertNotRolledBack(history: { action: string; remote: string; from?: string; at: string; note?: string }[], name: string, version: string, accept: string | undefined, workspace: string): void {
  const rolledBack = history.filter((h) => h.action === 'auto-rollback' && h.remote === name && h.from === version).at(-1);
  if (rolledBack && accept !== version) {
    throw new DeployRefused(
      `Refused: ${workspace} ${version} was rolled back automatically at ${rolledBack.at} (${rolledBack.note ?? 'its error rate'}). Fix it and build again, or release this very version anyway by naming it: --accept ${version}.`,
    );
  }
}

/** Removes a version this deploy published and never made live or canary (a refused candidate). */
function removeCandidate(site: string, state: ReleaseState, name: string, version: string): void {
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
  try {
    const candidate = withLive(before, part.name, version);
    await renderServable(site, candidate);
    await smokeRelease(site, candidate, part.name, version, smokePaths(part.name), options.log);
  } catch (error) {
    if (created) removeCandidate(site, await releases.read(), part.name, version);
    throw error;
  }
  if (options.canary !== undefined) {
    await startCanary(site, releases, part.name, version, options.canary, options);
    options.log(`${part.workspace} ${version} is the canary for ${options.canary} % of visitors`);
    options.log(`watch it: npm run deploy -- --status; then npm run deploy -- --promote ${part.workspace} (or --rollback ${part.workspace})`);
    return version;
  }
  const previous = await switchLive(site, releases, part.name, version, options);
  options.log(`${part.workspace} is live at version ${version}` + (previous && previous !== version ? ` (was ${previous})` : ''));
  if (previous && previous !== version) options.log(`roll back with: npm run deploy -- ${part.workspace} --to ${previous}`);
  return version;
}

/**
 * Switches a part back (or forward) to a version published earlier, for everyone, dropping its
 * canary. Pages it needs under the live shell are rendered first (a remote version published
 * before the last shell release has none yet) and then smoke-checked, like any new page.
 */
export async function switchPart(site: string, releases: ReleaseStore, part: Part, version: string, options: Pick<DeployOptions, 'by' | 'log'>): Promise<void> {
  if (!fs.existsSync(partDir(site, part.name, version))) throw new DeployRefused(`Version ${version} of ${part.workspace} is not published; see npm run deploy -- --list.`);
  const candidate = withLive(await releases.read(), part.name, version);
  const rendered = await renderServable(site, candidate);
  if (rendered.length) await smokeRelease(site, candidate, part.name, version, rendered.filter((p) => !p.startsWith('/__')), options.log);
  await switchLive(site, releases, part.name, version, options, 'rollback');
  options.log(`${part.workspace} switched to version ${version}`);
}

/**
 * --rollback: drops the part's canary when one runs (its visitors get the live version again);
 * otherwise switches back to the version that was live before the current one.
 */
export async function rollbackPart(site: string, releases: ReleaseStore, part: Part, options: Pick<DeployOptions, 'by' | 'log'>): Promise<void> {
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
