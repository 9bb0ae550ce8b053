import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appendHistory } from '../../../api/src/site/deploy-history';
import { notFoundFile, readRemotes, remoteDir, shellContractFile, writeJsonAtomically, writeRemotesAtomically, type RemoteEntry } from '../../../api/src/site/layout';
import { readCanaries } from '../../../api/src/site/releases';
import { withSiteLock } from '../../../api/src/site/site-lock';
import { prerenderPages } from '../prerender';
import { publishRemote } from '../publish';
import { writeSiteAssets } from '../write-site-assets';
import { remoteWorkspaces, repoRoot } from '../workspaces';
import { buildContractFile, DeployRefused, readContract, unmetRequirements, type SharedContract } from './guard';
import { pagesOf } from './remote';
import { withRemote } from './switch';

const shellDist = path.join(repoRoot, 'shell/dist');
const shellIndex = path.join(shellDist, 'index.html');
const renderedShellFile = (site: string) => path.join(site, 'pages/_shell/shell-build.txt');

/** True when the pages were rendered with another shell build than the one in shell/dist. */
export function shellChangedSinceRender(site: string): boolean {
  try {
    return fs.readFileSync(renderedShellFile(site), 'utf8') !== fs.readFileSync(shellIndex, 'utf8');
  } catch {
    return true;
  }
}

/** Every remote version the new shell would run with (built now, live or canary) that it cannot serve. */
function incompatible(site: string, shell: SharedContract, builds: { label: string; dir: string; workspace: string }[]): string[] {
  return builds.flatMap(({ label, dir, workspace }) => {
    const contract = readContract(buildContractFile(dir));
    const unmet = contract ? unmetRequirements(contract.requires, shell.provides) : [{ key: 'shared-contract.json', required: '(not recorded)', provided: undefined }];
    return unmet.length ? [`  ${label}: ${unmet.map((u) => `${u.key} needs ${u.required}, the shell provides ${u.provided ?? 'nothing'}`).join('; ')} (rebuild ${workspace})`] : [];
  });
}

/**
 * A shell deploy (after `npm run build`): publishes every built remote, renders every page
 * (canaries' pages too) with the new shell, then under the deploy lock switches remotes.json and
 * records the shared versions the shell provides (shell-contract.json), which every later remote
 * deploy is checked against. Refused, before anything is published, when a remote that would
 * stay live or canary needs shared versions the new shell does not provide.
 */
export async function deployAll(site: string, options: { by: string; log: (m: string) => void }): Promise<void> {
  const shell = readContract(buildContractFile(shellDist));
  if (!shell) throw new DeployRefused(`The shell build records no shared versions (${buildContractFile(shellDist)}): rebuild it (npm run build -w shell).`);
  const workspaces = remoteWorkspaces();
  const built = workspaces.filter((r) => fs.existsSync(path.join(r.dir, 'dist/mf-manifest.json')));
  for (const r of workspaces.filter((w) => !built.includes(w))) console.warn(`[deploy] WARNING: ${r.workspace} is not built; its routes will show the fallback`);
  const workspaceOf = (name: string) => workspaces.find((w) => w.name === name)?.workspace ?? name;
  const kept = [...readRemotes(site).filter((r) => !built.some((b) => b.name === r.name)), ...readCanaries(site)];
  const problems = incompatible(site, shell, [
    ...built.map((r) => ({ label: `${r.workspace} (dist)`, dir: path.join(r.dir, 'dist'), workspace: r.workspace })),
    ...kept.map((r) => ({ label: `${workspaceOf(r.name)} ${r.version} (published)`, dir: remoteDir(site, r.name, r.version), workspace: workspaceOf(r.name) })),
  ]);
  if (problems.length) throw new DeployRefused(`Refused: the new shell cannot run these remotes:\n${problems.join('\n')}`);

  // The pages' share cards and icons are in place before any page that links them goes live.
  await writeSiteAssets();
  const published = built.map((r) => publishRemote(site, r));
  let candidate = readRemotes(site);
  for (const entry of published) candidate = withRemote(candidate, entry);
  await prerenderPages(site, candidate, [{ path: '/__404__', out: notFoundFile(site) }, ...candidate.flatMap((entry) => pagesOf(site, entry))]);
  // A running canary's pages are rendered with the new shell too, against the canary's own version.
  for (const canary of readCanaries(site)) {
    const pages = pagesOf(site, canary);
    if (pages.length) await prerenderPages(site, withRemote(candidate, canary), pages);
  }

  const shellBuild = crypto.createHash('sha256').update(fs.readFileSync(shellIndex)).digest('hex').slice(0, 12);
  const final = await withSiteLock(
    site,
    () => {
      const live = readRemotes(site);
      let next: RemoteEntry[] = live;
      for (const entry of published) next = withRemote(next, entry);
      writeRemotesAtomically(site, next);
      writeJsonAtomically(shellContractFile(site), shell);
      fs.writeFileSync(renderedShellFile(site), fs.readFileSync(shellIndex, 'utf8'));
      appendHistory(site, { action: 'shell', remote: 'shell', version: shellBuild, by: options.by });
      for (const entry of published) {
        const from = live.find((r) => r.name === entry.name)?.version;
        if (from !== entry.version) appendHistory(site, { action: 'live', remote: entry.name, version: entry.version, from, by: options.by });
      }
      return next;
    },
    { purpose: 'shell deploy' },
  );
  options.log(`site published: ${final.map((r) => `${r.name}@${r.version}`).join(', ')}`);
}
