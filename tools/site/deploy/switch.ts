import fs from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@site/shared/content/site-routes';
import { appendHistory } from '../../../api/src/site/deploy-history';
import { pageFile, readRemotes, remoteDir, remoteEntryUrl, writeRemotesAtomically, type RemoteEntry } from '../../../api/src/site/layout';
import { readCanaries, writeCanariesAtomically, type Canary } from '../../../api/src/site/releases';
import { withSiteLock } from '../../../api/src/site/site-lock';
import { assertShellSatisfies, DeployRefused } from './guard';

/** A remote's published version as remotes.json lists it. */
export const entryOf = (name: string, version: string): RemoteEntry => ({ name, version, entry: remoteEntryUrl(name, version) });

/** The list with `entry` in place of its remote's line (added if new), sorted by name. */
export function withRemote(remotes: RemoteEntry[], entry: RemoteEntry): RemoteEntry[] {
  return [...remotes.filter((r) => r.name !== entry.name), entry].sort((a, b) => a.name.localeCompare(b.name));
}

/** The routes a remote owns (none for NavegaBot, which is on every page). */
export const routesOf = (name: string) => siteRoutes.filter((r) => r.remote === name).map((r) => r.path);

/** Refuses to point visitors at a version whose files or pages are missing (a prune or a half-published copy). */
export function assertPublished(site: string, entry: RemoteEntry): void {
  if (!fs.existsSync(path.join(remoteDir(site, entry.name, entry.version), 'remoteEntry.js'))) {
    throw new DeployRefused(`Version ${entry.version} of ${entry.name} is not published (was it pruned?); deploy the build again.`);
  }
  const missing = routesOf(entry.name).filter((p) => !fs.existsSync(pageFile(site, entry.name, entry.version, p)));
  if (missing.length) throw new DeployRefused(`Version ${entry.version} of ${entry.name} has no HTML for ${missing.join(', ')}; deploy it again instead.`);
}

type Who = { by: string; workspace: string };

/**
 * Makes `entry` the version everyone gets: under the deploy lock, re-reads remotes.json (another
 * remote's deploy may have switched meanwhile), checks the guard and the files again, writes the
 * new list in one rename and drops this remote's canary if one runs. Returns the version it replaced.
 */
export function switchStable(site: string, entry: RemoteEntry, who: Who, action: 'live' | 'rollback' = 'live'): Promise<string | undefined> {
  return withSiteLock(
    site,
    () => {
      assertPublished(site, entry);
      assertShellSatisfies(site, remoteDir(site, entry.name, entry.version), `${who.workspace} ${entry.version}`, who.workspace);
      const live = readRemotes(site);
      const previous = live.find((r) => r.name === entry.name)?.version;
      writeRemotesAtomically(site, withRemote(live, entry));
      const canaries = readCanaries(site);
      const dropped = canaries.find((c) => c.name === entry.name);
      if (dropped) writeCanariesAtomically(site, canaries.filter((c) => c !== dropped));
      appendHistory(site, { action, remote: entry.name, version: entry.version, from: previous, by: who.by, note: dropped ? `canary ${dropped.version} dropped` : undefined });
      return previous;
    },
    { purpose: `deploy ${entry.name}` },
  );
}

/** Serves `entry` to `percent` % of visitors (replacing a canary of the same remote), under the lock. */
export function startCanary(site: string, entry: RemoteEntry, percent: number, who: Who): Promise<void> {
  return withSiteLock(
    site,
    () => {
      assertPublished(site, entry);
      assertShellSatisfies(site, remoteDir(site, entry.name, entry.version), `${who.workspace} ${entry.version}`, who.workspace);
      const stable = readRemotes(site).find((r) => r.name === entry.name);
      if (!stable) throw new DeployRefused(`${who.workspace} has no live version yet: deploy it without --canary first.`);
      if (stable.version === entry.version) throw new DeployRefused(`${who.workspace} ${entry.version} is already live for everyone.`);
      const canary: Canary = { ...entry, percent, since: new Date().toISOString(), by: who.by };
      writeCanariesAtomically(site, [...readCanaries(site).filter((c) => c.name !== entry.name), canary]);
      appendHistory(site, { action: 'canary', remote: entry.name, version: entry.version, from: stable.version, percent, by: who.by });
    },
    { purpose: `canary ${entry.name}` },
  );
}

/** Makes a remote's canary live for everyone (remotes.json first, then canary.json: every visitor gets it either way). */
export function promoteCanary(site: string, name: string, who: Who): Promise<{ version: string; from?: string }> {
  return withSiteLock(
    site,
    () => {
      const canaries = readCanaries(site);
      const canary = canaries.find((c) => c.name === name);
      if (!canary) throw new DeployRefused(`${who.workspace} has no canary to promote.`);
      const entry = entryOf(canary.name, canary.version);
      assertPublished(site, entry);
      assertShellSatisfies(site, remoteDir(site, entry.name, entry.version), `${who.workspace} ${entry.version}`, who.workspace);
      const live = readRemotes(site);
      const from = live.find((r) => r.name === name)?.version;
      writeRemotesAtomically(site, withRemote(live, entry));
      writeCanariesAtomically(site, canaries.filter((c) => c !== canary));
      appendHistory(site, { action: 'promote', remote: name, version: canary.version, from, by: who.by });
      return { version: canary.version, from };
    },
    { purpose: `promote ${name}` },
  );
}
