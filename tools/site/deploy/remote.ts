import fs from 'node:fs';
import path from 'node:path';
import { readHistory } from '../../../api/src/site/deploy-history';
import { dropCanary } from '../../../api/src/site/canary-watch';
import { pageFile, readRemotes, remoteDir, type RemoteEntry } from '../../../api/src/site/layout';
import { readCanaries } from '../../../api/src/site/releases';
import { prerenderPages, type PageJob } from '../prerender';
import { publishBuild } from '../publish';
import { writeSiteAssets } from '../write-site-assets';
import type { RemoteWorkspace } from '../workspaces';
import { assertShellSatisfies, DeployRefused } from './guard';
import { smokeCheck } from './smoke';
import { entryOf, routesOf, startCanary, switchStable, withRemote } from './switch';

export type DeployOptions = {
  /** A build in another folder than the workspace's dist/ (BUILD_OUT at build time). */
  from?: string;
  /** Serve the new version to this share of visitors only (1–99), instead of everyone. */
  canary?: number;
  /** Who deploys (the history's "by"). */
  by: string;
  /** The shell's browser build the smoke check serves (the server's SHELL_DIR). */
  shellDir: string;
  log: (message: string) => void;
};

export function pagesOf(site: string, entry: RemoteEntry): PageJob[] {
  return routesOf(entry.name).map((p) => ({ path: p, out: pageFile(site, entry.name, entry.version, p) }));
}

/** Removes a version this deploy published and never made live or canary (a refused candidate). */
function removeCandidate(site: string, entry: RemoteEntry): void {
  const inUse = readRemotes(site).some((r) => r.name === entry.name && r.version === entry.version) || readCanaries(site).some((c) => c.name === entry.name && c.version === entry.version);
  if (inUse) return;
  fs.rmSync(remoteDir(site, entry.name, entry.version), { recursive: true, force: true });
  fs.rmSync(path.join(site, 'pages', entry.name, entry.version), { recursive: true, force: true });
}

/**
 * Deploys one remote: the guard (the live shell must provide the shared versions the build
 * needs), publish as a new version, render the routes it owns, smoke-check them in Chromium with
 * the live shell, then switch under the deploy lock: remotes.json for everyone, or canary.json
 * for a share of visitors. Anything that fails before the switch leaves the live site as it was.
 */
export async function deployRemote(site: string, remote: RemoteWorkspace, options: DeployOptions): Promise<RemoteEntry> {
  const dist = options.from ?? path.join(remote.dir, 'dist');
  // Before anything is written: a build the live shell cannot run is refused outright.
  assertShellSatisfies(site, dist, `the build in ${path.relative(process.cwd(), dist) || dist}`, remote.workspace);
  await writeSiteAssets();
  const { entry, created } = publishBuild(site, remote, dist);
  try {
    const candidate = withRemote(readRemotes(site), entry);
    const pages = pagesOf(site, entry);
    if (pages.length) await prerenderPages(site, candidate, pages);
    await smokeCheck({
      site,
      shellDir: options.shellDir,
      remotes: candidate,
      target: { remote: entry, paths: pages.length ? pages.map((p) => p.path) : ['/'], onEveryPage: pages.length === 0 },
      log: options.log,
    });
  } catch (error) {
    if (created) removeCandidate(site, entry);
    throw error;
  }
  const who = { by: options.by, workspace: remote.workspace };
  if (options.canary !== undefined) {
    await startCanary(site, entry, options.canary, who);
    options.log(`${remote.workspace} ${entry.version} is the canary for ${options.canary} % of visitors`);
    options.log(`watch it: npm run deploy -- --status; then npm run deploy -- --promote ${remote.workspace} (or --rollback ${remote.workspace})`);
    return entry;
  }
  const previous = await switchStable(site, entry, who);
  options.log(`${remote.workspace} is live at version ${entry.version}` + (previous && previous !== entry.version ? ` (was ${previous})` : ''));
  if (previous && previous !== entry.version) options.log(`roll back with: npm run deploy -- ${remote.workspace} --to ${previous}`);
  return entry;
}

/** Switches a remote back (or forward) to a version published earlier, for everyone; drops its canary. */
export async function switchRemote(site: string, remote: RemoteWorkspace, version: string, options: Pick<DeployOptions, 'by' | 'log'>): Promise<void> {
  const entry = entryOf(remote.name, version);
  if (!fs.existsSync(path.join(remoteDir(site, remote.name, version), 'mf-manifest.json'))) {
    throw new DeployRefused(`Version ${version} of ${remote.workspace} is not published. Published: ${publishedVersions(site, remote.name).join(', ') || 'none'}`);
  }
  await switchStable(site, entry, { by: options.by, workspace: remote.workspace }, 'rollback');
  options.log(`${remote.workspace} switched to version ${version}`);
}

/**
 * --rollback: drops the remote's canary when one runs (its visitors get the stable version
 * again); otherwise switches back to the version that was live before the current one.
 */
export async function rollbackRemote(site: string, remote: RemoteWorkspace, options: Pick<DeployOptions, 'by' | 'log'>): Promise<void> {
  const canary = readCanaries(site).find((c) => c.name === remote.name);
  if (canary && (await dropCanary(site, remote.name, canary.version, { action: 'drop-canary', by: options.by }))) {
    options.log(`${remote.workspace}: canary ${canary.version} dropped; every visitor gets the stable version again`);
    return;
  }
  const live = readRemotes(site).find((r) => r.name === remote.name)?.version;
  const previous = readHistory(site)
    .filter((h) => h.remote === remote.name && h.version === live && h.from && h.from !== live && ['live', 'promote', 'rollback'].includes(h.action))
    .at(-1)?.from;
  if (!previous) throw new DeployRefused(`${remote.workspace} has no canary and no earlier live version in the history; name one with --to <version> (see --list).`);
  await switchRemote(site, remote, previous, options);
}

/** Published versions of a remote, oldest first (by when they were last published). */
export function publishedVersions(site: string, name: string): string[] {
  const dir = path.join(site, 'mfe', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => !v.includes('.tmp'))
    .sort((a, b) => fs.statSync(path.join(dir, a)).mtimeMs - fs.statSync(path.join(dir, b)).mtimeMs);
}
