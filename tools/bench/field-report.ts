import { GOOD_INTERACTION_MS, PHONE_DEVICE } from './early-taps';
import { FIELD_RUNS, TRACE, type FieldResults, type VisitorTap, type VisitorTapResult } from './field';
import type { TaskSummary } from './tap-trace';

/*
 * What `npm run bench:field` prints (./field.ts measures): the distributions per control, the taps
 * whose two measures disagree, and each tap over 200 ms with what it waited for.
 */

/** One frame: two measures of a tap closer than this agree. */
const FRAME_MS = 16;

/** The tap's latency by the worse of the two measures (a tap under 16 ms has no entry: 0). */
export const worst = (t: VisitorTap) => Math.max(t.probeMs ?? 0, t.traceMs ?? 0);
/** A tap that did not do its job: not made, or no effect. */
const failed = (t: VisitorTap) => Boolean(t.error) || t.effectFrames === null;

/** The nearest-rank percentile of sorted figures. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

function distribution(values: (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null);
  if (!known.length) return 'no figure';
  // A tap with no entry was under 16 ms: counted as 16, an upper bound.
  const sorted = values.map((v) => v ?? FRAME_MS).sort((a, b) => a - b);
  const over = sorted.filter((v) => v > GOOD_INTERACTION_MS).length;
  const r = (n: number) => Math.round(n);
  return `min ${r(sorted[0])}  median ${r(percentile(sorted, 0.5))}  p75 ${r(percentile(sorted, 0.75))}  max ${r(sorted[sorted.length - 1])}  over ${GOOD_INTERACTION_MS}: ${over} of ${sorted.length}`;
}

const partsOf = (t: VisitorTap) => (t.parts ? `${t.parts.slice(0, 3).map((p) => Math.round(p ?? 0)).join('/')}${t.parts[3] === null ? '' : ` (${Math.round(t.parts[3])})`}` : '-');
const task = (t: TaskSummary) => `${t.durationMs} ms at ${t.fromTapMs >= 0 ? '+' : ''}${t.fromTapMs} (${t.work}${t.source ? `; ${t.source}` : ''})`;

/** Why two measures of one tap differ by more than a frame, as far as the figures tell. */
function disagreement(t: VisitorTap): string | null {
  const notes: string[] = [];
  if (t.probeMs !== null && t.traceMs !== null && Math.abs(t.probeMs - t.traceMs) > FRAME_MS) {
    notes.push(`probe ${t.probeMs} vs trace ${Math.round(t.traceMs)}: ${t.probeMs < t.traceMs ? "the page's observer did not get the longest event's entry by the time it was read" : "the page's entry belongs to another interaction"}`);
  }
  if (t.probeMs === null && t.traceMs !== null && t.traceMs > FRAME_MS + 8) notes.push(`no entry in the page, trace ${Math.round(t.traceMs)}: the observer's entries had not come when read`);
  if (t.traceMs !== null && t.frameMs !== null && Math.abs(t.traceMs - t.frameMs) > FRAME_MS) {
    notes.push(
      t.frameMs > t.traceMs
        ? `frame ${Math.round(t.frameMs)} vs trace ${Math.round(t.traceMs)}: the compositor counts from the touch's creation in the browser and to the frame's presentation on screen, Event Timing from the event's timestamp to the renderer's presentation feedback`
        : `frame ${Math.round(t.frameMs)} vs trace ${Math.round(t.traceMs)}: the frame the compositor presented for the input came before the one Event Timing waited for (the input changed nothing on screen in the first)`,
    );
  }
  return notes.length ? notes.join('; ') : null;
}

export function printField({ taps, visitor, slow3g, loadAverage }: FieldResults) {
  const ms = (n: number | null) => (n === null ? 'never' : `${n}`);
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  console.log(`\nField: phone profile (${PHONE_DEVICE.viewport?.width}×${PHONE_DEVICE.viewport?.height}, DPR ${PHONE_DEVICE.deviceScaleFactor}, touch), applied throttling (CPU 4×, 150 ms RTT, 1.6 Mbit/s), cold cache; load average ${load(loadAverage.start)} at the start, ${load(loadAverage.end)} at the end\n`);
  if (taps.length) {
    console.log('route'.padEnd(26) + 'control'.padEnd(22) + 'painted ms  first working tap ms  lost taps  tap→effect ms (ready)');
    for (const t of taps) {
      console.log(t.route.padEnd(26) + t.control.padEnd(22) + String(t.paintMs).padStart(10) + ms(t.firstWorkingTapMs).padStart(21) + String(t.lostTaps).padStart(11) + ms(t.tapToEffectMs).padStart(23));
    }
  }
  if (visitor.length) printVisitorTaps(visitor);
  if (slow3g.length) {
    console.log(`\nField: slow 3G (2 s RTT, 400 kbit/s, CPU 4×)\n`);
    console.log('route'.padEnd(26) + 'content painted ms  hydrated ms  fallback shown');
    for (const s of slow3g) console.log(s.route.padEnd(26) + ms(s.contentPaintedMs).padStart(18) + ms(s.hydratedMs).padStart(13) + (s.fallbackSeen ? '  YES' : '  no').padStart(16));
  }
}

function printVisitorTaps(visitor: VisitorTapResult[]) {
  const n = (v: number | null) => (v === null ? '<16' : String(Math.round(v)));
  console.log(`\nField: taps as a visitor taps (touch, fresh load each), ${FIELD_RUNS} run(s); latency as INP counts it, ms:`);
  console.log('  probe = in the page (Event Timing observer, rounded to 8 ms; <16: no entry), trace = Chromium trace (EventTiming, unrounded),');
  console.log('  frame = compositor, input → presented frame (EventLatency); parts = input delay / processing / presentation delay');
  console.log(`  (of which after the main thread committed the frame: raster and display, unthrottled, this machine's own), from the trace; * over ${GOOD_INTERACTION_MS};`);
  console.log(`  late: the control was ready after the moment and the touch followed the bench's own call into the page\n`);
  for (const v of visitor) {
    console.log(`${v.route} ${v.control}`);
    console.log('  moment          after paint  hydrated  probe  trace  frame  longest      parts              effect  load   waited for (longest task before the first handler)');
    for (const t of v.taps) {
      const star = worst(t) > GOOD_INTERACTION_MS ? '*' : ' ';
      const effect = t.error ? 'error' : t.effectFrames !== null ? `frame ${t.effectFrames}` : t.onControl ? 'never' : 'missed';
      const longestWait = [...t.waitedFor].sort((a, b) => b.durationMs - a.durationMs)[0];
      console.log(
        '  ' + t.moment.padEnd(16) + ((t.afterPaintMs === null ? '?' : String(t.afterPaintMs)) + (t.late ? ' late' : '')).padStart(11) + (t.hydrated === null ? '?' : t.hydrated ? 'yes' : 'no').padStart(10) +
          (n(t.probeMs) + star).padStart(7) + (t.traceMs === null ? '-' : n(t.traceMs)).padStart(7) + (t.frameMs === null ? '-' : n(t.frameMs)).padStart(7) + '  ' + (t.longest ?? '-').padEnd(12) +
          partsOf(t).padEnd(19) + effect.padEnd(8) + t.load.toFixed(1).padStart(5) + '  ' + (t.error ?? (longestWait ? task(longestWait) : '')),
      );
    }
    const made = v.taps.filter((t) => !t.error);
    console.log(`  probe: ${distribution(made.map((t) => t.probeMs))}`);
    if (TRACE) {
      console.log(`  trace: ${distribution(made.map((t) => t.traceMs))}`);
      console.log(`  frame: ${distribution(made.map((t) => t.frameMs))}`);
    }
    const visible = made.filter((t) => t.moment === 'visible');
    if (visible.length) console.log(`  as soon as actionable only (${visible.length} taps): probe ${distribution(visible.map((t) => t.probeMs))}`);
    const onTime = made.filter((t) => t.moment.startsWith('paint+') && !t.late);
    if (onTime.length) console.log(`  at set times, on time (${onTime.length} taps, the finger never waiting for the page): probe ${distribution(onTime.map((t) => t.probeMs))}`);
    const before = made.filter((t) => t.hydrated === false);
    if (before.length) console.log(`  before the page was hydrated (${before.length} taps): probe ${distribution(before.map((t) => t.probeMs))}`);
    const after = made.filter((t) => t.hydrated === true);
    if (after.length) console.log(`  once hydrated (${after.length} taps): probe ${distribution(after.map((t) => t.probeMs))}`);
    console.log('');
  }

  console.log(`Summary (ms; probe | trace): control, taps, min / median / p75 / max, over ${GOOD_INTERACTION_MS}`);
  for (const v of visitor) {
    const made = v.taps.filter((t) => !t.error);
    const short = (values: (number | null)[]) => {
      const sorted = values.map((x) => x ?? FRAME_MS).sort((a, b) => a - b);
      return sorted.length ? `${[sorted[0], percentile(sorted, 0.5), percentile(sorted, 0.75), sorted[sorted.length - 1]].map(Math.round).join(' / ')}, ${sorted.filter((x) => x > GOOD_INTERACTION_MS).length} over` : '-';
    };
    console.log(`  ${v.control.padEnd(26)}${String(made.length).padStart(4)}   ${short(made.map((t) => t.probeMs)).padEnd(34)}| ${TRACE ? short(made.map((t) => t.traceMs)) : '-'}`);
  }
  console.log('');

  const all = visitor.flatMap((v) => v.taps.map((t) => ({ v, t })));
  const disagreements = all.map(({ v, t }) => ({ v, t, why: disagreement(t) })).filter((d) => d.why);
  if (TRACE) {
    console.log(`Measures more than a frame (${FRAME_MS} ms) apart: ${disagreements.length} of ${all.length} taps`);
    for (const d of disagreements) console.log(`  ${d.v.control} ${d.t.moment} run ${d.t.run + 1}: ${d.why}`);
  }

  const slow = all.filter(({ t }) => worst(t) > GOOD_INTERACTION_MS);
  if (slow.length) {
    console.log(`\nTaps over ${GOOD_INTERACTION_MS} ms (${slow.length}): what they waited for (trace; + ms from the input)`);
    for (const { v, t } of slow) {
      console.log(`  ${v.control} ${t.moment} (${t.afterPaintMs} ms after paint, ${t.hydrated ? 'hydrated' : 'not hydrated'}): ${Math.round(worst(t))} ms = ${t.parts ? t.parts.slice(0, 3).map((p) => Math.round(p ?? 0)).join(' + ') : '?'} (input delay + processing + presentation delay${t.parts?.[3] != null ? `, ${Math.round(t.parts[3])} of it after the commit` : ''})`);
      for (const w of t.waitedFor.filter((w) => w.durationMs >= 10)) console.log(`    before the first handler: ${task(w)}`);
      for (const w of t.beforePaint.filter((w) => w.durationMs >= 10)) console.log(`    before the next paint:    ${task(w)}`);
    }
  }
  const broken = all.filter(({ t }) => failed(t));
  if (broken.length) console.log(`\nTaps that did not do their job (${broken.length}): ${broken.map(({ v, t }) => `${v.control} ${t.moment} (${t.error ?? (!t.onControl ? 'landed off the control' : 'no effect')})`).join(', ')}`);
  // The 200 ms line is a target this bench checks, as the budget bench checks its size: an
  // operator or a release script sees a non-zero exit, and no timed test makes the suite flaky.
  if (slow.length || broken.length) {
    console.log(`\n${slow.length} tap(s) over ${GOOD_INTERACTION_MS} ms, ${broken.length} without effect: ${[...new Set([...slow, ...broken].map(({ v }) => v.control))].join(', ')}`);
    process.exitCode = 1;
  }
}
