import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteEntry } from '@site/shared/schemas/remotes-manifest';
import { remoteEntryUrl, remoteDir } from '../../api/src/site/layout';
import type { RemoteWorkspace } from './workspaces';

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** A version id from the build's contents: the same build always gets the same version. */
export function buildVersion(distDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const rel of listFiles(distDir).filter((f) => !f.endsWith('mf-stats.json')).sort()) {
    hash.update(rel).update('\0').update(fs.readFileSync(path.join(distDir, rel)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies a remote's build into its own versioned folder of the site (through a temporary
 * folder and a rename, so a half-copied version is never visible). Idempotent.
 */
export function publishRemote(site: string, remote: RemoteWorkspace, dist = path.join(remote.dir, 'dist')): RemoteEntry {
  return publishBuild(site, remote, dist).entry;
}

/**
 * publishRemote, telling whether this call created the version folder (a deploy that fails later
 * removes only what it created). Publishing a version again marks it recent, so --prune keeps it.
 */
export function publishBuild(site: string, remote: RemoteWorkspace, dist = path.join(remote.dir, 'dist')): { entry: RemoteEntry; created: boolean } {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')) || !fs.existsSync(path.join(dist, 'server/remoteEntry.js'))) {
    throw new Error(`${dist} holds no build of ${remote.workspace}: run \`npm run build -w ${remote.workspace}\` first.`);
  }
  const version = buildVersion(dist);
  const target = remoteDir(site, remote.name, version);
  const created = !fs.existsSync(target);
  if (created) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(dist, tmp, { recursive: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(tmp, target);
  } else {
    const now = new Date();
    fs.utimesSync(target, now, now);
  }
  return { entry: { name: remote.name, version, entry: remoteEntryUrl(remote.name, version) }, created };
}
