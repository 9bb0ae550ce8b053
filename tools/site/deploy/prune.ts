import { deleteVersion, protectedVersions, publishedParts, publishedVersions, type ReleaseStore } from '../../../api/src/releases';

/**
 * Keeps the last `keep` published versions of each part (the shell and each remote, by when they
 * were last published) and deletes the others' files and pages, except what a page or a browser
 * may still need: live, canary and rollback-target versions, and anything replaced less than
 * `retentionDays` ago (a tab opened before that release keeps loading its files). Under the lock,
 * so no switch can point at a version while it goes. Returns what was deleted.
 */
export async function pruneVersions(site: string, releases: ReleaseStore, keep: number, by: string, retentionDays: number): Promise<{ remote: string; version: string }[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--prune needs a whole number of versions to keep, at least 1.');
  return releases.change('prune', async (state) => {
    const kept = protectedVersions(state, await releases.history(), retentionDays);
    const removed: { remote: string; version: string }[] = [];
    for (const name of publishedParts(site)) {
      const versions = publishedVersions(site, name);
      for (const version of versions.slice(0, Math.max(0, versions.length - keep))) {
        if (kept.has(`${name}/${version}`)) continue;
        deleteVersion(site, name, version);
        removed.push({ remote: name, version });
      }
    }
    return { history: removed.map((r) => ({ action: 'prune' as const, remote: r.remote, version: r.version, by })), result: removed };
  });
}
