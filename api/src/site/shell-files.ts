import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shellDir } from '../releases';
import { isFile, safeResolve } from '../plugins/static-files';

/** Files of a shell release that are for the deploy tools and the prerender, never for browsers. */
const NOT_SERVED = /^(index\.html|mf-manifest\.json|mf-stats\.json|shared-contract\.json|server\/.*)$/;
/** A content-hashed name: the same name is the same bytes in every release that has it. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.LICENSE\.txt)?$/;

/**
 * The file a browser asks for at the site's root (`/main.1a2b3c4d.js`) from shell release
 * `served` first; a content-hashed name not found there comes from any other published shell
 * release, so a tab opened before a shell release still loads its lazy chunks while the old
 * release's files are kept (RELEASE_RETENTION_DAYS; pruning honours it).
 */
export function findShellFile(siteDir: string, served: string | undefined, rel: string): string | undefined {
  // Judged on the path as resolved (decoded, dot segments gone): `/server%2fprerender.js` or
  // `/./shared-contract.json` name the same files as their plain spelling.
  const inRelease = (version: string): string | undefined => {
    const root = shellDir(siteDir, version);
    const file = safeResolve(root, rel);
    if (!file || NOT_SERVED.test(path.relative(root, file).split(path.sep).join('/'))) return undefined;
    return isFile(file) ? file : undefined;
  };
  const own = served && inRelease(served);
  if (own) return own;
  if (!HASHED.test(rel)) return undefined;
  const releases = path.join(siteDir, 'shell');
  for (const version of fs.existsSync(releases) ? fs.readdirSync(releases) : []) {
    if (version === served || version.includes('.tmp')) continue;
    const other = inRelease(version);
    if (other) return other;
  }
  return undefined;
}

/** The shell release's page template: what a route without prerendered HTML gets (rendered in the browser). */
export const bareShellPage = (siteDir: string, version: string) => path.join(shellDir(siteDir, version), 'index.html');

const hashes = new Map<string, string | null>();

/**
 * The CSP source that allows a shell release's inline loader (the one inline script of its
 * pages), by its hash, read from the release's template once. Each release carries its own
 * loader, so the policy follows the release served, not the server's own copy of the code.
 */
export function inlineLoaderHash(siteDir: string, version: string): string | undefined {
  if (!hashes.has(version)) {
    let hash: string | null = null;
    try {
      const html = fs.readFileSync(bareShellPage(siteDir, version), 'utf8');
      const script = html.match(/<script data-main="[^"]*"[^>]*>([\s\S]*?)<\/script>/)?.[1];
      if (script) hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    } catch {
      return undefined; // not published (yet): try again next time
    }
    hashes.set(version, hash);
  }
  return hashes.get(version) ?? undefined;
}
