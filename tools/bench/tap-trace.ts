import fs from 'node:fs';

/**
 * A tap read from a Chromium trace of the load (issue 34): the measure from outside the page that
 * `npm run bench:field` sets beside the in-page probe (./early-taps.ts `watchTap`), and what the
 * tap waited for.
 *
 * Two measures come from the trace, neither from the page's script:
 * - Event Timing as Blink records it (`EventTiming`, devtools.timeline): one event per input event
 *   with its duration unrounded (the page's PerformanceObserver gets it rounded to 8 ms, and only
 *   from 16 ms). INP's latency of the tap is the longest of its events with the same interactionId.
 * - The compositor's input latency (`EventLatency`, Chromium's cc): from the moment the touch was
 *   created in the browser to the frame that was presented for it; another part of Chromium, which
 *   knows nothing of the page's clock or its event listeners.
 * The main thread's tasks (`RunTask`) tell what the tap waited for.
 */

/** The categories a tap's figures need (DevTools' own, for tasks and Event Timing; input, for EventLatency). */
export const TAP_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'input', 'latencyInfo', 'v8.execute', '__metadata'];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: Record<string, unknown> & { data?: Record<string, unknown>; elementCount?: number; event_latency?: { event_type?: string } };
};

type TimingEvent = { type: string; startMs: number; durationMs: number; processingStartMs: number; processingEndMs: number; commitFinishMs: number | null };

export type TaskSummary = {
  /** Start, in ms from the tap's input (negative: the task had begun when the finger came). */
  fromTapMs: number;
  durationMs: number;
  /** Its main kinds of work with their own time (ms), largest first, e.g. `script 80 · style 20`. */
  work: string;
  /** The script that ran longest in it (file and function), or the elements restyled. */
  source: string;
};

export type TraceTap = {
  interactionId: number;
  /** The tap's input (its first event's timestamp), ms in the page's clock (since timeOrigin). */
  startMs: number;
  /** INP's latency of the tap: its longest event (ms, unrounded). */
  latencyMs: number;
  /** Which event that was (pointerdown, pointerup, click). */
  longest: string;
  events: TimingEvent[];
  /** INP's parts: input → first handler, first handler → last handler's end, → next paint. */
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
  /**
   * The presentation delay's part after the main thread committed the frame (raster, compositing,
   * display: other threads and processes; null when the trace does not say). Chromium's CPU
   * throttling slows the main thread only; this part is this machine's own speed and load.
   */
  afterCommitMs: number | null;
  /** The compositor's input → presented frame, the longest of the tap's input events (null: none in the trace). */
  compositorMs: number | null;
  /** Main-thread tasks that ran between the input and its first handler (what the tap waited for). */
  waitedFor: TaskSummary[];
  /** Main-thread tasks between the last handler's end and the frame's commit (or the next paint): the tap's own rendering and what came before it. */
  beforePaint: TaskSummary[];
};

const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
  'V8.Execute': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

const ms = (us: number) => us / 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const fileOf = (url: unknown) => (typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] || '/' : '');

function eventsOf(trace: Buffer | string | { traceEvents?: TraceEvent[] } | TraceEvent[]): TraceEvent[] {
  const parsed = typeof trace === 'string' || Buffer.isBuffer(trace) ? (JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[]) : trace;
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * The one tap of a load, read from its trace (Playwright's `browser.stopTracing()`). With `nearMs`
 * (the pointerdown's timestamp the page saw), the interaction that starts there; else the first.
 * Null when the trace holds no interaction (the input never reached the page).
 */
export function tapFromTrace(trace: Parameters<typeof eventsOf>[0], nearMs?: number): TraceTap | null {
  const events = eventsOf(trace);
  const timings = events.filter((e) => e.name === 'EventTiming' && e.ph === 'b' && Number(e.args?.data?.interactionId) > 0);
  if (!timings.length) return null;
  const byId = new Map<number, TraceEvent[]>();
  for (const e of timings) {
    const id = Number(e.args?.data?.interactionId);
    byId.set(id, [...(byId.get(id) ?? []), e]);
  }
  const start = (group: TraceEvent[]) => Math.min(...group.map((e) => Number(e.args?.data?.timeStamp)));
  const groups = [...byId.values()].sort((a, b) => (nearMs === undefined ? start(a) - start(b) : Math.abs(start(a) - nearMs) - Math.abs(start(b) - nearMs)));
  const group = groups[0];
  const first = group[0];
  // The page's clock in the trace's: an EventTiming begins at its timestamp.
  const originUs = first.ts - Number(first.args?.data?.timeStamp) * 1000;
  const toPage = (us: number) => ms(us - originUs);
  const timing = group
    .map((e) => {
      const d = e.args?.data ?? {};
      return {
        type: String(d.type),
        startMs: Number(d.timeStamp),
        durationMs: Number(d.duration),
        processingStartMs: Number(d.processingStart),
        processingEndMs: Number(d.processingEnd),
        commitFinishMs: d.commitFinishTime === undefined ? null : Number(d.commitFinishTime),
      };
    })
    .sort((a, b) => a.startMs - b.startMs || a.processingStartMs - b.processingStartMs);
  const longest = timing.reduce((a, b) => (b.durationMs > a.durationMs ? b : a));
  const startMs = timing[0].startMs;
  const firstHandler = Math.min(...timing.map((t) => t.processingStartMs));
  const lastHandlerEnd = Math.max(...timing.map((t) => t.processingEndMs));
  const nextPaint = Math.max(...timing.map((t) => t.startMs + t.durationMs));
  // The commit of the frame that showed the tap: the one its last-painted event names, if it does.
  const committed = timing.find((t) => Math.abs(t.startMs + t.durationMs - nextPaint) < 1 && t.commitFinishMs !== null)?.commitFinishMs ?? 0;
  const commitKnown = committed >= lastHandlerEnd && committed <= nextPaint;

  // The compositor's figures of the same input: its events from the tap's first touch on.
  const latencies = new Map<string, { begin?: number; end?: number }>();
  for (const e of events) {
    if (e.name !== 'EventLatency' || (e.ph !== 'b' && e.ph !== 'e')) continue;
    const key = `${e.pid}:${e.id2?.local ?? e.id2?.global ?? e.id}`;
    const entry = latencies.get(key) ?? {};
    if (e.ph === 'b') entry.begin = e.ts;
    else entry.end = e.ts;
    latencies.set(key, entry);
  }
  const tapLatencies = [...latencies.values()]
    .filter((l): l is { begin: number; end: number } => l.begin !== undefined && l.end !== undefined && toPage(l.begin) >= startMs - 2 && toPage(l.begin) <= nextPaint)
    .map((l) => ms(l.end - l.begin));

  const pid = first.pid;
  const tid = first.tid;
  const threadEvents = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = threadEvents.filter((e) => e.name === 'RunTask');
  const overlapping = (fromMs: number, toMs: number) => tasks.filter((t) => toPage(t.ts) < toMs && toPage(t.ts + (t.dur ?? 0)) > fromMs && (t.dur ?? 0) >= 1000);
  const summary = (task: TraceEvent): TaskSummary => ({ fromTapMs: round1(toPage(task.ts) - startMs), durationMs: round1(ms(task.dur ?? 0)), ...workOf(task, threadEvents) });
  // The task that runs the first handler is the tap's own, not one it waited for.
  const waitedFor = overlapping(startMs, firstHandler).filter((t) => toPage(t.ts + (t.dur ?? 0)) <= firstHandler);

  return {
    interactionId: Number(first.args?.data?.interactionId),
    startMs: round1(startMs),
    latencyMs: round1(longest.durationMs),
    longest: longest.type,
    events: timing,
    inputDelayMs: round1(firstHandler - startMs),
    processingMs: round1(lastHandlerEnd - firstHandler),
    presentationDelayMs: round1(Math.max(0, nextPaint - lastHandlerEnd)),
    afterCommitMs: commitKnown ? round1(nextPaint - committed) : null,
    compositorMs: tapLatencies.length ? round1(Math.max(...tapLatencies)) : null,
    waitedFor: waitedFor.map(summary),
    beforePaint: overlapping(lastHandlerEnd, commitKnown ? committed : nextPaint).map(summary),
  };
}

/** A task's own time per kind of work (nested events counted once, in the innermost kind). */
function workOf(task: TraceEvent, threadEvents: TraceEvent[]): { work: string; source: string } {
  const end = task.ts + (task.dur ?? 0);
  const inside = threadEvents.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && KIND[e.name]).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<string, number>();
  const scripts = new Map<string, number>();
  let restyled = 0;
  const stack: TraceEvent[] = [];
  for (const e of inside) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const dur = e.dur ?? 0;
    own.set(KIND[e.name], (own.get(KIND[e.name]) ?? 0) + dur);
    if (parent) own.set(KIND[parent.name], (own.get(KIND[parent.name]) ?? 0) - dur);
    if (e.name === 'UpdateLayoutTree') restyled += Number(e.args?.elementCount ?? 0);
    const data = e.args?.data ?? (e.args?.beginData as Record<string, unknown> | undefined);
    const file = fileOf(data?.url ?? e.args?.fileName);
    if (file && (KIND[e.name] === 'script' || KIND[e.name] === 'compile')) {
      const name = `${file}${data?.functionName ? ` ${String(data.functionName)}` : ''}`;
      // The outermost script event names the work (a nested call is part of it).
      if (!parent || !['script', 'compile'].includes(KIND[parent.name])) scripts.set(name, (scripts.get(name) ?? 0) + dur);
    }
    stack.push(e);
  }
  const accounted = [...own.values()].reduce((a, b) => a + b, 0);
  const other = (task.dur ?? 0) - accounted;
  if (other >= 1000) own.set('other', other);
  const work = [...own]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${Math.round(ms(us))}`)
    .join(' · ');
  const topScript = [...scripts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const source = [topScript, restyled ? `${restyled} elements restyled` : ''].filter(Boolean).join('; ');
  return { work, source };
}

type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } };

/**
 * JavaScript's own time per function on the page's main thread between two trace times (µs),
 * from V8's sampling profiler (category disabled-by-default-v8.cpu_profiler: FIELD_TRACE_PROFILE=1).
 * Empty when the trace has no profile.
 */
export function jsSelfTime(events: TraceEvent[], pid: number, tid: number, fromUs: number, toUs: number): { fn: string; ms: number }[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  let at = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  const self = new Map<string, number>();
  let previous: { node: number; at: number } | null = null;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      at += deltas[i] ?? 0;
      // A sample stands for the time until the next one.
      if (previous && previous.at >= fromUs && previous.at < toUs) {
        const frame = nodes.get(previous.node)?.callFrame;
        const fn = !frame ? '?' : frame.url ? `${fileOf(frame.url)}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1} ${frame.functionName || '(anonymous)'}` : frame.functionName;
        self.set(fn, (self.get(fn) ?? 0) + Math.min(at, toUs) - previous.at);
      }
      previous = { node: samples[i], at };
    }
  }
  return [...self].map(([fn, us]) => ({ fn, ms: round1(ms(us)) })).filter((f) => !['(idle)', '(root)'].includes(f.fn)).sort((a, b) => b.ms - a.ms);
}

let scripts: Map<string, string> | undefined;

/** A few characters of the published script at a function's place (`file:line:column`), to tell minified code apart. */
function codeAt(fn: string, siteDir: string): string {
  const m = /^\/(?:[^:]*\/)?([^/:]+):(\d+):(\d+)/.exec(fn);
  if (!m) return '';
  // The shell's files are served from the root: find them by name (it holds their content hash).
  scripts ??= new Map((fs.readdirSync(siteDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js') && !f.includes('/server/')).map((f) => [f.split('/').pop()!, `${siteDir}/${f}`]));
  const file = scripts.get(m[1]);
  if (!file) return '';
  try {
    const line = fs.readFileSync(file, 'utf8').split('\n')[Number(m[2]) - 1] ?? '';
    return line.slice(Number(m[3]) - 1, Number(m[3]) + 79).replace(/\s+/g, ' ');
  } catch {
    return '';
  }
}

/**
 * `npx tsx tools/bench/tap-trace.ts <trace.json> …` (traces kept by `FIELD_KEEP_TRACES=<dir> npm
 * run bench:field`): the tap's figures and the main thread around it, task by task, with the
 * scripts and rendering in each (what a DevTools Performance panel shows, as text).
 */
function explain(file: string, siteDir: string) {
  const events = eventsOf(fs.readFileSync(file));
  const tap = tapFromTrace(events);
  console.log(`\n${file}`);
  if (!tap) return console.log('  no interaction in this trace');
  console.log(`  ${tap.longest} ${tap.latencyMs} ms (compositor ${tap.compositorMs ?? '?'}) = input delay ${tap.inputDelayMs} + processing ${tap.processingMs} + presentation delay ${tap.presentationDelayMs}${tap.afterCommitMs === null ? '' : ` (${tap.afterCommitMs} after the commit)`}`);
  for (const e of tap.events) console.log(`  ${e.type.padEnd(12)} +${round1(e.startMs - tap.startMs)} → handlers +${round1(e.processingStartMs - tap.startMs)}–${round1(e.processingEndMs - tap.startMs)}${e.commitFinishMs === null ? '' : `, committed +${round1(e.commitFinishMs - tap.startMs)}`}, painted +${round1(e.startMs + e.durationMs - tap.startMs)}`);
  const first = events.find((e) => e.name === 'EventTiming' && e.ph === 'b' && Number(e.args?.data?.interactionId) === tap.interactionId)!;
  const originUs = first.ts - Number(first.args?.data?.timeStamp) * 1000;
  const fromTap = (us: number) => round1(ms(us - originUs) - tap.startMs);
  const thread = events.filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X');
  const end = tap.startMs + tap.latencyMs;
  console.log('  main thread, from 300 ms before the tap to its paint (tasks of 3 ms or more; ms from the tap):');
  for (const t of thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 3000 && fromTap(e.ts) > -300 && fromTap(e.ts) < end - tap.startMs)) {
    const { work, source } = workOf(t, thread);
    console.log(`    +${fromTap(t.ts)}  ${round1(ms(t.dur ?? 0))} ms  ${work}${source ? `  [${source}]` : ''}`);
    if ((t.dur ?? 0) >= 30_000) {
      for (const f of jsSelfTime(events, first.pid, first.tid, t.ts, t.ts + (t.dur ?? 0)).slice(0, 6)) console.log(`        self ${f.ms} ms  ${f.fn}  ${codeAt(f.fn, siteDir)}`);
    }
    for (const e of thread.filter((e) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && (e.dur ?? 0) >= 2000 && ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.compile', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'MajorGC', 'MinorGC'].includes(e.name))) {
      const d = (e.args?.data ?? e.args?.beginData ?? {}) as Record<string, unknown>;
      const what = [fileOf(d.url), d.functionName, d.type, e.args?.elementCount ? `${e.args.elementCount} elements` : ''].filter(Boolean).join(' ');
      console.log(`        ${e.name} ${round1(ms(e.dur ?? 0))} ms ${what}`);
    }
  }
}

if (require.main === module) for (const file of process.argv.slice(2)) explain(file, process.env.SITE_DIR ?? 'var/site');
