import type { Locator, Page } from '@playwright/test';
import { projects } from '@site/shared/content/projects';

/**
 * Issue 28: a tap made while the page is still loading (scripts arriving, React hydrating) must
 * show its effect within 200 ms, the Core Web Vitals line for a good interaction. Shared by
 * `npm run bench:field` (figures) and e2e/field-early-taps.spec.ts (the assertion).
 *
 * The time runs from the tap's `pointerdown` as the browser received it (`event.timeStamp`, so the
 * wait for a busy main thread counts) to the end of the first frame that shows the effect (a task
 * queued from that frame's animation callback runs once the frame is rendered).
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
  {
    route: '/telefonia',
    label: "'Solicitar oferta'",
    control: (p) => p.locator('main').getByRole('button', { name: 'Solicitar oferta' }).first(),
    effect: openDialog,
  },
  {
    route: '/agentes-digitalizadores',
    label: "'Ver Ayudas'",
    control: (p) => p.locator('main').getByRole('button', { name: /Ver Ayudas/ }).first(),
    effect: openDialog,
  },
  {
    route: '/projects/navegatime',
    label: 'NavegaTime video',
    control: (p) => p.locator('main').getByRole('button', { name: /fichar/i }).first(),
    effect: openDialog,
  },
];

type Probe = { downAt: number | null; effectAt: number | null; hydratedAtTap: boolean | null };

/**
 * Installs the in-page probe before the page's own scripts (an init script, so the site's CSP
 * does not apply). The effect of a tap is shown by the browser's default action on `click`
 * (popover, dialog, radio), so it reaches the screen with the first frame after the click: its
 * time is the click's Event Timing entry (start + duration: the next paint), or under 16 ms after
 * the click when the browser reports none (it reports only from 16 ms). Should the effect come
 * later than that frame, the first frame that shows it counts (checked each animation frame).
 */
export async function watchFirstTap(page: Page, effect: TapEffect) {
  // A string, not a function: tsx names arrow functions with a helper the page does not have.
  await page.addInitScript(`(() => {
    const fx = ${JSON.stringify(effect)};
    const probe = { downAt: null, effectAt: null, hydratedAtTap: null };
    let clickAt = null, clickPaint = null, shownAfterClick = null;
    window.__firstTap = probe;
    const shown = () => fx.visible
      ? [...document.querySelectorAll(fx.visible)].some((e) => e.checkVisibility())
      : [...document.querySelectorAll('main *')].some((e) => e.childElementCount === 0 && e.textContent.trim() === fx.text && e.checkVisibility());
    const settle = () => {
      if (probe.effectAt !== null || shownAfterClick !== true) return;
      probe.effectAt = clickPaint ?? clickAt + 16;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click' && clickAt !== null && Math.abs(e.startTime - clickAt) < 1) clickPaint = e.startTime + e.duration;
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    // The frame after the click: the effect is there (the usual case), or the next frames are watched.
    const afterClickFrame = () => {
      shownAfterClick = shown();
      if (shownAfterClick) return setTimeout(settle, 200); // Event Timing reports after the paint
      const check = () => {
        if (!shown()) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.effectAt = performance.now());
        channel.port2.postMessage(null);
      };
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
 * - `page-code`: when the page's remote is requested (its code arrives and the page hydrates);
 * - `hydrated`: as soon as the page is hydrated (islands, NavegaBot and idle work start).
 */
export type TapMoment = 'painted' | 'app-starting' | 'page-code' | 'hydrated';
export const TAP_MOMENTS: TapMoment[] = ['painted', 'app-starting', 'page-code', 'hydrated'];

/** Starts watching for the moment; call before `page.goto`. */
export function momentReached(page: Page, moment: TapMoment): Promise<unknown> {
  switch (moment) {
    case 'painted':
      return Promise.resolve();
    case 'app-starting':
      return page.waitForResponse((r) => /\/main\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
    case 'page-code':
      return page.waitForRequest((r) => /\/mfe\/[^/]+\/.*remoteEntry\.js$/.test(new URL(r.url()).pathname) && !r.url().includes('/chatbot/'), { timeout: 60_000 });
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
    tapToEffectMs: seen.effectAt === null || seen.downAt === null ? null : Math.round(seen.effectAt - seen.downAt),
    tapAfterPaintMs: seen.downAt === null ? -1 : Math.round(seen.downAt - painted),
    hydratedAtTap: seen.hydratedAtTap,
  };
}
