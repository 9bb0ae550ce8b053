import fs from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@site/shared/content/site-routes';
import type { RemoteEntry } from '@site/shared/schemas/remotes-manifest';
import { notFoundFile, pageFile, readRemotes, remoteDir, remoteEntryUrl, writeRemotesAtomically } from '../../api/src/site/layout';
import { prerenderPages, type PageJob } from './prerender';
import { publishRemote } from './publish';
import { writeSiteAssets } from './write-site-assets';
import { findRemoteWorkspace, remoteWorkspaces, repoRoot, siteDir, type RemoteWorkspace } from './workspaces';

const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
const renderedShellFile = (site: string) => path.join(site, 'pages/_shell/shell-build.txt');

function withRemote(remotes: RemoteEntry[], entry: RemoteEntry): RemoteEntry[] {
  return [...remotes.filter((r) => r.name !== entry.name), entry].sort((a, b) => a.name.localeCompare(b.name));
}

function pagesOf(site: string, entry: RemoteEntry): PageJob[] {
  return siteRoutes.filter((r) => r.remote === entry.name).map((r) => ({ path: r.path, out: pageFile(site, entry.name, entry.version, r.path) }));
}

function notFoundJob(site: string): PageJob {
  return { path: '/__404__', out: notFoundFile(site) };
}

function log(message: string) {
  console.log(`[deploy] ${message}`);
}

/**
 * Deploys one remote: publish its build as a new version, render the HTML of the routes it owns
 * against that version, then switch remotes.json to it in one rename. Visitors see the old remote
 * until the rename and the new one after it; never a mix.
 */
export async function deployRemote(remote: RemoteWorkspace, site = siteDir(), dist?: string): Promise<RemoteEntry> {
  await writeSiteAssets();
  const entry = publishRemote(site, remote, dist);
  const live = readRemotes(site);
  const candidate = withRemote(live, entry);
  const pages = pagesOf(site, entry);
  if (pages.length) await prerenderPages(site, candidate, pages);
  writeRemotesAtomically(site, candidate);
  const previous = live.find((r) => r.name === entry.name);
  log(`${remote.workspace} is live at version ${entry.version}` + (previous && previous.version !== entry.version ? ` (was ${previous.version})` : ''));
  if (previous && previous.version !== entry.version) log(`roll back with: npm run deploy -- ${remote.workspace} --to ${previous.version}`);
  return entry;
}

/** Switches a remote back (or forward) to a version published earlier. */
export function switchRemote(remote: RemoteWorkspace, version: string, site = siteDir()): void {
  if (!fs.existsSync(path.join(remoteDir(site, remote.name, version), 'mf-manifest.json'))) {
    throw new Error(`Version ${version} of ${remote.workspace} is not published. Published: ${publishedVersions(site, remote).join(', ') || 'none'}`);
  }
  const entry = { name: remote.name, version, entry: remoteEntryUrl(remote.name, version) };
  const missing = pagesOf(site, entry).filter((p) => !fs.existsSync(p.out));
  if (missing.length) throw new Error(`Version ${version} has no HTML for ${missing.map((p) => p.path).join(', ')}; deploy it again instead.`);
  writeRemotesAtomically(site, withRemote(readRemotes(site), entry));
  log(`${remote.workspace} switched to version ${version}`);
}

function publishedVersions(site: string, remote: RemoteWorkspace): string[] {
  const dir = path.join(site, 'mfe', remote.name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => !v.includes('.tmp'))
    .sort((a, b) => fs.statSync(path.join(dir, a)).mtimeMs - fs.statSync(path.join(dir, b)).mtimeMs);
}

/**
 * Publishes every built remote and renders every page (used after a shell build, which changes
 * the HTML of all routes), then switches remotes.json once.
 */
export async function deployAll(site = siteDir()): Promise<void> {
  // The pages' share cards and icons are in place before any page that links them goes live.
  await writeSiteAssets();
  let candidate = readRemotes(site);
  for (const remote of remoteWorkspaces()) {
    if (!fs.existsSync(path.join(remote.dir, 'dist/mf-manifest.json'))) {
      console.warn(`[deploy] WARNING: ${remote.workspace} is not built; its routes will show the fallback`);
      continue;
    }
    candidate = withRemote(candidate, publishRemote(site, remote));
  }
  const pages = [notFoundJob(site), ...candidate.flatMap((entry) => pagesOf(site, entry))];
  await prerenderPages(site, candidate, pages);
  writeRemotesAtomically(site, candidate);
  fs.writeFileSync(renderedShellFile(site), fs.readFileSync(shellIndex, 'utf8'));
  log(`site published: ${candidate.map((r) => `${r.name}@${r.version}`).join(', ')}`);
}

/** True when the pages were rendered with another shell build than the one in shell/dist. */
export function shellChangedSinceRender(site = siteDir()): boolean {
  try {
    return fs.readFileSync(renderedShellFile(site), 'utf8') !== fs.readFileSync(shellIndex, 'utf8');
  } catch {
    return true;
  }
}

function list(site: string) {
  const live = readRemotes(site);
  for (const remote of remoteWorkspaces()) {
    const current = live.find((r) => r.name === remote.name)?.version;
    const versions = publishedVersions(site, remote).map((v) => (v === current ? `${v} (live)` : v));
    console.log(`${remote.workspace.padEnd(18)} ${versions.join(', ') || '(not published)'}`);
  }
}

const usage = `Usage:
  npm run deploy -- <remote>              publish the remote's build, render its routes, switch to it
  npm run deploy -- <remote> --from <dir> the same with a build in another folder (BUILD_OUT=<dir> at build time)
  npm run deploy -- <remote> --to <ver>   switch the remote to a version published earlier (roll back)
  npm run deploy -- --all                 publish every remote and render every page (after a shell build)
  npm run deploy -- --list                show published and live versions
Remote: a workspace (mfe-telephony) or federated name (telephony). SITE_DIR picks the site folder.`;

async function main(args: string[]) {
  const site = siteDir();
  if (args.includes('--list')) return list(site);
  if (args.includes('--all')) return deployAll(site);
  const target = args.find((a) => !a.startsWith('--'));
  if (!target) {
    console.log(usage);
    process.exitCode = 1;
    return;
  }
  const remote = findRemoteWorkspace(target);
  const to = args.indexOf('--to');
  if (to >= 0) return switchRemote(remote, args[to + 1], site);
  const from = args.indexOf('--from');
  await deployRemote(remote, site, from >= 0 ? path.resolve(args[from + 1]) : undefined);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`[deploy] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
