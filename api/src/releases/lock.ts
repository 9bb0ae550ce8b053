import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockFile } from './layout';

/** Who holds the lock: enough to tell a live holder from a dead one, nothing personal. */
type Holder = { token: string; pid: number; host: string; at: string; purpose: string };

export type SiteLockOptions = {
  /** Give up after this long (a deploy that cannot switch says so instead of hanging). */
  timeoutMs?: number;
  /** A lock older than this is stale whoever holds it: the switch it guards takes milliseconds. */
  staleMs?: number;
  /** Why the lock is taken, shown to whoever waits for it ("deploy telephony", "canary check"). */
  purpose?: string;
};

export type FileLockOptions = SiteLockOptions & {
  /** Told once, when the lock is held by someone else and this waits for it. */
  onWait?: (holder: string) => void;
  /** The error when the lock could not be taken in time. */
  timeoutError?: (file: string, holder: string) => Error;
};

/** A lock file could not be taken in time: the message names the holder. */
export class LockTimeout extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockTimeout';
  }
}

/** The site's deploy lock could not be taken in time: the message names the holder. */
export class SiteLockTimeout extends LockTimeout {
  constructor(file: string, holder: string) {
    super(`The site is locked by another deploy (${holder}); try again, or remove ${file} if no deploy is running.`);
    this.name = 'SiteLockTimeout';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A held lock is stale when its process is gone (same machine) or it is older than staleMs (a
 * holder on another machine sharing the folder, or a frozen one). A lock file still empty (its
 * holder between create and write) is judged by its age.
 */
function isStale(file: string, holder: Holder | undefined, staleMs: number): boolean {
  let ageMs: number;
  try {
    ageMs = Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return false; // gone already: the next try creates it
  }
  if (!holder) return ageMs > Math.min(staleMs, 10_000);
  if (holder.host === os.hostname() && !processAlive(holder.pid)) return true;
  return ageMs > staleMs;
}

function tryCreate(file: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(holder));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock. Only one process breaks at a time (a second lock file, created the same
 * way), and it checks under it that the lock is still the stale one it saw: two processes that
 * both found it stale cannot remove a fresh lock taken in between.
 */
function breakStale(file: string, seen: Holder | undefined, staleMs: number): void {
  const breaker = `${file}.break`;
  const me: Holder = { token: crypto.randomUUID(), pid: process.pid, host: os.hostname(), at: new Date().toISOString(), purpose: 'breaking a stale lock' };
  if (!tryCreate(breaker, me)) {
    if (isStale(breaker, readHolder(breaker), 10_000)) fs.rmSync(breaker, { force: true });
    return;
  }
  try {
    const now = readHolder(file);
    if (now?.token === seen?.token && isStale(file, now, staleMs)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(breaker, { force: true });
  }
}

const describeHolder = (holder: Holder | undefined) => (holder ? `${holder.purpose}, pid ${holder.pid} on ${holder.host} since ${holder.at}` : 'unknown holder');

/**
 * Runs `work` holding the lock `file` (created with O_EXCL, holding who took it and why): one
 * holder at a time across processes and machines that share its folder. A lock left by a process
 * that died is taken over; one older than `staleMs` is stale whoever holds it.
 */
export async function withFileLock<T>(file: string, work: () => T | Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const { timeoutMs = 60_000, staleMs = 120_000, purpose = 'deploy', onWait, timeoutError = (f, h) => new LockTimeout(`${f} is held by ${h}; try again, or remove it if that process is gone.`) } = options;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const me: Holder = { token: crypto.randomUUID(), pid: process.pid, host: os.hostname(), at: new Date().toISOString(), purpose };
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (let delay = 20; !tryCreate(file, me); delay = Math.min(delay * 2, 250)) {
    const holder = readHolder(file);
    if (isStale(file, holder, staleMs)) {
      breakStale(file, holder, staleMs);
      continue;
    }
    if (Date.now() > deadline) throw timeoutError(file, describeHolder(holder));
    if (!told && onWait) onWait(describeHolder(holder));
    told = true;
    await wait(delay + Math.floor(Math.random() * 20));
  }
  try {
    return await work();
  } finally {
    // Only our own lock: if it was broken as stale meanwhile, the new holder's stays.
    if (readHolder(file)?.token === me.token) fs.rmSync(file, { force: true });
  }
}

/**
 * Runs `work` holding the site's deploy lock (`deploy.lock` in the site folder): every writer of
 * the release state (deploys, the server's automatic rollback) takes it, re-reads what it
 * changes, writes and lets go. Works across processes and machines that share the site folder.
 */
export function withSiteLock<T>(siteDir: string, work: () => T | Promise<T>, options: SiteLockOptions = {}): Promise<T> {
  return withFileLock(lockFile(siteDir), work, { ...options, timeoutError: (file, holder) => new SiteLockTimeout(file, holder) });
}
