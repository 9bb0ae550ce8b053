import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../site/workspaces';
import { serveSite } from './serve-site';
import { runOnce } from './lighthouse';

/**
 * `npm run bench:tbt -- /proyectos [/contacto …]`: where a page's Total Blocking Time comes from.
 * Runs Lighthouse on the published site (as `npm run bench` does) with its trace kept, replays
 * Lighthouse's own simulation (lantern) and prints, per run, the main-thread tasks that count.
 *
 * How the simulation counts, which is what makes the list useful:
 * - Only tasks between the simulated first contentful paint and time-to-interactive count.
 *   Interactive is the end of the last task longer than 50 ms *simulated* (CPU × 4, or × 2 for a
 *   task that lays the page out), so one script task of over 12.5 ms real anywhere after the paint
 *   pulls every later task into the window.
 * - The paint's own simulation holds only the first HTML parse, layout and paint tasks; Chromium's
 *   navigation task is left out, so in the full simulation those tasks run later and spill past the
 *   paint by about its length.
 */

/** Lighthouse's lantern metrics: internal modules of the pinned Lighthouse (package.json). */
const lanternModule = (name: string) =>
  import(pathToFileURL(path.join(repoRoot, 'node_modules/lighthouse/core/computed/metrics', `${name}.js`)).href);

type TraceEvent = { name: string; ts: number; dur?: number; args?: { data?: { url?: string; documentLoaderURL?: string } } };
type CpuNode = { type: string; event: TraceEvent; childEvents: TraceEvent[] };
type NodeTiming = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<CpuNode, NodeTiming> };
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

export type BlockingTask = {
  /** When the task ran in the real, unthrottled trace, from navigation start (ms). */
  realStartMs: number;
  realMs: number;
  simulatedMs: number;
  /** What this task adds to the pessimistic half of TBT. */
  blockingMs: number;
  /** The main kinds of work in it (style, layout, script…) and the first URL it names. */
  work: string;
  url: string;
};

export type TbtBreakdown = { tbtMs: number; fcpMs: number; interactiveMs: number; tasks: BlockingTask[] };

const WORK_NAMES = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'DocumentLoader::CommitNavigation'];

/** Replays the simulation of a report saved with `--save-assets` (report.json, report-0.trace.json, report-0.devtoolslog.json). */
export async function explainTbt(reportFile: string): Promise<TbtBreakdown> {
  const base = reportFile.replace(/\.json$/, '');
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const trace = JSON.parse(fs.readFileSync(`${base}-0.trace.json`, 'utf8')) as { traceEvents: TraceEvent[] };
  const devtoolsLog = JSON.parse(fs.readFileSync(`${base}-0.devtoolslog.json`, 'utf8'));
  const { defaultSettings } = await import(pathToFileURL(path.join(repoRoot, 'node_modules/lighthouse/core/config/constants.js')).href);
  const settings = { ...defaultSettings, ...lhr.configSettings };
  const context = { computedCache: new Map(), settings };
  const URL = { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, finalDisplayedUrl: lhr.finalDisplayedUrl };
  const data = { trace, devtoolsLog, gatherContext: { gatherMode: 'navigation' }, settings, URL, SourceMaps: [], simulator: null };

  const { LanternTotalBlockingTime } = await lanternModule('lantern-total-blocking-time');
  const { LanternFirstContentfulPaint } = await lanternModule('lantern-first-contentful-paint');
  const { LanternInteractive } = await lanternModule('lantern-interactive');
  const tbt: LanternResult = await LanternTotalBlockingTime.request(data, context);
  const fcp: LanternResult = await LanternFirstContentfulPaint.request(data, context);
  const interactive: LanternResult = await LanternInteractive.request(data, context);

  // The pessimistic half of TBT counts from the optimistic paint to the pessimistic interactive.
  const from = fcp.optimisticEstimate.timeInMs;
  const to = interactive.pessimisticEstimate.timeInMs;
  const navigationStart = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))?.ts ?? 0;
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < 50) continue;
    const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
    if (clipped < 50) continue;
    const work = new Map<string, number>();
    for (const e of node.childEvents) if (WORK_NAMES.includes(e.name)) work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    tasks.push({
      realStartMs: Math.round((node.event.ts - navigationStart) / 1000),
      realMs: Number(((node.event.dur ?? 0) / 1000).toFixed(1)),
      simulatedMs: Math.round(timing.duration),
      blockingMs: Math.round(clipped - 50),
      work: [...work].filter(([, ms]) => ms >= 1).map(([name]) => name).join('+') || '(unattributed)',
      url: (node.childEvents.find((e) => e.args?.data?.url)?.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    });
  }
  tasks.sort((a, b) => a.realStartMs - b.realStartMs);
  return { tbtMs: Math.round(tbt.timing), fcpMs: Math.round(from), interactiveMs: Math.round(to), tasks };
}

async function main() {
  const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
  if (!paths.length) throw new Error('usage: npm run bench:tbt -- /route [/route …]');
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const site = await serveSite();
  try {
    for (const p of paths) {
      for (let i = 1; i <= runs; i++) {
        let breakdown: TbtBreakdown | undefined;
        await runOnce(site.base, p, i, { reportPrefix: 'tbt-', withTrace: async (file) => void (breakdown = await explainTbt(file)) });
        if (!breakdown) continue;
        console.log(`\n${p} run ${i}: TBT ${breakdown.tbtMs} ms (counted from ${breakdown.fcpMs} to ${breakdown.interactiveMs} ms, simulated)`);
        for (const t of breakdown.tasks) {
          console.log(`  +${t.blockingMs} ms  real ${t.realMs} ms at ${t.realStartMs} ms, simulated ${t.simulatedMs} ms  ${t.work}  ${t.url}`);
        }
      }
    }
  } finally {
    await site.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
