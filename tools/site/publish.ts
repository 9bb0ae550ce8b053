import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { partDir, remoteEntryUrl, SHELL, type RemoteEntry } from '../../api/src/releases';
import type { Part } from './parts';

/** Files of a build that are not part of what it does: never hashed into its version. */
const NOT_CONTENT = /(^|\/)(mf-stats\.json|\.build-stamp)$/;

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** A version id from the build's contents: the same build always gets the same version. */
export function buildVersion(distDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const rel of listFiles(distDir).filter((f) => !NOT_CONTENT.test(f)).sort()) {
    hash.update(rel).update('\0').update(fs.readFileSync(path.join(distDir, rel)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The files a build of this part must hold before it can be published. */
const requiredFiles = (part: Part) => (part.name === SHELL ? ['index.html', 'shared-contract.json', 'server/prerender.js'] : ['mf-manifest.json', 'server/remoteEntry.js']);

/**
 * Copies a build (a remote's, or the shell's) into its own versioned folder of the site, through a
 * temporary folder and a rename, so a half-copied version is never visible. Idempotent: the same
 * build is the same version. Tells whether this call created the folder (a deploy that fails
 * later removes only what it created); publishing a version again marks it recent, so --prune
 * keeps it. Publishing changes nothing a visitor gets: only a switch of the release state does.
 */
export function publishBuild(site: string, part: Part, dist = part.dist): { version: string; created: boolean } {
  const missing = requiredFiles(part).filter((f) => !fs.existsSync(path.join(dist, f)));
  if (missing.length) throw new Error(`${dist} holds no build of ${part.workspace} (${missing.join(', ')} missing): run \`npm run build -w ${part.workspace}\` first.`);
  const version = buildVersion(dist);
  const target = partDir(site, part.name, version);
  const created = !fs.existsSync(target);
  if (created) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(dist, tmp, { recursive: true, filter: (src) => !NOT_CONTENT.test(src) });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(tmp, target);
  } else {
    const now = new Date();
    fs.utimesSync(target, now, now);
  }
  return { version, created };
}

/** A remote's published version as the release state lists it. */
export const entryOf = (name: string, version: string): RemoteEntry => ({ name, version, entry: remoteEntryUrl(name, version) });
