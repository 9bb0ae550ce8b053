/**
 * The main thread's long tasks in a Chromium trace of one page load: what keeps a visitor's tap
 * waiting while the page loads. A long task is a top-level task of the page's renderer main thread
 * (`RunTask`) over 50 ms, as the Long Tasks API and Lighthouse count them.
 */

/** The trace categories the figures need (top-level tasks and thread names). */
export const MAIN_THREAD_TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'];

const LONG_TASK_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  /** The thread's own processor time in the event (µs). */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number; isOutermostMainFrame?: boolean } };
};

export type MainThreadFigures = {
  /** Sum of the durations of every top-level task (ms): all the work of the load. */
  busyMs: number;
  /**
   * The thread's own processor time in those tasks (ms): the work itself, without the time the
   * thread waited for a core or for another process. Twice the work doubles it; a busy machine
   * does not.
   */
  cpuMs: number;
  /** Sum of the durations of the long tasks (ms). */
  longTaskMs: number;
  /** How many there were. */
  longTasks: number;
  /** The longest one (ms). */
  longestMs: number;
};

/**
 * The figures of the page's renderer main thread in `trace` (Chromium's JSON trace, as
 * Playwright's `browser.stopTracing()` returns it).
 */
export function mainThreadFigures(trace: Buffer | string): MainThreadFigures {
  const tasks = pageMainThread(trace).filter((e) => e.name === 'RunTask');
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  const long = durations.filter((ms) => ms > LONG_TASK_MS);
  return {
    busyMs: Math.round(sum(durations)),
    cpuMs: Math.round(sum(tasks.map((e) => (e.tdur ?? 0) / 1000))),
    longTaskMs: Math.round(sum(long)),
    longTasks: long.length,
    longestMs: Math.round(Math.max(0, ...long)),
  };
}

/**
 * The complete events (ph X) of the page's renderer main thread: that of the process the browser
 * committed the page's web address to (Chromium's own pages, chrome://…, run in renderers of their
 * own beside it), or else the busiest renderer main thread.
 */
function pageMainThread(trace: Buffer | string): TraceEvent[] {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const pagePids = new Set(
    events.filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame && /^https?:/.test(e.args.data.url ?? '')).map((e) => e.args!.data!.processId),
  );
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const perThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mainThreads.has(thread) || (pagePids.size > 0 && !pagePids.has(e.pid))) continue;
    if (!perThread.has(thread)) perThread.set(thread, []);
    perThread.get(thread)!.push(e);
  }
  const busy = (list: TraceEvent[]) => sum(list.filter((e) => e.name === 'RunTask').map((e) => e.dur ?? 0));
  return [...perThread.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
}

/** The kinds of main-thread work a load is made of, as DevTools groups them. */
export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'parse' | 'other';

const KIND_OF: [RegExp, WorkKind][] = [
  [/^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|RunMicrotasks|EventDispatch|v8\.|V8\.|MinorGC|MajorGC|BlinkScheduler_PerformMicrotaskCheckpoint)/, 'script'],
  [/^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)$/, 'style'],
  [/^Layout$/, 'layout'],
  [/^(Paint|PrePaint|Commit|Layerize|UpdateLayer|Decode|Image)/, 'paint'],
  [/^ParseHTML$/, 'parse'],
];

const kindOf = (name: string): WorkKind => KIND_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';

/**
 * Where the page main thread's time went (ms per kind): each event's own time (its duration less
 * its children's), inside the top-level tasks. The kinds add up to the busy time.
 */
export function workByKind(trace: Buffer | string): Record<WorkKind, number> {
  const events = pageMainThread(trace)
    .filter((e) => e.ts !== undefined)
    .sort((a, b) => a.ts! - b.ts! || (b.dur ?? 0) - (a.dur ?? 0));
  const work: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, parse: 0, other: 0 };
  const stack: { event: TraceEvent; own: number }[] = [];
  const close = () => {
    const done = stack.pop()!;
    work[kindOf(done.event.name)] += done.own / 1000;
  };
  for (const e of events) {
    while (stack.length && stack[stack.length - 1].event.ts! + (stack[stack.length - 1].event.dur ?? 0) <= e.ts!) close();
    if (!stack.length && e.name !== 'RunTask') continue; // outside any task: not the page's work
    if (stack.length) stack[stack.length - 1].own -= e.dur ?? 0;
    stack.push({ event: e, own: e.dur ?? 0 });
  }
  while (stack.length) close();
  for (const k of Object.keys(work) as WorkKind[]) work[k] = Math.round(Math.max(0, work[k]));
  return work;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The median of an odd number of figures (the middle one). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
