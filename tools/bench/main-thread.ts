/**
 * The main thread's long tasks in a Chromium trace of one page load: what keeps a visitor's tap
 * waiting while the page loads. A long task is a top-level task of the page's renderer main thread
 * (`RunTask`) over 50 ms, as the Long Tasks API and Lighthouse count them.
 */

/** The trace categories the figures need (top-level tasks and thread names). */
export const MAIN_THREAD_TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'];

const LONG_TASK_MS = 50;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } };

export type MainThreadFigures = {
  /** Sum of the durations of every top-level task (ms): all the work of the load. */
  busyMs: number;
  /** Sum of the durations of the long tasks (ms). */
  longTaskMs: number;
  /** How many there were. */
  longTasks: number;
  /** The longest one (ms). */
  longestMs: number;
};

/**
 * The figures of the busiest renderer main thread in `trace` (Chromium's JSON trace, as
 * Playwright's `browser.stopTracing()` returns it): a fresh context's page is that thread; an
 * idle helper renderer (about:blank) does next to nothing.
 */
export function mainThreadFigures(trace: Buffer | string): MainThreadFigures {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const perThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    perThread.set(thread, [...(perThread.get(thread) ?? []), (e.dur ?? 0) / 1000]);
  }
  const busiest = [...perThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  const long = busiest.filter((ms) => ms > LONG_TASK_MS);
  return { busyMs: Math.round(sum(busiest)), longTaskMs: Math.round(sum(long)), longTasks: long.length, longestMs: Math.round(Math.max(0, ...long)) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The median of an odd number of figures (the middle one). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
