import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RemoteEntry } from '@site/shared/schemas/remotes-manifest';
import { repoRoot } from './workspaces';

export type PageJob = { path: string; out: string };

const shellServerEntry = path.join(repoRoot, 'shell/dist-server/prerender.js');
const shellTemplate = path.join(repoRoot, 'shell/dist/index.html');

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

function runJob(jobFile: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [shellServerEntry, jobFile], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Renders pages to HTML with the shell's Node build and the given remotes' Node builds, all in
 * one Node process: styled components carry fixed ids (tools/webpack/styled-component-ids.js), so
 * class names do not depend on the pages rendered before. Throws, with the renderer's last lines,
 * if any page fails; pages are written through a rename, so a failed render leaves the previous
 * HTML in place.
 */
export async function prerenderPages(site: string, remotes: RemoteEntry[], pages: PageJob[]): Promise<void> {
  if (!fs.existsSync(shellServerEntry) || !fs.existsSync(shellTemplate)) throw new Error('The shell is not built: run `npm run build -w shell`.');
  const server = await serveRemotes(site);
  const { port } = server.address() as AddressInfo;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const nodeRemotes = remotes.map((r) => ({ name: r.name, entry: `http://127.0.0.1:${port}/${r.name}/${r.version}/server/remoteEntry.js` }));
  const started = Date.now();
  let failure: string | undefined;
  try {
    const jobFile = path.join(tmpDir, 'job.json');
    fs.writeFileSync(jobFile, JSON.stringify({ template: shellTemplate, remotes: nodeRemotes, pages }));
    const { ok, output } = await runJob(jobFile);
    if (!ok) failure = output.trim().split('\n').slice(-12).join('\n');
  } finally {
    server.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  if (failure) throw new Error(`Prerender failed:\n${failure}`);
  console.log(`[prerender] ${pages.length} page(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
