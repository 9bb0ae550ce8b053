import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../api/testing';
import { E2E_SITE_DIR } from '../playwright.config';
import { copyLiveSite } from './site-copy';
import { RUN_TS } from '../tools/run-ts';

const root = path.resolve(__dirname, '..');

export type OwnSite = {
  /** A scratch folder of the spec's own (the site, the database, the log and any build copies live in it). */
  tmp: string;
  site: string;
  /** The server's log (request lines at `info`; no personal data). */
  serverLog: string;
  base: string;
  /** `npm run deploy -- …` on this site, with the server's database (for --status). */
  deploy: (args: string[]) => string;
  stop: () => Promise<void>;
};

/**
 * A copy of the live e2e site served by its own real server (own port, site folder and database),
 * so a spec can deploy, canary and roll back without any other spec meeting its releases. The
 * canary is judged quickly: after `minVisits` page views, every second, with a 20-point margin.
 */
export async function startOwnSite(name: string, options: { minVisits: number }): Promise<OwnSite> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const site = path.join(tmp, 'site');
  const data = path.join(tmp, 'data');
  copyLiveSite(path.join(root, E2E_SITE_DIR), site);
  const serverLog = path.join(tmp, 'server.log');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(serverLog, 'w');
  const server: ChildProcess = spawn(process.execPath, [...RUN_TS, 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: site,
      DATA_DIR: data,
      LOG_LEVEL: 'info',
      CANARY_MIN_VISITS: String(options.minVisits),
      CANARY_ERROR_MARGIN: '20',
      CANARY_CHECK_INTERVAL_MS: '1000',
    },
  });
  await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
  return {
    tmp,
    site,
    serverLog,
    base,
    deploy: (args) => execFileSync(process.execPath, [...RUN_TS, 'tools/site/deploy.ts', ...args], { cwd: root, env: { ...process.env, SITE_DIR: site, DATA_DIR: data }, encoding: 'utf8' }),
    stop: async () => {
      if (server.pid) process.kill(server.pid, 'SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
