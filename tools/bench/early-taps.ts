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

export type TapControl = {
  route: string;
  label: string;
  control: (page: Page) => Locator;
  effect: TapEffect;
};

// SPEC §4: 'Redes Sociales' shows the projects with a social link.
const socialShown = projects.filter((p) => Boolean(p.rrssUrl)).length;
const openDialog = { visible: 'dialog[open]' };

/** The dialog controls both parts of the field bench tap (./field.ts too), found the way a visitor sees them; each part adds how it sees the dialog open. */
export const DIALOG_TAPS: { route: string; label: string; control: (p: Page) => Locator }[] = [
  { route: '/telefonia', label: "'Solicitar oferta'", control: (p) => p.locator('main').getByRole('button', { name: 'Solicitar oferta' }).first() },
  { route: '/agentes-digitalizadores', label: "'Ver Ayudas'", control: (p) => p.locator('main').getByRole('button', { name: /Ver Ayudas/ }).first() },
  { route: '/projects/navegatime', label: 'NavegaTime video', control: (p) => p.locator('main').getByRole('button', { name: /fichar/i }).first() },
];

/** Issue 34's five controls. */
export const TAP_CONTROLS: TapControl[] = [
  {
    route: '/',
    label: 'phone menu',
    control: (p) => p.locator('header').getByRole('button', { name: 'Abrir menú' }),
    effect: { visible: '#menu-principal a[href="/servicios"]' },
  },
  {
    route: '/proyectos',
    label: "filter 'Redes Sociales'",
    control: (p) => p.locator('main').getByText('Redes Sociales', { exact: true }).first(),
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
  const probe = () => page.evaluate(() => ({ ...(window as unknown as { __tap: Probe }).__tap, control: null }));
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
 * - `visible`: Playwright's `locator.tap()`, as soon as the control is actionable (visible,
 *   stable over two frames, receiving events), scrolled into view as a visitor scrolls to it;
 * - `paint+N`: N ms after the first contentful paint, a touch at the control's place, whatever
 *   the page is doing then (Playwright's checks run script in the page, so its taps only come
 *   when the main thread is free to answer them: a finger does not wait for that). When the
 *   control was ready only after that moment, the touch comes at once, and is "late";
 * - `hydrated+N`: N ms after the page is hydrated (0: as soon as it is; later, its idle work).
 */
export type TapMoment = { kind: 'visible' } | { kind: 'paint' | 'hydrated'; ms: number };
export const momentName = (m: TapMoment) => (m.kind === 'visible' ? 'visible' : `${m.kind}+${m.ms}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/** Taps the control at the moment (the page must have `watchTap` and a touch screen). */
export async function tapAt(page: Page, control: Locator, moment: TapMoment): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  // The probe learns which element the finger must land on; the page's clock on the wall's
  // (performance.timeOrigin is the navigation's start), in the same call: each call into the page
  // waits for its main thread, and a tap right after one finds it free.
  const { origin, paint } = await control.evaluate((el) => {
    (window as unknown as { __tap: { control: Element } }).__tap.control = el;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry | undefined;
    return { origin: performance.timeOrigin, paint: fcp?.startTime ?? performance.now() };
  });
  if (moment.kind === 'visible') return control.tap({ timeout: 30_000 });
  await control.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  if (moment.kind === 'paint') {
    await sleep(origin + paint + moment.ms - Date.now());
  } else {
    await page.waitForFunction(isHydrated, null, { timeout: 60_000, polling: 20 });
    await sleep(moment.ms);
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
