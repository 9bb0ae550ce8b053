import fs from 'node:fs';
import path from 'node:path';
import { appendHistory } from '../../../api/src/site/deploy-history';
import { readRemotes, remoteDir } from '../../../api/src/site/layout';
import { readCanaries } from '../../../api/src/site/releases';
import { withSiteLock } from '../../../api/src/site/site-lock';
import { publishedVersions } from './remote';

/**
 * Keeps the last `keep` published versions of each remote (by when they were last published) and
 * deletes the others' files and pages; the live and canary versions are never deleted. Under the
 * deploy lock, so no switch can point at a version while it goes. Returns what was deleted.
 */
export function pruneVersions(site: string, keep: number, by: string): Promise<{ remote: string; version: string }[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--prune needs a whole number of versions to keep, at least 1.');
  return withSiteLock(
    site,
    () => {
      const inUse = new Set([...readRemotes(site), ...readCanaries(site)].map((r) => `${r.name}/${r.version}`));
      const mfe = path.join(site, 'mfe');
      const removed: { remote: string; version: string }[] = [];
      for (const remote of fs.existsSync(mfe) ? fs.readdirSync(mfe) : []) {
        const versions = publishedVersions(site, remote);
        for (const version of versions.slice(0, Math.max(0, versions.length - keep))) {
          if (inUse.has(`${remote}/${version}`)) continue;
          // Pages first: a version without its folder is never served, one without pages could be.
          fs.rmSync(path.join(site, 'pages', remote, version), { recursive: true, force: true });
          fs.rmSync(remoteDir(site, remote, version), { recursive: true, force: true });
          appendHistory(site, { action: 'prune', remote, version, by });
          removed.push({ remote, version });
        }
      }
      return removed;
    },
    { purpose: 'prune' },
  );
}
