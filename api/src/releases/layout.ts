import fs from 'node:fs';
import path from 'node:path';

/**
 * The on-disk layout of a published site (SITE_DIR, default var/site), shared by the server and
 * the deploy tools through this module's public entry (./index.ts):
 *
 *   release.json                          what is served: the live shell, the live remotes and the
 *                                         canaries (./state.ts); replaced by rename under the lock
 *   shell/<version>/                      a shell release: its browser build, server/ its Node build
 *   mfe/<name>/<version>/                 a remote's browser build (+ server/, its Node build)
 *   pages/<shell>/<name>/<version>/<path>/index.html   a route's HTML, rendered by that shell
 *                                         release with that version of the remote owning the route
 *   pages/<shell>/404.html                the not-found page of that shell release
 *   deploy.lock                           held while release.json is rewritten (./lock.ts)
 *   deploy-history.jsonl                  every switch, canary, promotion, rollback and prune
 *   release-state-in-postgresql.json      written when the state moved to the database: the files
 *                                         above are no longer read, and nothing may use them
 *
 * Pages are keyed by the shell release and the owning remote's version, so a page always names
 * files of the release it belongs to, and switching release.json switches code and HTML together.
 * (With DATABASE_URL the state, lock and history live in the database instead; the files stay.)
 */
export const stateFile = (siteDir: string) => path.join(siteDir, 'release.json');
export const lockFile = (siteDir: string) => path.join(siteDir, 'deploy.lock');
export const historyFile = (siteDir: string) => path.join(siteDir, 'deploy-history.jsonl');
export const databaseMarkerFile = (siteDir: string) => path.join(siteDir, 'release-state-in-postgresql.json');
export const shellDir = (siteDir: string, version: string) => path.join(siteDir, 'shell', version);
export const remoteDir = (siteDir: string, name: string, version: string) => path.join(siteDir, 'mfe', name, version);
export const shellPagesDir = (siteDir: string, shell: string) => path.join(siteDir, 'pages', shell);
export const notFoundFile = (siteDir: string, shell: string) => path.join(shellPagesDir(siteDir, shell), '404.html');

/** The name the shell goes by wherever parts are listed: canaries, history, visits, error reports. */
export const SHELL = 'shell';

/** The folder of a published part: a shell release or a remote's version. */
export const partDir = (siteDir: string, name: string, version: string) => (name === SHELL ? shellDir(siteDir, version) : remoteDir(siteDir, name, version));

/** A part's version is published when its folder holds its entry file. */
export function isPublished(siteDir: string, name: string, version: string): boolean {
  return fs.existsSync(path.join(partDir(siteDir, name, version), name === SHELL ? 'index.html' : 'remoteEntry.js'));
}

/** A route's HTML as rendered by shell release `shell` with version `version` of its remote. */
export function pageFile(siteDir: string, shell: string, remote: string, version: string, routePath: string): string {
  return path.join(shellPagesDir(siteDir, shell), remote, version, routePath === '/' ? '' : routePath, 'index.html');
}

/**
 * The URL the browser loads a published remote from: its remoteEntry.js. The shell's federation
 * runtime is built without the manifest (snapshot) handler, which saves bytes and one request
 * in the chain; mf-manifest.json is still published and the prerender reads it for preloads.
 */
export const remoteEntryUrl = (name: string, version: string) => `/mfe/${name}/${version}/remoteEntry.js`;

/** Writes a JSON file through a temporary file, fsync and a rename: readers see the old or the new one. */
export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, JSON.stringify(value, null, 2) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}
