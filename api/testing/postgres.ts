import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A throwaway PostgreSQL server for the tests. */
export type TestPostgres = {
  url: string;
  stop: () => Promise<void>;
  /** `pg_ctl -m fast restart`, as an operator restarts it: every connection is closed (57P01). */
  restart: () => Promise<void>;
  /** Freezes every PostgreSQL process (SIGSTOP): a database that hangs rather than refuses. */
  pause: () => void;
  /** Lets them run again (SIGCONT). */
  resume: () => void;
};

/** The server binaries: `pgBin` ($PG_BIN), then Debian's /usr/lib/postgresql/<version>/bin, then pg_config. */
export function findPgBin(pgBin = process.env.PG_BIN): string | undefined {
  const has = (dir: string) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  if (pgBin) return has(pgBin) ? pgBin : undefined;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on PATH
  }
  return undefined;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * initdb + pg_ctl start on a free port in a temp dir, and a database `leads_test`. PostgreSQL
 * refuses to run as root, so as root everything runs as the `postgres` user through su.
 * Missing binaries FAIL the tests on purpose: CI must install postgresql, not skip silently.
 */
export async function startPostgres(options: { pgBin?: string } = {}): Promise<TestPostgres> {
  const bin = findPgBin(options.pgBin);
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found in $PG_BIN, /usr/lib/postgresql/*/bin or `pg_config --bindir`. ' +
        'Install them (Debian/Ubuntu: apt-get install postgresql) — the lead-store tests need a real PostgreSQL server.',
    );
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  const logFile = path.join(root, 'server.log');
  fs.mkdirSync(socketDir);

  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:', root]);
  const run = (command: string) => {
    const args = asRoot ? ['su', 'postgres', '-s', '/bin/sh', '-c', command] : ['/bin/sh', '-c', command];
    try {
      execFileSync(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 60_000 });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${command}\nfailed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}\n${log}`);
    }
  };

  run(`${quote(path.join(bin, 'initdb'))} -D ${quote(dataDir)} -U postgres --auth=trust -E UTF8 --no-locale --no-sync`);
  const port = await freePort();
  run(
    `${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -l ${quote(logFile)} -w -t 60 ` +
      `-o "-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1" start`,
  );
  // The postmaster and its children (backends, checkpointer, walwriter…): all frozen, or none.
  const signalAll = (signal: 'SIGSTOP' | 'SIGCONT') => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).split(/\s+/).filter(Boolean).map(Number);
    for (const pid of [postmaster, ...children]) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      // A paused server would never see pg_ctl's signal.
      try {
        signalAll('SIGCONT');
      } catch {
        // not running
      }
      run(`${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -m immediate -w stop`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  // If jest dies before afterAll, do not leave a server running.
  process.once('exit', () => {
    try {
      stopSync();
    } catch {
      // best effort
    }
  });
  try {
    run(`${quote(path.join(bin, 'createdb'))} -h 127.0.0.1 -p ${port} -U postgres leads_test`);
  } catch (error) {
    stopSync();
    throw error;
  }
  const pgCtl = `${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -l ${quote(logFile)} -w -t 60`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/leads_test`,
    stop: async () => stopSync(),
    restart: async () => run(`${pgCtl} -m fast -o "-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1" restart`),
    pause: () => signalAll('SIGSTOP'),
    resume: () => signalAll('SIGCONT'),
  };
}
