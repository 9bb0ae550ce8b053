/**
 * A published site on disk in the release model's layout (api/src/releases/layout.ts), written
 * by hand: shell releases under shell/<version>/, remotes under mfe/<name>/<version>/, pages under
 * pages/<shell>/<remote>/<version>/…, the 404 page of each shell release and release.json. The
 * API tests serve it with the real server; the deploy tools' tests switch and prune it (every
 * page written, so the tools find nothing left to prerender and need no real build).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { notFoundFile, pageFile, remoteDir, remoteEntryUrl, shellDir, writeStateFile, type ReleaseState, type RemoteEntry } from '../src/releases';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedContract } = require('../../tools/federation-shared') as { sharedContract: () => { provides: Record<string, string>; requires: Record<string, string> } };

export type SharedContract = ReturnType<typeof sharedContract>;

/** What the builds of this tree provide and require (the live shell's contract, unless a test changes it). */
export const CURRENT_CONTRACT: SharedContract = sharedContract();

export function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A remote's version as the release state lists it. */
export const entryOf = (name: string, version: string): RemoteEntry => ({ name, version, entry: remoteEntryUrl(name, version) });

/** Eight hex digits derived from `text`: a content hash as the builds put in file names. */
export const hash8 = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);

/** The entry script a shell release's pages load: `main.<hash>.js`, a different name in each release. */
export const shellMain = (version: string) => `main.${hash8(`shell ${version}`)}.js`;

/** The one inline script of a shell release's pages; the release is in it, so each release's loader (and its CSP hash) differs. */
export const shellLoader = (version: string) => `<script data-main="/${shellMain(version)}">(function(t){t.dataset.main;/*${version}*/})(document.currentScript)</script>`;

/**
 * Publishes shell release `version` as a shell build is published: its browser files (the page
 * template index.html with the inline loader, main.<hash>.js), its Node build (server/), its
 * shared contract and manifest. Also writes its 404 page, which the prerender renders with it.
 */
export function publishShell(site: string, version: string, options: { contract?: SharedContract; loader?: string; files?: Record<string, string> } = {}): void {
  const dir = shellDir(site, version);
  write(path.join(dir, 'index.html'), `<!DOCTYPE html><html lang="es" data-shell="${version}"><head><title>Navega</title></head><body><div id="root"></div>${options.loader ?? shellLoader(version)}</body></html>`);
  write(path.join(dir, shellMain(version)), `/* the code of shell ${version} */`);
  write(path.join(dir, 'shared-contract.json'), JSON.stringify(options.contract ?? CURRENT_CONTRACT));
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'shell', release: version }));
  write(path.join(dir, 'server/prerender.js'), `module.exports = "the Node build of shell ${version}";`);
  for (const [name, content] of Object.entries(options.files ?? {})) write(path.join(dir, name), content);
  write(notFoundFile(site, version), `<!DOCTYPE html><html data-shell="${version}"><body><h1>404 Page Not Found</h1></body></html>`);
}

/** Publishes version `version` of remote `name`: browser build, Node build, manifest and shared contract. */
export function publishRemote(site: string, name: string, version: string, options: { contract?: SharedContract } = {}): void {
  const dir = remoteDir(site, name, version);
  write(path.join(dir, 'remoteEntry.js'), `var ${name} = "${version}";`);
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, version }));
  write(path.join(dir, 'shared-contract.json'), JSON.stringify(options.contract ?? CURRENT_CONTRACT));
  write(path.join(dir, 'server/remoteEntry.js'), `module.exports = "the Node build of ${name} ${version}";`);
}

/** The HTML a test page carries: which shell release and which remote version rendered it. */
export const testPage = (shell: string, name: string, version: string, route: string) =>
  `<!DOCTYPE html><html lang="es" data-shell="${shell}"><body data-remote="${name}" data-version="${version}"><main>${route}</main>${shellLoader(shell)}</body></html>`;

/** Writes the pages of `routes` as shell release `shell` renders them with `version` of `name`. */
export function writePages(site: string, shell: string, name: string, version: string, routes: string[], html = testPage): void {
  for (const route of routes) write(pageFile(site, shell, name, version, route), html(shell, name, version, route));
}

/** Writes release.json: what the server serves and the deploy tools change. */
export function release(site: string, state: Partial<ReleaseState>): void {
  writeStateFile(site, { remotes: [], canaries: [], ...state });
}

/** The shell release and remote version a served page says it was rendered by. */
export function renderedBy(html: string): { shell?: string; version?: string } {
  return { shell: html.match(/data-shell="([^"]+)"/)?.[1], version: html.match(/data-version="([^"]+)"/)?.[1] };
}

/** Every file under `dir` with its bytes, hashed: any change (a file added, removed or rewritten) shows. */
export function snapshot(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update('\0').update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
