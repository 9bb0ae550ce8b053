import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { readStateFile, shellDir } from '../../api/src/releases';
import { findRemoteWorkspace, repoRoot, siteDir } from './workspaces';

/** The live shell release's page template (the dev loop works over the live release), else the built shell's. */
function liveShellTemplate(): string {
  try {
    const live = readStateFile(siteDir()).shell;
    if (live) return path.join(shellDir(siteDir(), live), 'index.html');
  } catch {
    // no readable release: the built shell's template
  }
  return path.join(repoRoot, 'shell/dist/index.html');
}

/**
 * `npm run dev -w <workspace>`: the dev loop of one team. Watches and rebuilds only that
 * workspace (browser build, development mode, into var/dev/<workspace>/, never dist/), and
 * serves the locally running site (`npm start`, SITE_URL) through a small proxy at DEV_PORT with
 * the workspace's fresh build in place of the live one. Every rebuild reloads the open pages.
 *
 * No prerender: pages are the bare shell template, rendered in the browser. The proxy sends no
 * Content-Security-Policy of its own (it only adds its reload script), so check CSP with
 * `npm start`. The production build, dist/ and `npm start` are untouched.
 */

type DevOptions = { workspace: string; dir: string; siteUrl: string; port: number };

const DEV_PREFIX = '/__dev';
const RELOAD_SCRIPT = `${DEV_PREFIX}/reload.js`;
/** The page side: one EventSource; a `reload` event reloads, a build error is shown in the console. */
const reloadScript = `(() => {
  const events = new EventSource('${DEV_PREFIX}/events');
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('build-error', (e) => console.error('[dev] build failed:\\n' + e.data));
})();`;

function parseArgs(argv: string[]): DevOptions {
  const workspace = argv[0];
  if (!workspace) throw new Error('Usage: npm run dev -w <workspace>   (shell, mfe-catalog, mfe-telephony, …)');
  const dirFlag = argv.indexOf('--dir');
  const dir = path.resolve(dirFlag >= 0 ? argv[dirFlag + 1] : path.join(repoRoot, workspace));
  return { workspace, dir, siteUrl: (process.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''), port: Number(process.env.DEV_PORT ?? 8081) };
}

/** Starts webpack in watch mode for the workspace's browser build; calls back after every build. */
function watch(dir: string, outDir: string, onBuilt: (errors: string | null, ms: number) => void) {
  process.env.BUILD_OUT = outDir; // read by tools/webpack/create-config.js
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const webpack = require('webpack') as typeof import('webpack');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configFn = require(path.join(dir, 'webpack.config.js')) as (env: object) => import('webpack').Configuration;
  // In memory, as watch mode always had it: the disk cache is named for the production builds.
  const config = { ...configFn({}), mode: 'development' as const, cache: { type: 'memory' as const }, optimization: { ...configFn({}).optimization, minimize: false } };
  const compiler = webpack(config);
  compiler.watch({ aggregateTimeout: 50, ignored: /node_modules|[\\/]dist[\\/]/ }, (error, stats) => {
    const ms = stats ? stats.endTime - stats.startTime : 0;
    if (error) return onBuilt(String(error), ms);
    if (stats?.hasErrors()) return onBuilt(stats.toString({ colors: false, preset: 'errors-only' }), ms);
    onBuilt(null, ms);
  });
  return compiler;
}

/** A file of the dev build, or null when the build has no such file. */
function devFile(outDir: string, urlPath: string): string | null {
  const file = path.join(outDir, path.normalize(decodeURIComponent(urlPath)));
  if (!file.startsWith(outDir + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const contentType = (file: string) =>
  ({ '.js': 'application/javascript; charset=utf-8', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.css': 'text/css' })[path.extname(file)] ??
  'application/octet-stream';

function sendFile(res: http.ServerResponse, file: string) {
  res.writeHead(200, { 'Content-Type': contentType(file), 'Cache-Control': 'no-store' });
  fs.createReadStream(file).pipe(res);
}

/** Forwards a request to the running site as it is (method, headers, body). */
function proxy(siteUrl: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const target = new URL(req.url ?? '/', siteUrl);
  const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`The dev loop proxies ${siteUrl}: start the site first (npm start).`);
  });
  req.pipe(upstream);
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** True for a page navigation: a GET for HTML of a path without a file extension (not the API). */
const isPageRequest = (req: http.IncomingMessage, urlPath: string) =>
  req.method === 'GET' && !urlPath.startsWith('/api/') && !urlPath.startsWith(DEV_PREFIX) && !path.extname(urlPath) && (req.headers.accept ?? '').includes('text/html');

export function startDevLoop(options: DevOptions) {
  const { workspace, dir, siteUrl, port } = options;
  const isShell = workspace === 'shell';
  const remote = isShell ? null : findRemoteWorkspace(workspace);
  const outDir = path.join(repoRoot, 'var/dev', path.basename(dir));
  const clients = new Set<http.ServerResponse>();
  const broadcast = (event: string, data: string) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${data.split('\n').join('\ndata: ')}\n\n`);
  };
  let builtOnce: () => void;
  const firstBuild = new Promise<void>((resolve) => (builtOnce = resolve));
  const compiler = watch(dir, outDir, (errors, ms) => {
    if (errors) {
      console.error(`[dev] ${workspace} build failed:\n${errors}`);
      broadcast('build-error', errors);
      return;
    }
    console.log(`[dev] ${workspace} rebuilt in ${ms} ms; reloading ${clients.size} page(s)`);
    builtOnce();
    broadcast('reload', String(Date.now()));
  });

  /** The page every route gets: the shell's template (the dev build's, or the built shell's), with the reload script. */
  const pageHtml = () => {
    const template = fs.readFileSync(isShell ? path.join(outDir, 'index.html') : liveShellTemplate(), 'utf8');
    // The badge says whose dev loop this is; being content, it also gives the page the first
    // paint the inline loader waits for before it starts the app (the root is empty here).
    const badge = `<div style="position:fixed;left:0;bottom:0;z-index:9999;padding:2px 8px;font:12px system-ui;background:#111;color:#fff">dev · ${workspace}</div>`;
    return template.replace('<body>', `<body>${badge}`).replace('</body>', `<script src="${RELOAD_SCRIPT}"></script></body>`);
  };

  const server = http.createServer(async (req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0];
    try {
      if (urlPath === `${DEV_PREFIX}/events`) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
      if (urlPath === RELOAD_SCRIPT) {
        res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(reloadScript);
        return;
      }
      if (remote && urlPath.startsWith(`${DEV_PREFIX}/${remote.name}/`)) {
        const file = devFile(outDir, urlPath.slice(`${DEV_PREFIX}/${remote.name}`.length));
        if (file) return sendFile(res, file);
        res.writeHead(404).end();
        return;
      }
      if (remote && urlPath === '/remotes.json') {
        // The live list with this workspace's entry pointing at the dev build.
        const live = JSON.parse(await fetchText(`${siteUrl}/remotes.json`)) as { name: string; version: string; entry: string }[];
        const list = live.map((r) => (r.name === remote.name ? { name: r.name, version: 'dev', entry: `${DEV_PREFIX}/${remote.name}/remoteEntry.js` } : r));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(list));
        return;
      }
      if (isPageRequest(req, urlPath)) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(pageHtml());
        return;
      }
      // The shell's own scripts come from its dev build when it is the workspace in the loop.
      const shellFile = isShell ? devFile(outDir, urlPath) : null;
      if (shellFile) return sendFile(res, shellFile);
      proxy(siteUrl, req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`[dev] ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const ready = firstBuild.then(
    () =>
      new Promise<void>((resolve) =>
        server.listen(port, '127.0.0.1', () => {
          console.log(`\n  Dev loop for ${workspace}: http://localhost:${port} (the site at ${siteUrl}, this workspace live-rebuilt)\n`);
          resolve();
        }),
      ),
  );
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of clients) client.end();
      compiler.close(() => server.close(() => resolve()));
    });
  return { ready, close };
}

if (require.main === module) {
  const loop = startDevLoop(parseArgs(process.argv.slice(2)));
  process.on('SIGINT', () => void loop.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void loop.close().then(() => process.exit(0)));
}
