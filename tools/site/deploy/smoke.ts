import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { SHELL, writeStateFile, type ReleaseState } from '../../../api/src/releases';
import { BETWEEN_PAGES_PATH, CHROMIUM_ARGS, checkingBrowserPath } from '../../chromium';

/** How long a page may take to hydrate (a remote that fails is retried for about 7 s first). */
const READY_MS = 30_000;

export type SmokeTarget = {
  /** The candidate part (a remote's federated name, or "shell", and its version): its files must really load. */
  remote: { name: string; version: string };
  /** Routes to open; a remote with none (NavegaBot, on every page) is checked on `/`. */
  paths: string[];
  /** The remote mounts itself on interaction, not with a route (NavegaBot): the check triggers it. */
  onEveryPage: boolean;
};

/** The smoke check found problems: one line each, by path. */
export class SmokeCheckFailed extends Error {
  constructor(readonly problems: string[]) {
    super(`Smoke check failed; the live site was not switched:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'SmokeCheckFailed';
  }
}

/**
 * A site folder that serves exactly what visitors would get with the candidate live: its own
 * release state (the candidate's shell and remotes, no canary), the published shells, remotes and
 * pages of the real site (links, nothing copied).
 */
function candidateSite(site: string, candidate: ReleaseState): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-site-'));
  for (const sub of ['shell', 'mfe', 'pages']) fs.symlinkSync(path.resolve(site, sub), path.join(dir, sub), 'dir');
  writeStateFile(dir, { ...candidate, canaries: [] });
  return dir;
}

/** Pages loaded in parallel by the smoke check. */
const SMOKE_PAGES_AT_ONCE = 3;

/** One route in `page` (a tab kept from route to route): the problems it showed. */
async function checkPage(page: Page, base: string, route: string, target: SmokeTarget): Promise<string[]> {
  const problems: string[] = [];
  // The first problem settles the page: a failing candidate is not waited for through its retries.
  let failed: () => void = () => undefined;
  const firstProblem = new Promise<void>((resolve) => (failed = resolve));
  const problem = (text: string) => {
    const line = `${route}: ${text.split('\n')[0].slice(0, 300)}`;
    if (!problems.includes(line)) problems.push(line);
    failed();
  };
  const isShell = target.remote.name === SHELL;
  let candidateLoaded = false;
  const candidatePrefix = `/mfe/${target.remote.name}/${target.remote.version}/`;
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problem(`console error: ${msg.text()}`);
  };
  const onPageError = (error: Error) => problem(`uncaught error: ${error.message}`);
  const onRequestFailed = (request: Request) => problem(`request failed: ${new URL(request.url()).pathname} (${request.failure()?.errorText})`);
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400) problem(`HTTP ${response.status()} for ${pathname}`);
    else if (!isShell && pathname.startsWith(candidatePrefix)) candidateLoaded = true;
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const visit = async () => {
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: READY_MS });
    if (target.onEveryPage) {
      // What a visitor's first scroll does: the widget's code is fetched and mounted.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await page.waitForSelector(`[data-remote="${target.remote.name}"]`, { state: 'attached', timeout: READY_MS }).catch(() => problem(`${target.remote.name} never mounted`));
    }
    await page.waitForLoadState('networkidle');
    if (isShell) candidateLoaded = (await page.evaluate(() => document.documentElement.dataset.shell)) === target.remote.version;
    if (!candidateLoaded) problem(`the page never loaded ${target.remote.name} ${target.remote.version}`);
  };
  const visiting = visit();
  // Once the page is closed early its pending steps reject: that is no further problem.
  visiting.catch(() => undefined);
  try {
    await Promise.race([visiting, firstProblem]);
  } catch (error) {
    problem((error as Error).message);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return problems;
}

/**
 * Loads the candidate's routes, prerendered, in headless Chromium, served by the real server (in
 * process, on loopback, with a throwaway database) from a site folder whose release state is the
 * candidate (its shell and remotes). Any console error (React reports a hydration mismatch as
 * one), uncaught error, failed request or error status fails the check, naming the path.
 */
export async function smokeCheck(options: { site: string; candidate: ReleaseState; target: SmokeTarget; log: (m: string) => void }): Promise<void> {
  const started = Date.now();
  const siteDir = candidateSite(options.site, options.candidate);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-data-'));
  // Loaded here, not with the module: the deploy tool's other commands (--list, --status, a
  // rollback to a trusted version) need neither the browser driver nor the server, and loading
  // both took most of their time (`--list`: 1.6 → 0.65 s).
  const [{ chromium }, { buildApp }] = await Promise.all([import('@playwright/test'), import('../../../api/src/app')]);
  const app = await buildApp({ env: {}, logLevel: 'silent', siteDir, dataDir });
  let browser: Browser | undefined;
  const problems: string[] = [];
  const executablePath = checkingBrowserPath();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    // A few pages at a time (a Kit Digital deploy checks 15 routes), as one visitor going through
    // the site in one browser profile: each page's own scripts, requests and errors are checked as
    // before, and what an earlier page fetched comes from the cache, as on a visitor's next page.
    // A fresh profile per page compiled and decoded the same files again for every page: twice
    // the processor time (a shell's 32 pages: 73 → 36 s of CPU, 40 → 22 s; issue 34).
    const queue = [...options.target.paths];
    const context = await browser.newContext();
    // Each of the parallel visitors keeps its tab from route to route (a renderer started once),
    // and gets a fresh one after a route with a problem, which may still be busy (retries, a hung script).
    const worker = async () => {
      let tab: Page | undefined;
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        tab ??= await context.newPage();
        // The last route's page is left first: requests it still had going (an idle-time fetch)
        // are aborted now, not counted against the next route.
        await tab.goto(base + BETWEEN_PAGES_PATH);
        const found = await checkPage(tab, base, route, options.target);
        problems.push(...found);
        if (found.length) {
          await tab.close();
          tab = undefined;
        }
      }
      await tab?.close();
    };
    await Promise.all(Array.from({ length: Math.min(SMOKE_PAGES_AT_ONCE, queue.length) }, worker));
  } finally {
    await browser?.close();
    await app.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length) throw new SmokeCheckFailed(problems);
  options.log(`smoke check passed: ${options.target.paths.length} page(s) in Chromium (${path.basename(executablePath)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
