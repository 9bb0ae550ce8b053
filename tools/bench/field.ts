import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { projects } from '@site/shared/content/projects';
import { DIALOG_TAPS, GOOD_INTERACTION_MS, PHONE_DEVICE, TAP_CONTROLS, locate, momentName, readTap, tapAt, watchTap, type ControlSpec, type TapControl, type TapMoment } from './early-taps';
import { printField, worst } from './field-report';

export { printField };
import { TAP_TRACE_CATEGORIES, tapFromTrace, type TaskSummary } from './tap-trace';
import { repoRoot } from '../site/workspaces';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * Field figures (issues 15, 28, 34): the site as a visitor on a phone lives it, with Chromium's
 * APPLIED throttling (DevTools protocol), not Lighthouse's simulation, on a touch phone
 * (./early-taps.ts `PHONE_DEVICE`), each load in a fresh context (a cold cache).
 *
 * - taps as a visitor taps (issue 34): each control tapped once per fresh load, through touch
 *   events, as soon as it is actionable and at moments spread over the load (./early-taps.ts
 *   `tapAt`); each tap measured as INP counts it, in the page (Event Timing) and from Chromium's
 *   trace (./tap-trace.ts), side by side; the bench exits non-zero when a tap is over 200 ms.
 * - paint → first working tap: the control is tapped as soon as it is actionable, then again every
 *   TAP_WINDOW_MS until a tap shows its effect; lost taps are the taps before that one.
 * - tap → effect (page ready): once the page has hydrated, the time from the tap (a capture
 *   listener's timestamp) to the first animation frame that shows the effect.
 * - slow 3G: whether the prerendered content was ever replaced by the "not available" fallback.
 */

export const PHONE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8, cpu: 4 };
export const SLOW_3G = { latency: 2000, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8, cpu: 4 };
type Profile = typeof PHONE;

const TAP_WINDOW_MS = 500;
const GIVE_UP_MS = 20_000;
const FALLBACK_TEXT = 'Esta sección no está disponible en este momento';
/** A `paint+N` tap this much after its moment is late (`VisitorTap.late`). */
const LATE_MS = 50;

/** A control of the prerendered page and the visible effect of tapping it (a predicate run in the page). */
type Control = { route: string; label: string; control: ControlSpec; effect: string };

const visibleText = (text: string) =>
  `[...document.querySelectorAll('main *, dialog *')].some(e => e.childElementCount === 0 && e.textContent.trim() === ${JSON.stringify(text)} && e.checkVisibility())`;
const openDialog = `[...document.querySelectorAll('dialog[open], [role="dialog"]')].some(e => e.checkVisibility())`;
// SPEC §4: the 'webs' filter shows the projects with a web link.
const websShown = projects.filter((p) => Boolean(p.webUrl)).length;

export const FIELD_CONTROLS: Control[] = [
  {
    route: '/',
    label: 'phone menu',
    control: { scope: 'header', button: /menú/i },
    effect: `(() => { const a = document.querySelector('#menu-principal a[href="/servicios"]'); return !!a && a.checkVisibility(); })()`,
  },
  {
    route: '/proyectos',
    label: "filter 'Páginas Web'",
    control: { scope: 'main', text: 'Páginas Web' },
    effect: visibleText(`Mostrando ${websShown} proyectos`),
  },
  {
    route: '/telefonia',
    label: "toggle 'Personal'",
    control: { scope: 'main', text: 'Personal' },
    effect: visibleText('Tarifas para particulares. Precios finales, IVA incluido.'),
  },
  ...DIALOG_TAPS.map((tap) => ({ ...tap, effect: openDialog })),
];

export const SLOW_3G_ROUTES = ['/', '/proyectos', '/servicios', '/telefonia', '/contacto', '/agentes-digitalizadores'];

/** A fresh context (cold cache) on the phone, throttled. */
async function phonePage(browser: Browser, profile: Profile): Promise<Page> {
  // bypassCSP: the effect checks are evaluated in the page, which the site's CSP forbids to scripts.
  const context = await browser.newContext({ ...PHONE_DEVICE, bypassCSP: true });
  // The cookie banner is not what we measure: consent is already given.
  await context.addInitScript(() => localStorage.setItem('cookies-rejected', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.latency, downloadThroughput: profile.downloadThroughput, uploadThroughput: profile.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return page;
}

const now = (page: Page) => page.evaluate(() => performance.now());
const effectShown = (page: Page, effect: string) => page.evaluate((code) => Boolean((0, eval)(code)), effect).catch(() => false);

export type TapResult = { route: string; control: string; paintMs: number; firstWorkingTapMs: number | null; lostTaps: number; tapToEffectMs: number | null };

/** Paint → first working tap, on a fresh load with the phone profile. */
async function firstWorkingTap(browser: Browser, base: string, c: Control) {
  const page = await phonePage(browser, PHONE);
  try {
    await page.goto(base + c.route, { waitUntil: 'commit' });
    const control = locate(page, c.control);
    await control.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const painted = await now(page);
    const waitEffect = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (await effectShown(page, c.effect)) return true;
        await page.waitForTimeout(25);
      }
      return false;
    };
    const result = (tapAt: number, lostTaps: number) => ({ paintMs: Math.round(painted), firstWorkingTapMs: Math.round(tapAt - painted), lostTaps });
    let lostTaps = 0;
    let previousTapAt: number | undefined;
    while ((await now(page)) - painted < GIVE_UP_MS) {
      const tapAt = await now(page);
      try {
        await control.tap({ timeout: 3000 });
      } catch {
        // Something now covers the control (a dialog opening slowly): the previous tap did work.
        if (previousTapAt !== undefined && (await waitEffect(10_000))) return result(previousTapAt, lostTaps - 1);
        break;
      }
      if (await waitEffect(TAP_WINDOW_MS)) return result(tapAt, lostTaps);
      lostTaps += 1;
      previousTapAt = tapAt;
    }
    return { paintMs: Math.round(painted), firstWorkingTapMs: null, lostTaps };
  } finally {
    await page.context().close();
  }
}

/** Tap → visible effect, once the page has hydrated, with the phone profile. */
async function tapToEffect(browser: Browser, base: string, c: Control): Promise<number | null> {
  const page = await phonePage(browser, PHONE);
  try {
    await page.goto(base + c.route, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    // A string, not a function: tsx names arrow functions with a helper the page does not have.
    await page.evaluate(`document.addEventListener('pointerdown', () => {
      window.__tapAt ??= performance.now();
      const check = () => ((${c.effect}) ? (window.__effectAt = performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    }, { capture: true, once: true })`);
    await locate(page, c.control).tap();
    await page.waitForFunction(() => (window as unknown as { __effectAt?: number }).__effectAt !== undefined, null, { timeout: 10_000 }).catch(() => undefined);
    return await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number; __effectAt?: number };
      return w.__effectAt === undefined || w.__tapAt === undefined ? null : Math.round(w.__effectAt - w.__tapAt);
    });
  } finally {
    await page.context().close();
  }
}

/** Fresh loads per control and moment (FIELD_RUNS; the old EARLY_TAP_RUNS still works). */
export const FIELD_RUNS = Number(process.env.FIELD_RUNS ?? process.env.EARLY_TAP_RUNS ?? 5);
/** The spread's step after paint (ms); each run starts it a fraction of a step later, so the runs together cover the load every step/FIELD_RUNS ms. */
const TAP_STEP_MS = Number(process.env.TAP_STEP_MS ?? 500);
/** Which kinds of moment to tap at: visible, paint (the spread), hydrated, idle (a second after hydration). */
const TAP_MOMENTS = new Set((process.env.TAP_MOMENTS ?? 'visible,paint,hydrated,idle').split(','));
/** FIELD_TRACE=0: no trace (the in-page measure only, to see what tracing costs). */
export const TRACE = process.env.FIELD_TRACE !== '0';
/** FIELD_TRACE_PROFILE=1: V8's sampling profiler in the trace too (JavaScript per function, for `tap-trace.ts`; it slows the page). */
const PROFILE = process.env.FIELD_TRACE_PROFILE === '1';
/** FIELD_KEEP_TRACES=<dir>: keeps the trace of every tap over 200 ms there (open it in DevTools' Performance panel). */
const KEEP_TRACES = process.env.FIELD_KEEP_TRACES;

export type VisitorTap = {
  moment: string;
  run: number;
  /** When the finger came: ms after the first contentful paint. */
  afterPaintMs: number | null;
  /**
   * A `paint+N` tap that came over 50 ms after its moment: the control was ready only later, and
   * the touch followed the bench's last call into the page (which waits for a free main thread,
   * as Playwright's own checks do), so it is less likely to wait behind a task.
   */
  late: boolean;
  hydrated: boolean | null;
  onControl: boolean;
  /** (a) In the page: Event Timing entries, INP's latency (null: under 16 ms, no entry). */
  probeMs: number | null;
  /** (b) Chromium's trace: EventTiming events, unrounded (null: no trace or no interaction in it). */
  traceMs: number | null;
  /** The trace's input → presented frame from the compositor (EventLatency). */
  frameMs: number | null;
  longest: string | null;
  /** INP's parts from the trace: input delay, processing, presentation delay (of which after the main thread's commit). */
  parts: [number, number, number, number | null] | null;
  /** The effect was on screen after the nth frame after the click (null: never). */
  effectFrames: number | null;
  waitedFor: TaskSummary[];
  beforePaint: TaskSummary[];
  load: number;
  error?: string;
};

export type VisitorTapResult = { route: string; control: string; taps: VisitorTap[] };

/** The one tap of one fresh load, at the moment, measured both ways. */
async function visitorTap(browser: Browser, base: string, c: TapControl, moment: TapMoment, run: number): Promise<VisitorTap> {
  const page = await phonePage(browser, PHONE);
  const blank = { moment: momentName(moment), run, afterPaintMs: null, late: false, hydrated: null, onControl: false, probeMs: null, traceMs: null, frameMs: null, longest: null, parts: null, effectFrames: null, waitedFor: [], beforePaint: [], load: os.loadavg()[0] };
  let tracing = false;
  try {
    await watchTap(page, c.effect);
    if (TRACE) await browser.startTracing(page, { categories: [...TAP_TRACE_CATEGORIES, ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
    tracing = TRACE;
    await page.goto(base + c.route, { waitUntil: 'commit' });
    await tapAt(page, c.control, moment);
    const probe = await readTap(page);
    const trace = tracing ? await browser.stopTracing() : undefined;
    tracing = false;
    const fromTrace = trace && probe.downAt !== null ? tapFromTrace(trace, probe.downAt) : null;
    const tap: VisitorTap = {
      ...blank,
      afterPaintMs: probe.downAt === null || probe.paintAt === null ? null : Math.round(probe.downAt - probe.paintAt),
      late: moment.kind === 'paint' && probe.downAt !== null && probe.paintAt !== null && probe.downAt - probe.paintAt - moment.ms > LATE_MS,
      hydrated: probe.hydratedAtTap,
      onControl: probe.onControl,
      probeMs: probe.latencyMs,
      traceMs: fromTrace?.latencyMs ?? null,
      frameMs: fromTrace?.compositorMs ?? null,
      longest: fromTrace?.longest ?? probe.longest,
      parts: fromTrace ? [fromTrace.inputDelayMs, fromTrace.processingMs, fromTrace.presentationDelayMs, fromTrace.afterCommitMs] : null,
      effectFrames: probe.effectFrames,
      waitedFor: fromTrace?.waitedFor ?? [],
      beforePaint: fromTrace?.beforePaint ?? [],
    };
    if (KEEP_TRACES && trace && worst(tap) > GOOD_INTERACTION_MS) {
      fs.mkdirSync(KEEP_TRACES, { recursive: true });
      fs.writeFileSync(path.join(KEEP_TRACES, `${c.route.replace(/\W+/g, '_') || 'home'}-${tap.moment}-run${run}-${Date.now()}.json`), trace);
    }
    return tap;
  } catch (error) {
    return { ...blank, error: String(error).split('\n')[0] };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await page.context().close();
  }
}


/**
 * The loads of one run for a control: `visible`, then the spread (paint+N every TAP_STEP_MS,
 * shifted by the run) until a tap lands on a hydrated page, then `hydrated+0` and `hydrated+1000`.
 */
async function visitorRun(browser: Browser, base: string, c: TapControl, run: number, taps: VisitorTap[]) {
  const add = async (moment: TapMoment) => {
    const tap = await visitorTap(browser, base, c, moment, run);
    if (tap.error) console.error(`${c.route} ${c.label} ${tap.moment}: ${tap.error}`);
    taps.push(tap);
    return tap;
  };
  if (TAP_MOMENTS.has('visible')) await add({ kind: 'visible' });
  if (TAP_MOMENTS.has('paint')) {
    const shift = Math.round((run * TAP_STEP_MS) / Math.max(1, FIELD_RUNS));
    for (let ms = shift; ms < GIVE_UP_MS; ms += TAP_STEP_MS) {
      const tap = await add({ kind: 'paint', ms });
      if (tap.hydrated || tap.error) break;
    }
  }
  if (TAP_MOMENTS.has('hydrated')) await add({ kind: 'hydrated', ms: 0 });
  if (TAP_MOMENTS.has('idle')) await add({ kind: 'hydrated', ms: 1000 });
}

export type Slow3gResult = { route: string; fallbackSeen: boolean; contentPaintedMs: number | null; hydratedMs: number | null };

/** A load on slow 3G: was the prerendered content ever replaced by the fallback? */
async function slow3gLoad(browser: Browser, base: string, route: string): Promise<Slow3gResult> {
  const page = await phonePage(browser, SLOW_3G);
  try {
    const started = Date.now();
    await page.goto(base + route, { waitUntil: 'commit' });
    let fallbackSeen = false;
    let contentPaintedMs: number | null = null;
    let hydratedMs: number | null = null;
    while (Date.now() - started < 90_000) {
      const state = await page
        .evaluate((text) => ({
          fallback: document.body?.innerText.includes(text) ?? false,
          content: !!document.querySelector('main h1'),
          hydrated: document.documentElement.dataset.hydrated === 'true',
        }), FALLBACK_TEXT)
        .catch(() => ({ fallback: false, content: false, hydrated: false }));
      fallbackSeen ||= state.fallback;
      if (state.content && contentPaintedMs === null) contentPaintedMs = Date.now() - started;
      if (state.hydrated && hydratedMs === null) hydratedMs = Date.now() - started;
      // Past the old 3 s remote timeout and a little more: a replacement would show by now.
      if (hydratedMs !== null && Date.now() - started > hydratedMs + 3000) break;
      await page.waitForTimeout(250);
    }
    return { route, fallbackSeen, contentPaintedMs, hydratedMs };
  } finally {
    await page.context().close();
  }
}

export type FieldResults = { taps: TapResult[]; visitor: VisitorTapResult[]; slow3g: Slow3gResult[]; loadAverage: { start: number[]; end: number[] } };

export async function measureField(base: string): Promise<FieldResults> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const start = os.loadavg();
  try {
    const taps: TapResult[] = [];
    const only = process.env.FIELD_ONLY; // a control's label, to measure just that one
    // FIELD_PARTS=visitor measures only the visitor's taps (or any comma list of taps,visitor,slow3g; `early` is the old name of `visitor`).
    const parts = new Set((process.env.FIELD_PARTS ?? 'taps,visitor,slow3g').split(',').map((p) => (p === 'early' ? 'visitor' : p)));
    for (const c of FIELD_CONTROLS.filter((x) => parts.has('taps') && (!only || x.label.includes(only)))) {
      const first = await firstWorkingTap(browser, base, c);
      const ready = await tapToEffect(browser, base, c).catch((error) => (console.error(`${c.route} ${c.label}:`, String(error).split('\n')[0]), null));
      taps.push({ route: c.route, control: c.label, ...first, tapToEffectMs: ready });
    }
    const controls = TAP_CONTROLS.filter((x) => parts.has('visitor') && (!only || x.label.includes(only)));
    const visitor: VisitorTapResult[] = controls.map((c) => ({ route: c.route, control: c.label, taps: [] }));
    // Run by run over all controls, so a busy spell of this shared machine does not fall on one control only.
    for (let run = 0; run < FIELD_RUNS; run++) {
      for (const [i, c] of controls.entries()) await visitorRun(browser, base, c, run, visitor[i].taps);
      if (controls.length) console.error(`visitor taps: run ${run + 1} of ${FIELD_RUNS} done (load average ${os.loadavg()[0].toFixed(2)})`);
    }
    const slow3g: Slow3gResult[] = [];
    for (const route of SLOW_3G_ROUTES.filter(() => parts.has('slow3g'))) slow3g.push(await slow3gLoad(browser, base, route));
    return { taps, visitor, slow3g, loadAverage: { start, end: os.loadavg() } };
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench:field` measures the published site (served here, as `npm run bench` does);
 * `npm run bench:field -- http://127.0.0.1:8090` measures a site already running elsewhere
 * (for example an older build, for before/after figures).
 */
async function main() {
  const given = process.argv[2];
  const write = (results: FieldResults) => {
    printField(results);
    fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, 'bench-results/field.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2));
    console.log('\nWritten to bench-results/field.json');
  };
  if (given) return write(await measureField(given));
  // Loaded only here: a run against a given address starts no server.
  const { serveSite } = await import('./serve-site');
  const site = await serveSite();
  // The live release can change under a long run (a deploy in the same tree): say which was measured.
  const release = () => {
    const live = JSON.parse(fs.readFileSync(path.join(site.dir, 'release.json'), 'utf8')) as { shell: string; remotes: { name: string; version: string }[] };
    return [`shell ${live.shell}`, ...live.remotes.map((r) => `${r.name} ${r.version}`)].join(', ');
  };
  try {
    const before = release();
    const results = await measureField(site.base);
    const after = release();
    write(results);
    console.log(before === after ? `Release measured: ${before}` : `The release changed during the run, the figures mix two or more:\n  at the start: ${before}\n  at the end:   ${after}`);
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
