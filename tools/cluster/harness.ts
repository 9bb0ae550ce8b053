/**
 * A throw-away cluster on one machine, as an operator would run the site on several: one
 * PostgreSQL, N instances of the real server (`node --import tsx api/src/server.ts`, each its
 * own PORT and DATA_DIR, the same DATABASE_URL and SITE_DIR) and Debian's nginx in front,
 * round-robin, passing X-Forwarded-For. Every process runs in its own process group and is
 * stopped by it, even when a check fails. The checks live in checks.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, startPostgres, type TestPostgres } from '../../api/testing';

export const repoRoot = path.resolve(__dirname, '../..');

/** One instance of the server: start, stop (SIGTERM: graceful; SIGKILL: a crash) and its settings. */
export type Instance = {
  name: string;
  port: number;
  dataDir: string;
  url: string;
  env: Record<string, string>;
  running: () => boolean;
  start: () => Promise<void>;
  stop: (signal: 'SIGTERM' | 'SIGKILL') => Promise<void>;
};

export type Cluster = {
  root: string;
  pg: TestPostgres;
  siteDir: string;
  instances: Instance[];
  /** nginx's address: what visitors reach. */
  proxyUrl: string;
  /**
   * Resolves once the proxy sends visitors to `instance` again. A restarted instance is healthy
   * before nginx takes it back: nginx rests an instance for fail_timeout after its last failed
   * connection, so stopping the next one sooner can leave nginx with no instance it will use,
   * and every visitor gets a 502 until one comes back.
   */
  waitInRotation: (instance: Instance) => Promise<void>;
  /** The last lines of nginx's error log: why the proxy answered 502, when it did. */
  proxyErrors: (lines?: number) => string;
  /** A query on the shared database. */
  sql: <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

/** Processes to kill by group on the way out, whatever happens. */
const groups = new Set<number>();
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};
process.once('exit', () => {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
});

function spawnGroup(command: string, args: string[], options: { env: Record<string, string>; log: string }): ChildProcess {
  const out = fs.openSync(options.log, 'a');
  const child = spawn(command, args, { cwd: repoRoot, env: options.env, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  if (child.pid) groups.add(child.pid);
  child.once('exit', () => child.pid && groups.delete(child.pid));
  return child;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A plain HTTP exchange (keep-alive off), from a chosen local address: 127.0.0.x are all this machine. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; timeoutMs?: number } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Polls `ready` until it holds, failing with `message` after `withinMs`. */
export async function waitUntil(ready: () => Promise<boolean>, withinMs: number, message: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const tail = (log: string) => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '');

async function waitHealthy(url: string, child: ChildProcess, log: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url} exited while starting:\n${tail(log)}`);
    try {
      if ((await request(`${url}/api/health`, { timeoutMs: 2000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms:\n${tail(log)}`);
}

function instance(name: string, port: number, root: string, shared: Record<string, string>): Instance {
  const dataDir = path.join(root, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const log = path.join(root, `${name}.log`);
  const env = { ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    dataDir,
    url,
    env,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    async start() {
      child = spawnGroup(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, log });
      await waitHealthy(url, child, log);
    },
    async stop(signal) {
      if (!child?.pid) return;
      // SIGTERM to the server only (its graceful close); SIGKILL to the whole group, as a crash would.
      if (signal === 'SIGKILL') killGroup(child.pid, 'SIGKILL');
      else child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** The proxy configuration the runbook gives operators (docs/operations.md, "The proxy"). */
export const NGINX_SITE_CONF = path.join(repoRoot, 'docs/nginx/navega-site.conf');

/**
 * nginx's configuration for the cluster: the runbook's own site file, with only the instances'
 * addresses and the listening port replaced, inside a main block with this run's private paths.
 * It also names, in a header, which instance answered (the last one tried), so the harness sees
 * when nginx takes a restarted instance back; an operator reads the same from $upstream_addr in
 * the access log. The site never sends that header.
 */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const site = fs.readFileSync(NGINX_SITE_CONF, 'utf8');
  const servers = site.match(/^ *server 127\.0\.0\.1:\d+ (.*);$/m);
  if (!servers) throw new Error(`${NGINX_SITE_CONF}: no upstream server line to use`);
  const withInstances = site
    .replace(/^( *server 127\.0\.0\.1:\d+ .*;\n)+/m, upstreams.map((port) => `    server 127.0.0.1:${port} ${servers[1]};\n`).join(''))
    .replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${listen};`)
    .replace(/^( *)proxy_pass http:\/\/navega_site;$/m, '$1proxy_pass http://navega_site;\n$1add_header X-Upstream $upstream_addr always;');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${withInstances}
}
`;
}

/** Starts PostgreSQL, `count` instances (TRUST_PROXY=127.0.0.1) and nginx; `env` adds settings to every instance. */
export async function startCluster(options: { count: number; env?: Record<string, string>; writeSite?: (siteDir: string) => void }): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  const pg = await startPostgres();
  const siteDir = path.join(root, 'site');
  fs.mkdirSync(siteDir, { recursive: true });
  options.writeSite?.(siteDir);
  const shared = { DATABASE_URL: pg.url, SITE_DIR: siteDir, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env };
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const instances = ports.map((port, i) => instance(String.fromCharCode(65 + i), port, root, shared));
  const stopAll = async () => {
    for (const pid of [...groups]) killGroup(pid, 'SIGKILL');
    await pg.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    // The first one migrates the database; the others start together.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((i) => i.start()));
    const proxyDir = path.join(root, 'nginx');
    fs.mkdirSync(proxyDir);
    const proxyPort = await freePort();
    fs.writeFileSync(path.join(proxyDir, 'nginx.conf'), nginxConfig(proxyDir, proxyPort, ports));
    const nginx = spawnGroup(findNginx(), ['-p', proxyDir, '-c', 'nginx.conf', '-g', 'daemon off;'], { env: { PATH: process.env.PATH ?? '' }, log: path.join(proxyDir, 'out.log') });
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitHealthy(proxyUrl, nginx, path.join(proxyDir, 'error.log'));
    const sql = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    const waitInRotation = (target: Instance) => {
      const address = `127.0.0.1:${target.port}`;
      return waitUntil(async () => {
        const res = await request(`${proxyUrl}/api/health`).catch(() => undefined);
        return res?.status === 200 && String(res.headers['x-upstream'] ?? '').split(', ').pop() === address;
      }, 30_000, `nginx did not send traffic to ${target.name} (${address}) within 30 s of it being healthy`);
    };
    const proxyErrors = (lines = 20) => tail(path.join(proxyDir, 'error.log')).split('\n').filter(Boolean).slice(-lines).join('\n');
    return { root, pg, siteDir, instances, proxyUrl, waitInRotation, proxyErrors, sql, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Debian's nginx (apt-get install nginx; .ci/run installs it). Missing, the run fails: it never skips. */
function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('nginx not found (Debian: apt-get install nginx). The cluster test needs a real proxy.');
}

/** Runs `npm run leads -- …` as staff would, with one instance's settings. */
export function leadsCli(instanceEnv: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/leads.ts', ...args], { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...instanceEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Runs `work` over `items` with at most `concurrency` at once. */
export async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}
