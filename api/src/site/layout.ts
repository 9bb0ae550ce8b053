import fs from 'node:fs';
import path from 'node:path';
import { remotesManifestSchema, type RemoteEntry } from '@site/shared/schemas/remotes-manifest';

export type { RemoteEntry };

/**
 * The on-disk layout of a published site (SITE_DIR, default var/site), shared by the server
 * and the deploy tools:
 *
 *   remotes.json                          live remotes (remotesManifestSchema in shared); replaced by rename
 *   mfe/<name>/<version>/                 a remote's browser build (+ server/, its Node build)
 *   pages/<name>/<version>/<path>/index.html   prerendered HTML of the routes <name> owns
 *   pages/_shell/404.html                 the not-found page
 *   canary.json                           remotes served to a share of visitors (./releases.ts); replaced by rename
 *   shell-contract.json                   shared versions the live shell provides (written by a shell deploy)
 *   deploy.lock                           held while remotes.json or canary.json is rewritten (./site-lock.ts)
 *   deploy-history.jsonl                  every switch, canary, promotion and rollback, one JSON line each
 *
 * Pages are keyed by the version of the remote that owns them, so switching remotes.json switches
 * a remote's code and its HTML in one atomic step, and rolling back is switching back.
 */
export const remotesFile = (siteDir: string) => path.join(siteDir, 'remotes.json');
export const remoteDir = (siteDir: string, name: string, version: string) => path.join(siteDir, 'mfe', name, version);
export const notFoundFile = (siteDir: string) => path.join(siteDir, 'pages/_shell/404.html');
export const canaryFile = (siteDir: string) => path.join(siteDir, 'canary.json');
export const shellContractFile = (siteDir: string) => path.join(siteDir, 'shell-contract.json');
export const lockFile = (siteDir: string) => path.join(siteDir, 'deploy.lock');
export const historyFile = (siteDir: string) => path.join(siteDir, 'deploy-history.jsonl');

export function pageFile(siteDir: string, remote: string, version: string, routePath: string): string {
  return path.join(siteDir, 'pages', remote, version, routePath === '/' ? '' : routePath, 'index.html');
}

/**
 * The URL the browser loads a published remote from: its remoteEntry.js. The shell's federation
 * runtime is built without the manifest (snapshot) handler, which saves bytes and one request
 * in the chain; mf-manifest.json is still published and the prerender reads it for preloads.
 */
export const remoteEntryUrl = (name: string, version: string) => `/mfe/${name}/${version}/remoteEntry.js`;

/** remotes.json cannot be used: the message names the file and what is wrong. */
export class InvalidRemotesFile extends Error {
  constructor(file: string, problem: string) {
    super(`${file} is not a valid remotes list (${problem}); publish again or fix it by hand.`);
    this.name = 'InvalidRemotesFile';
  }
}

/**
 * The live remotes: [] when nothing is published yet. A file that is not a valid list throws
 * (checked against the shared contract), so a deploy never builds on a list it misread.
 */
export function readRemotes(siteDir: string): RemoteEntry[] {
  const file = remotesFile(siteDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidRemotesFile(file, 'not JSON');
  }
  const parsed = remotesManifestSchema.safeParse(json);
  if (!parsed.success) throw new InvalidRemotesFile(file, parsed.error.issues.map((i) => `${i.path.join('.') || 'list'}: ${i.message}`).join('; '));
  return parsed.data;
}

/**
 * Writes remotes.json through a temporary file and a rename: readers see the old or the new list.
 * The list is checked against the shared contract first, so no tool can publish one the shell
 * would refuse.
 */
export function writeRemotesAtomically(siteDir: string, remotes: RemoteEntry[]): void {
  writeJsonAtomically(remotesFile(siteDir), remotesManifestSchema.parse(remotes));
}

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
