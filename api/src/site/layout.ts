import fs from 'node:fs';
import path from 'node:path';

/**
 * The on-disk layout of a published site (SITE_DIR, default var/site), shared by the server
 * and the deploy tools:
 *
 *   remotes.json                          live remotes: [{ name, version, entry }]; replaced by rename
 *   mfe/<name>/<version>/                 a remote's browser build (+ server/, its Node build)
 *   pages/<name>/<version>/<path>/index.html   prerendered HTML of the routes <name> owns
 *   pages/_shell/404.html                 the not-found page
 *
 * Pages are keyed by the version of the remote that owns them, so switching remotes.json switches
 * a remote's code and its HTML in one atomic step, and rolling back is switching back.
 */
export type RemoteEntry = { name: string; version: string; entry: string };

export const remotesFile = (siteDir: string) => path.join(siteDir, 'remotes.json');
export const remoteDir = (siteDir: string, name: string, version: string) => path.join(siteDir, 'mfe', name, version);
export const notFoundFile = (siteDir: string) => path.join(siteDir, 'pages/_shell/404.html');

export function pageFile(siteDir: string, remote: string, version: string, routePath: string): string {
  return path.join(siteDir, 'pages', remote, version, routePath === '/' ? '' : routePath, 'index.html');
}

/**
 * The URL the browser loads a published remote from: its remoteEntry.js. The shell's federation
 * runtime is built without the manifest (snapshot) handler, which saves bytes and one request
 * in the chain; mf-manifest.json is still published and the prerender reads it for preloads.
 */
export const remoteEntryUrl = (name: string, version: string) => `/mfe/${name}/${version}/remoteEntry.js`;

export function readRemotes(siteDir: string): RemoteEntry[] {
  try {
    return JSON.parse(fs.readFileSync(remotesFile(siteDir), 'utf8')) as RemoteEntry[];
  } catch {
    return [];
  }
}

/** Writes remotes.json through a temporary file and a rename: readers see the old or the new list. */
export function writeRemotesAtomically(siteDir: string, remotes: RemoteEntry[]): void {
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = `${remotesFile(siteDir)}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, JSON.stringify(remotes, null, 2) + '\n');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, remotesFile(siteDir));
}
