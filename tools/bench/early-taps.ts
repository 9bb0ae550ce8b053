import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { projects } from '@site/shared/content/projects';

/**
 * Issues 28 and 34: a tap must be answered within 200 ms, the Core Web Vitals line for a good
 * interaction, at any moment of the load. Shared by `npm run bench:field` (the figures; a speed
 * target is measured by a benchmark, not asserted by a timed test). How a tap is made: `tapAt`;
 * how it is measured in the page: `watchTap`; from outside the page: ./tap-trace.ts.
 */

export const GOOD_INTERACTION_MS = 200;

/**
 * The visitor's phone: Lighthouse's mobile device (Moto G Power, 412×823 CSS px, DPR 1.75) with a
 * touch screen, so a tap is touch → pointer events → click, as on a phone (a mouse click sends
 * different events at different moments, and a desktop-like context lays the page out otherwise).
 */
export const PHONE_DEVICE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** What a tap must show: an element that becomes visible, or a leaf text that becomes visible. */
export type TapEffect = { visible: string } | { text: string };

/**
 * A control as a visitor finds it: a button by (part of) its accessible name, or an element by
 * its exact text, the first visible one in `scope`. One description serves both ways of reaching
 * it: a Playwright locator (`locate`) and plain DOM calls sent through the DevTools protocol
 * (`findExpression`), which put no script of Playwright's into the page.
 */
export type ControlSpec = { scope: 'main' | 'header'; button: string | RegExp } | { scope: 'main' | 'header'; text: string };

export function locate(page: Page, spec: ControlSpec): Locator {
  const scope = page.locator(spec.scope);
  return 'button' in spec ? scope.getByRole('button', { name: spec.button }).first() : scope.getByText(spec.text, { exact: true }).first();
}

/**
 * A page expression for the same element as `locate` (or null): a button's name is its
 * aria-label or its text, matched as Playwright matches a name (a string: contained, any case).
 */
export function findExpression(spec: ControlSpec): string {
  const normal = `(t) => (t || '').replace(/\\s+/g, ' ').trim()`;
  const match =
    'button' in spec
      ? spec.button instanceof RegExp
        ? `(e) => ${spec.button.toString()}.test(norm(e.getAttribute('aria-label') || e.textContent))`
        : `(e) => norm(e.getAttribute('aria-label') || e.textContent).toLowerCase().includes(${JSON.stringify(spec.button.toLowerCase())})`
      : `(e) => norm(e.textContent) === ${JSON.stringify(spec.text)} && [...e.children].every((c) => norm(c.textContent) !== ${JSON.stringify(spec.text)})`;
  const candidates = 'button' in spec ? `${spec.scope} button, ${spec.scope} [role="button"]` : `${spec.scope} *`;
  return `(() => { const norm = ${normal}; const m = ${match}; return [...document.querySelectorAll(${JSON.stringify(candidates)})].find((e) => e.checkVisibility() && m(e)) || null; })()`;
}

export type TapControl = {
  route: string;
  label: string;
  control: ControlSpec;
  effect: TapEffect;
};

// SPEC §4: 'Redes Sociales' shows the projects with a social link.
const socialShown = projects.filter((p) => Boolean(p.rrssUrl)).length;
const openDialog = { visible: 'dialog[open]' };

/** The dialog controls both parts of the field bench tap (./field.ts too), found the way a visitor sees them; each part adds how it sees the dialog open. */
export const DIALOG_TAPS: { route: string; label: string; control: ControlSpec }[] = [
  { route: '/telefonia', label: "'Solicitar oferta'", control: { scope: 'main', button: 'Solicitar oferta' } },
  { route: '/agentes-digitalizadores', label: "'Ver Ayudas'", control: { scope: 'main', button: /Ver Ayudas/ } },
  { route: '/projects/navegatime', label: 'NavegaTime video', control: { scope: 'main', button: /fichar/i } },
];

/** Issue 34's five controls. */
export const TAP_CONTROLS: TapControl[] = [
  {
    route: '/',
    label: 'phone menu',
    control: { scope: 'header', button: 'Abrir menú' },
    effect: { visible: '#menu-principal a[href="/servicios"]' },
  },
  {
    route: '/proyectos',
    label: "filter 'Redes Sociales'",
    control: { scope: 'main', text: 'Redes Sociales' },
    effect: { text: `Mostrando ${socialShown} proyectos` },
  },
  ...DIALOG_TAPS.map((tap) => ({ ...tap, effect: openDialog })),
];

type Entry = { name: string; startTime: number; duration: number; interactionId: number };
type Probe = { downAt: number | null; clickAt: number | null; hydratedAtTap: boolean | null; effectFrames: number | null; effectAt: number | null; entries: Entry[]; fcp: number | null; onControl: boolean | null };

/**
 * Installs the in-page probe before the page's own scripts (an init script, so the site's CSP
 * does not apply). It measures the tap as INP does (and as the web-vitals library's onINP): a
 * PerformanceObserver of Event Timing entries (durationThreshold 16, the lowest allowed); the
 * tap's events (pointerdown, pointerup, click) share an interactionId, and the interaction's
 * latency is the longest of their durations, each from the input's timestamp to the next frame
 * painted after its handlers. The probe adds nothing to that time: its capture listeners only
 * note timestamps, and whether the effect is on screen is checked in a task after the frame that
 * follows the click (a check inside that frame would count against the tap).
 */
export async function watchTap(page: Page, effect: TapEffect) {
  // A string, not a function: tsx names arrow functions with a helper the page does not have.
  await page.addInitScript(`(() => {
    const fx = ${JSON.stringify(effect)};
    const probe = { downAt: null, clickAt: null, hydratedAtTap: null, effectFrames: null, effectAt: null, entries: [], fcp: null, control: null, onControl: null };
    window.__tap = probe;
    const shown = () => fx.visible
      ? [...document.querySelectorAll(fx.visible)].some((e) => e.checkVisibility())
      : [...document.querySelectorAll('main *')].some((e) => e.childElementCount === 0 && e.textContent.trim() === fx.text && e.checkVisibility());
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId > 0) probe.entries.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    const afterFrame = (frames) => requestAnimationFrame(() => setTimeout(() => {
      if (shown()) { probe.effectFrames = frames; probe.effectAt = performance.now(); }
      else if (frames < 600) afterFrame(frames + 1);
    }, 0));
    addEventListener('pointerdown', (e) => {
      if (!e.isTrusted || probe.downAt !== null) return;
      probe.downAt = e.timeStamp;
      probe.onControl = probe.control === null ? null : probe.control.contains(e.target);
      probe.hydratedAtTap = document.documentElement.dataset.hydrated === 'true';
    }, true);
    addEventListener('click', (e) => {
      if (!e.isTrusted || probe.clickAt !== null || probe.downAt === null) return;
      probe.clickAt = e.timeStamp;
      afterFrame(1);
    }, true);
  })()`);
}

export type ProbeTap = {
  /** The pointerdown's timestamp (page clock, ms), null when no touch reached the page. */
  downAt: number | null;
  /** The first contentful paint (page clock, ms). */
  paintAt: number | null;
  /** The tap landed on the control (a tap at a fixed place can miss it if the page moved). */
  onControl: boolean;
  hydratedAtTap: boolean | null;
  /** INP's latency of the tap (ms, as the page gets it: rounded to 8 ms); null: under 16 ms (no entry). */
  latencyMs: number | null;
  /** Which event was the longest. */
  longest: string | null;
  /** The effect was on screen after the nth frame after the click (1: the click's own frame); null: never. */
  effectFrames: number | null;
  /** pointerdown → the check that first saw the effect (ms), an upper bound. */
  effectMs: number | null;
};

/**
 * Reads the probe once the tap is over: the effect seen (or 5 s after the click) and the
 * observer's entries delivered (they come after the frame is presented, in a task of their own;
 * waiting a second past the effect covers a busy main thread, and an entry under 16 ms never comes).
 */
export async function readTap(page: Page): Promise<ProbeTap> {
  const run = await pageProbe(page);
  const probe = async () => (await run('({ ...window.__tap, control: null })')) as Probe;
  const started = Date.now();
  let seen = await probe();
  let doneAt: number | null = null;
  while (Date.now() - started < 15_000) {
    const clickEntry = seen.entries.some((e) => e.name === 'click');
    if (doneAt === null && (seen.effectAt !== null || (seen.clickAt !== null && Date.now() - started > 5000) || (seen.downAt === null && Date.now() - started > 5000))) doneAt = Date.now();
    if (doneAt !== null && (clickEntry || Date.now() - doneAt > 1000)) break;
    await page.waitForTimeout(50);
    seen = await probe();
  }
  const firstId = seen.entries.filter((e) => seen.downAt !== null && e.startTime >= seen.downAt - 1).sort((a, b) => a.startTime - b.startTime)[0]?.interactionId;
  const mine = seen.entries.filter((e) => e.interactionId === firstId);
  const longest = mine.reduce<Entry | null>((a, e) => (a === null || e.duration > a.duration ? e : a), null);
  return {
    downAt: seen.downAt,
    paintAt: seen.fcp,
    // The control as it was before the tap (its name can change with it: 'Abrir menú' → 'Cerrar menú').
    onControl: seen.onControl === true,
    hydratedAtTap: seen.hydratedAtTap,
    latencyMs: longest?.duration ?? null,
    longest: longest?.name ?? null,
    effectFrames: seen.effectFrames,
    effectMs: seen.effectAt === null || seen.downAt === null ? null : Math.round(seen.effectAt - seen.downAt),
  };
}

/**
 * When the finger comes, each on a fresh load:
 * - `visible`: as soon as the control is actionable as Playwright's checks define it (visible,
 *   still over two looks a frame apart, receiving the touch), scrolled into view as a visitor
 *   scrolls to it;
 * - `paint+N`: N ms after the first contentful paint, a touch at the control's place, whatever
 *   the page is doing then (each look into the page waits for its main thread, so a touch right
 *   after one finds it free: a finger does not wait for that). When the control was ready only
 *   after that moment, the touch comes at once, and is "late";
 * - `hydrated+N`: N ms after the page is hydrated (0: as soon as it is; later, its idle work).
 */
export type TapMoment = { kind: 'visible' } | { kind: 'paint' | 'hydrated'; ms: number };
export const momentName = (m: TapMoment) => (m.kind === 'visible' ? 'visible' : `${m.kind}+${m.ms}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs an expression in the page's own world through the DevTools protocol and returns its value.
 * Unlike a locator or page.evaluate, it puts no script of Playwright's into the page: compiling
 * those (about 45 ms of the main thread per load here unthrottled, four times that on the phone
 * profile) is work a visitor's phone never does, and it fell in the load being measured.
 */
export async function pageProbe(page: Page): Promise<(expression: string) => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  return async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
}

type Box = { x: number; y: number; w: number; h: number };
type Look = Box & { onTop: boolean };
const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** Taps the control at the moment (the page must have `watchTap` and a touch screen). */
export async function tapAt(page: Page, spec: ControlSpec, moment: TapMoment): Promise<void> {
  const run = await pageProbe(page);
  const find = findExpression(spec);
  // Once the page has painted (a visitor taps what is on screen; layout can place the control in a
  // page still being parsed and not yet painted): where the control is, scrolled into view as a
  // visitor scrolls to it, and whether a touch at its centre lands on it (nothing over it). The
  // probe learns which element the finger is for.
  const look = `(() => { if (!performance.getEntriesByName('first-contentful-paint').length) return null;
    const el = ${find}; if (!el) return null; window.__tap.control = el; let r = el.getBoundingClientRect(); if (!r.width || !r.height) return null;
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) { el.scrollIntoView({ block: 'center', inline: 'center' }); r = el.getBoundingClientRect(); }
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { x: r.x, y: r.y, w: r.width, h: r.height, onTop: !!top && el.contains(top) }; })()`;
  const deadline = Date.now() + 30_000;
  let last: Look | null = null;
  let seen: Look | null = null;
  // `visible` waits, as Playwright's actionability checks do, for the control to be still over two
  // looks (20 ms apart: over a frame) and to receive the touch; the others need it visible only.
  for (;;) {
    seen = (await run(look).catch(() => null)) as Look | null;
    if (seen && (moment.kind !== 'visible' || (seen.onTop && last !== null && sameBox(last, seen)))) break;
    if (Date.now() > deadline) throw new Error('the control never became visible');
    last = seen;
    await sleep(20);
  }
  if (moment.kind === 'visible') return page.touchscreen.tap(seen.x + seen.w / 2, seen.y + seen.h / 2);
  // The page's clock on the wall's (performance.timeOrigin is the navigation's start) and the
  // control's place, in one call: each call into the page waits for its main thread, and a tap
  // right after one finds it free.
  const { origin, paint, box } = (await run(`(() => { const el = ${find}; const r = el.getBoundingClientRect();
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { origin: performance.timeOrigin, paint: fcp.startTime, box: { x: r.x, y: r.y, w: r.width, h: r.height } }; })()`)) as { origin: number; paint: number; box: Box };
  if (moment.kind === 'paint') {
    await sleep(origin + paint + moment.ms - Date.now());
  } else {
    while (!(await run(`document.documentElement.dataset.hydrated === 'true'`).catch(() => false))) {
      if (Date.now() > deadline + 30_000) throw new Error('the page never hydrated');
      await sleep(20);
    }
    await sleep(moment.ms);
  }
  await page.touchscreen.tap(box.x + box.w / 2, box.y + box.h / 2);
}
