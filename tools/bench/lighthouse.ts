import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../site/workspaces';
import { Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH, disableFeaturesSwitch } from '../chromium';

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How many runs the median was taken from. */
  runs?: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex?: number;
};

/**
 * Runs Lighthouse (mobile preset, simulated throttling) on each path with Debian's Chromium,
 * fully offline. One CLI run per page, as Lighthouse recommends. Asynchronous: the site under
 * test is served by this same process.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * Lighthouse varies run to run (its CPU figures come from a real trace, and on 2 cores the same page
 * can show TBT from 0 to 400 ms): each page runs this often and the median run is reported, five as
 * Lighthouse's own guidance on variability recommends.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The run with the median performance score (ties: the median TBT among them). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const p of paths) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const run = await runWithRetries(baseUrl, p, i + 1);
      if (run) runs.push(run);
    }
    if (runs.length) results.push({ ...medianRun(runs), runs: runs.length });
  }
  return results;
}

/**
 * Now and then Chromium's trace misses the navigation start (Lighthouse: NO_NAVSTART, "Please run
 * Lighthouse again"); such a run measured nothing, so it is run again rather than leaving the
 * median with fewer runs.
 */
const ATTEMPTS_PER_RUN = 3;

export async function runWithRetries(baseUrl: string, p: string, runNumber: number, options: RunOptions = {}): Promise<LighthouseResult | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    const run = await runOnce(baseUrl, p, runNumber, options);
    if (run) return run;
  }
  return undefined;
}

export type RunOptions = {
  /** Prefixed to the kept report's name (bench-results/lighthouse/<prefix><page>-run<n>.json). */
  reportPrefix?: string;
  /** Keeps Lighthouse's trace and DevTools log beside the report and hands the report's path over. */
  withTrace?: (reportFile: string) => Promise<void>;
  /** Blocks every script file (`*.js`): the page's HTML and CSS alone, what no script change can lower. */
  blockScripts?: boolean;
};

/**
 * Lighthouse's Chromium flags: ours (tools/chromium.ts), with the features chrome-launcher
 * disables kept (its own `--disable-features` comes first on the command line, and Chromium keeps
 * only the last one).
 */
const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--disable-features=')),
  disableFeaturesSwitch(Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))?.split('=')[1].split(',') ?? []),
].join(' ');

/** One Lighthouse run of one page; undefined when Lighthouse failed (its error is printed). */
export async function runOnce(baseUrl: string, p: string, runNumber: number, options: RunOptions = {}): Promise<LighthouseResult | undefined> {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  try {
    const file = path.join(out, 'report.json');
    const result = await run(
      process.execPath,
      [
        cli,
        baseUrl + p,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS}`,
        ...(options.withTrace ? ['--save-assets'] : []),
        ...(options.blockScripts ? ['--blocked-url-patterns=*.js'] : []),
      ],
      { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    );
    if (result.status !== 0 || !fs.existsSync(file)) {
      console.error(`[lighthouse] ${p} run ${runNumber} failed: ${result.stderr.slice(-300).trim()}`);
      return undefined;
    }
    const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Keep the whole report: its audits say where the time and bytes go.
    const reports = path.join(repoRoot, 'bench-results/lighthouse');
    fs.mkdirSync(reports, { recursive: true });
    fs.copyFileSync(file, path.join(reports, `${options.reportPrefix ?? ''}${p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')}-run${runNumber}.json`));
    await options.withTrace?.(file);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    return {
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
