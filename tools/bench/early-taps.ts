import type { Locator, Page } from '@playwright/test';
import { projects } from '@site/shared/content/projects';

/**
 * Issue 28: a tap made while the page is still loading (scripts arriving, React hydrating) must
 * show its effect within 200 ms, the Core Web Vitals line for a good interaction. Shared by
 * `npm run bench:field` (the figures; a speed target is measured by a benchmark, not asserted by a timed test). How a tap's
 * latency is measured: `watchFirstTap`.
 */

export const GOOD_INTERACTION_MS = 200;

/** What a tap must show: an element that becomes visible, or a leaf text that becomes visible. */
export type TapEffect = { visible: string } | { text: string };

export type EarlyTapControl = {
  route: string;
  label: string;
  control: (page: Page) => Locator;
  effect: TapEffect;
};

// SPEC §4: 'Redes Sociales' shows the projects with a social link.
const socialShown = projects.filter((p) => Boolean(p.rrssUrl)).length;
const openDialog = { visible: 'dialog[open]' };

/** The dialog controls both field benches tap (./field.ts too), found the way a visitor sees them; each bench adds how it sees the dialog open. */
export const DIALOG_TAPS: { route: string; label: string; control: (p: Page) => Locator }[] = [
  { route: '/telefonia', label: "'Solicitar oferta'", control: (p) => p.locator('main').getByRole('button', { name: 'Solicitar oferta' }).first() },
  { route: '/agentes-digitalizadores', label: "'Ver Ayudas'", control: (p) => p.locator('main').getByRole('button', { name: /Ver Ayudas/ }).first() },
  { route: '/projects/navegatime', label: 'NavegaTime video', control: (p) => p.locator('main').getByRole('button', { name: /fichar/i }).first() },
];

export const EARLY_TAP_CONTROLS: EarlyTapControl[] = [
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

type Probe = { downAt: number | null; effectAt: number | null; latency: number | null; hydratedAtTap: boolean | null };

/**
 * Installs the in-page probe before the page's own scripts (an init script, so the site's CSP
 * does not apply). The latency of the tap is measured as the Core Web Vitals measure an
 * interaction (INP): for each of its events (pointerdown, pointerup, click), from the moment the
 * input reached the browser to the next frame painted after its handlers (Event Timing, which
 * reports events of 16 ms or more; at least the time from the click to the animation frame that
 * shows the effect); the tap's latency is the longest of them. The effect (popover, dialog, radio) comes with the click's
 * default action, so it must be on screen in the first frame after the click; if it comes later,
 * the time from the click to the frame that shows it counts instead.
 */
export async function watchFirstTap(page: Page, effect: TapEffect) {
  // A string, not a function: tsx names arrow functions with a helper the page does not have.
  await page.addInitScript(`(() => {
    const fx = ${JSON.stringify(effect)};
    const probe = { downAt: null, effectAt: null, latency: null, hydratedAtTap: null };
    let clickAt = null;
    const durations = [];
    window.__firstTap = probe;
    const shown = () => fx.visible
      ? [...document.querySelectorAll(fx.visible)].some((e) => e.checkVisibility())
      : [...document.querySelectorAll('main *')].some((e) => e.childElementCount === 0 && e.textContent.trim() === fx.text && e.checkVisibility());
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (probe.downAt === null || !['pointerdown', 'pointerup', 'click'].includes(e.name)) continue;
        if (e.startTime >= probe.downAt - 1 && (clickAt === null || e.startTime <= clickAt + 1)) durations.push(e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    // Event Timing reports an event once its frame is painted: give it that time, then settle.
    const settle = (late) => setTimeout(() => {
      probe.latency = Math.max(16, late, ...durations);
      probe.effectAt = probe.downAt + probe.latency;
    }, 300);
    // At the latest, the frame whose animation callbacks run after the click paints the effect:
    // a floor for the click's latency, should the browser not report it.
    const afterClickFrame = () => {
      if (shown()) return settle(performance.now() - clickAt);
      const check = () => (shown() ? settle(performance.now() - clickAt) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    };
    addEventListener('pointerdown', (e) => {
      if (!e.isTrusted || probe.downAt !== null) return;
      probe.downAt = e.timeStamp;
      probe.hydratedAtTap = document.documentElement.dataset.hydrated === 'true';
    }, true);
    addEventListener('click', (e) => {
      if (!e.isTrusted || clickAt !== null || probe.downAt === null) return;
      clickAt = e.timeStamp;
      requestAnimationFrame(afterClickFrame);
    }, true);
  })()`);
}

/**
 * When a tap is made during the load (each on a fresh load):
 * - `painted`: as soon as the control is painted;
 * - `app-starting`: when the shell's entry script has arrived (the app's scripts evaluate);
 * - `page-code`: when the page's remote is requested (its entry and routes evaluate);
 * - `page-hydrating`: when the page's own chunk has arrived (React hydrates the page);
 * - `hydrated`: as soon as the page is hydrated (islands, NavegaBot and idle work start).
 */
export type TapMoment = 'painted' | 'app-starting' | 'page-code' | 'page-hydrating' | 'hydrated';
export const TAP_MOMENTS: TapMoment[] = ['painted', 'app-starting', 'page-code', 'page-hydrating', 'hydrated'];

/** A remote's script (`/mfe/{remote}/…`), NavegaBot's aside. */
const remoteScript = (url: string) => /^\/mfe\/(?!chatbot\/).*\.js$/.test(new URL(url).pathname);

/** Starts watching for the moment; call before `page.goto`. */
export function momentReached(page: Page, moment: TapMoment): Promise<unknown> {
  switch (moment) {
    case 'painted':
      return Promise.resolve();
    case 'app-starting':
      return page.waitForResponse((r) => /\/main\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
    case 'page-code':
      return page.waitForRequest((r) => remoteScript(r.url()) && r.url().endsWith('/remoteEntry.js'), { timeout: 60_000 });
    case 'page-hydrating':
      // The page's chunk: the remote's script that is neither its entry nor its exposed routes module.
      return page.waitForResponse((r) => remoteScript(r.url()) && !/\/(remoteEntry|__federation_expose_[^/]*)\.js$/.test(r.url()), { timeout: 60_000 });
    case 'hydrated':
      return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000, polling: 20 });
  }
}

export type EarlyTap = { tapToEffectMs: number | null; tapAfterPaintMs: number; hydratedAtTap: boolean | null };

/**
 * Taps the control once it is painted and the moment has come (`reached`, from `momentReached`),
 * and returns the time from the tap to its effect (null: no effect within 10 s). The page must
 * have `watchFirstTap`.
 */
export async function tapWhen(page: Page, control: Locator, reached: Promise<unknown>): Promise<EarlyTap> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  const painted = await page.evaluate(() => performance.now());
  await reached;
  await control.click({ timeout: 10_000 });
  const probe = () => page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap);
  const deadline = Date.now() + 10_000;
  let seen = await probe();
  while (seen.effectAt === null && Date.now() < deadline) {
    await page.waitForTimeout(50);
    seen = await probe();
  }
  return {
    tapToEffectMs: seen.latency === null ? null : Math.round(seen.latency),
    tapAfterPaintMs: seen.downAt === null ? -1 : Math.round(seen.downAt - painted),
    hydratedAtTap: seen.hydratedAtTap,
  };
}
