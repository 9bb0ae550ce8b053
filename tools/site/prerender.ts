import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { shellDir, type RemoteEntry } from '../../api/src/releases';
import { repoRoot } from './workspaces';

export type PageJob = { path: string; out: string };

/**
 * The attribute that tells a page's inline loader which shell release it belongs to, so a script
 * of that release that fails to load (or a page that never comes to life) is reported against it.
 */
export const SHELL_RELEASE_ATTRIBUTE = 'data-shell';

/** Serves the site's mfe/ folder on loopback so the prerender can load remotes' Node builds. */
function serveRemotes(site: string): Promise<http.Server> {
  const root = path.join(site, 'mfe');
  const server = http.createServer((req, res) => {
    const file = path.join(root, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0])));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/javascript' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function runJob(entry: string, jobFile: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, jobFile], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Renders pages to HTML with a published shell release's Node build and template and the given
 * remotes' Node builds, all in one Node process: styled components carry fixed ids
 * (tools/webpack/styled-component-ids.js), so class names do not depend on the pages rendered
 * before. Each page is stamped with its shell release. Throws, with the renderer's last lines, if
 * any page fails; pages are written through a rename, so a failed render leaves the previous HTML
 * in place.
 */
export async function prerenderPages(site: string, shell: string, remotes: RemoteEntry[], pages: PageJob[]): Promise<void> {
  const shellServerEntry = path.join(shellDir(site, shell), 'server/prerender.js');
  const shellTemplate = path.join(shellDir(site, shell), 'index.html');
  if (!fs.existsSync(shellServerEntry) || !fs.existsSync(shellTemplate)) throw new Error(`Shell release ${shell} is not published in ${site} (or was pruned).`);
  const server = await serveRemotes(site);
  const { port } = server.address() as AddressInfo;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const nodeRemotes = remotes.map((r) => ({ name: r.name, entry: `http://127.0.0.1:${port}/${r.name}/${r.version}/server/remoteEntry.js` }));
  const started = Date.now();
  let failure: string | undefined;
  try {
    const jobFile = path.join(tmpDir, 'job.json');
    const template = path.join(tmpDir, 'index.html');
    fs.writeFileSync(template, fs.readFileSync(shellTemplate, 'utf8').replace(/<html\b([^>]*)>/, `<html$1 ${SHELL_RELEASE_ATTRIBUTE}="${shell}">`));
    fs.writeFileSync(jobFile, JSON.stringify({ template, remotes: nodeRemotes, pages }));
    const { ok, output } = await runJob(shellServerEntry, jobFile);
    if (!ok) failure = output.trim().split('\n').slice(-12).join('\n');
  } finally {
    server.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  if (failure) throw new Error(`Prerender failed:\n${failure}`);
  console.log(`[prerender] shell ${shell}: ${pages.length} page(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
