import { expect, test, type Locator, type Page } from '@playwright/test';
import { projectCards as projects } from '@site/shared/content/project-cards.derived';
import { findProjectPage } from '@site/shared/content/project-detail';
import { kitAgentAid } from '@site/shared/content/kit-digital';
import { PROJECT_FILTERS, filterProjects, showingText, type ProjectFilter } from '../mfe-catalog/src/features/projects/project-filters';
import { NO_JS, holdAppScripts, presetConsent, waitForHydration, watchConsole } from './support';

// Issue 15: the projects filter, the project videos and the Kit Digital aid dialog work in the
// prerendered HTML, before hydration and with JavaScript off (docs/progressive-enhancement.md).

const PHONE = { width: 375, height: 740 };
/** The longest a tap on a hydrated page may take to show its effect. */
// Tap-to-effect times are reported here and measured by `npm run bench:field` (≤ 200 ms on the
// phone profile); they are not asserted: a busy 2-core CI machine is not a phone.
const navegatimeDetail = findProjectPage('/projects/navegatime')!;
const [VIDEO] = navegatimeDetail.videos;
const AID_AMOUNT = '2.000 €';

const filterLabel = (id: ProjectFilter) => PROJECT_FILTERS.find((f) => f.id === id)!.label;
const expectedTitles = (id: ProjectFilter) => filterProjects(projects, id).map((p) => p.title);
/** The titles of the project cards on screen, in order. */
const shownTitles = (page: Page) => page.locator('ul:has(article)').getByRole('heading', { level: 2 });
const projectStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Mostrando' });
const videoButton = (page: Page) => page.getByRole('button', { name: new RegExp(VIDEO.title) });
const videoDialog = (page: Page) => page.getByRole('dialog', { name: VIDEO.title });
const aidDialog = (page: Page) => page.getByRole('dialog', { name: kitAgentAid.title });

async function expectFilterShown(page: Page, id: ProjectFilter) {
  await expect(shownTitles(page)).toHaveText(expectedTitles(id));
  // innerText: only the status line of the chosen filter is displayed.
  await expect(projectStatus(page)).toHaveText(showingText(expectedTitles(id).length), { useInnerText: true });
}

test.describe('with JavaScript off', { tag: NO_JS }, () => {

  test('/proyectos: each filter shows exactly its projects, its count and a staggered fade-in', async ({ page }) => {
    await page.goto('/proyectos');
    await expect(page.getByRole('group', { name: 'Filtrar proyectos por tipo' })).toBeVisible();
    await expectFilterShown(page, 'all');
    const fadeIns = () =>
      page.locator('li[data-filters]').evaluateAll((items) =>
        items
          .filter((li) => getComputedStyle(li).display !== 'none')
          .map((li) => getComputedStyle(li.firstElementChild!))
          .map((style) => ({ name: style.animationName, delay: style.animationDelay })),
      );
    let previousName = (await fadeIns())[0].name;
    // Another order than the SPEC's, so every filter is a change from a different one.
    for (const id of ['webs', 'propios', 'marketing', 'all'] as const) {
      await page.getByRole('radio', { name: filterLabel(id) }).click();
      await expect(page.getByRole('radio', { name: filterLabel(id) })).toBeChecked();
      await expectFilterShown(page, id);
      // SPEC §9: each shown card fades in 30 ms after the one before it in this filter's list,
      // and the fade-in starts again (a new animation name restarts it, cards that stayed too).
      const shown = await fadeIns();
      expect(shown.map((s) => s.delay)).toEqual(expectedTitles(id).map((_, i) => `${(i * 30) / 1000}s`));
      expect(new Set(shown.map((s) => s.name)).size).toBe(1);
      expect(shown[0].name).not.toBe(previousName);
      expect(shown[0].name).not.toBe('none');
      previousName = shown[0].name;
    }
  });

  test('/projects/navegatime: each video opens its own dialog with the player and the fallback text', async ({ page }) => {
    await page.goto('/projects/navegatime');
    for (const video of navegatimeDetail.videos) {
      await page.getByRole('button', { name: new RegExp(video.title) }).click();
      const dialog = page.getByRole('dialog', { name: video.title });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
      const player = dialog.locator('video');
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute('controls', '');
      await expect(player.locator('source')).toHaveCount(2);
      await expect(player.locator('source').first()).toHaveAttribute('src', video.webm);
      await expect(player.locator('source').last()).toHaveAttribute('src', video.mp4);
      await expect(player.locator('track')).toHaveAttribute('src', video.captions);
      await expect(player).toContainText('Tu navegador no soporta la reproducción de video.');
      // A click on the player does not close it; the corner button does.
      await player.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("/agentes-digitalizadores: 'Ver Ayudas' shows the amounts; 'Cerrar', × and the backdrop close it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/agentes-digitalizadores');
    const open = page.getByRole('button', { name: 'Ver Ayudas' });
    const dialog = aidDialog(page);
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(AID_AMOUNT).first()).toBeVisible();
    for (const row of kitAgentAid.rows) await expect(dialog).toContainText(`${row.category}${row.amount}`);
    // The title takes the focus, so a phone shows the top of the list; the page behind is locked.
    await expect(dialog.getByRole('heading', { name: kitAgentAid.title })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const [closeButton, cornerButton] = await dialog.getByRole('button', { name: 'Cerrar', exact: true }).all();
    await expect(closeButton).toHaveText('Cerrar');
    await closeButton.click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await open.click();
    await expect(dialog).toBeVisible();
    await cornerButton.click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3); // the backdrop
    await expect(dialog).toBeHidden();
  });
});

/** The slow phone of the field tests: throttled network and a 4× slower CPU, set before loading. */
async function applyPhoneProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

type Tap = { hydrated: boolean };
type PageWithTaps = { __taps: Tap[]; __effectMs?: Promise<number> };

/** Records every click of the visit (capture phase) and whether the page had hydrated then. */
async function recordTaps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as PageWithTaps;
    w.__taps = [];
    window.addEventListener('click', () => w.__taps.push({ hydrated: document.documentElement.dataset.hydrated === 'true' }), true);
  });
}

const taps = (page: Page) => page.evaluate(() => (window as unknown as PageWithTaps).__taps);

/**
 * Waits until the page has fetched nothing and run no long task for half a second (at most 20 s).
 * The first interaction after hydration starts loading other parts (the chat widget, islands):
 * the timed tap measures the control, not that code arriving in the same frames.
 */
async function waitUntilQuiet(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = started;
        const observer = new PerformanceObserver(() => (last = performance.now()));
        observer.observe({ entryTypes: ['resource', 'longtask'] });
        const check = () => {
          const now = performance.now();
          if (now - last < 500 && now - started < 20_000) return void setTimeout(check, 100);
          observer.disconnect();
          resolve();
        };
        check();
      }),
  );
}

type Effect = { filter: ProjectFilter } | { modal: string };

/**
 * Taps `target` once the page is quiet and returns the time from its click event (a capture
 * listener) to the first animation frame that shows `effect`, measured in the page; Infinity if
 * it never shows.
 */
async function msFromTapToEffect(page: Page, target: Locator, effect: Effect): Promise<number> {
  await waitUntilQuiet(page);
  await page.evaluate((effect) => {
    const shown = () => {
      // Open and drawn, in the top layer before and after hydration (paint-first-loader.js, dialog-top-layer.ts).
      if ('modal' in effect) return Boolean((document.getElementById(effect.modal) as HTMLDialogElement | null)?.open);
      return [...document.querySelectorAll<HTMLElement>('li[data-filters]')].every(
        (li) => (getComputedStyle(li).display !== 'none') === li.dataset.filters!.split(' ').includes(effect.filter),
      );
    };
    (window as unknown as PageWithTaps).__effectMs = new Promise<number>((resolve) => {
      window.addEventListener(
        'click',
        () => {
          const clickedAt = performance.now();
          const poll = () => {
            const elapsed = performance.now() - clickedAt;
            if (shown()) resolve(elapsed);
            else if (elapsed > 5000) resolve(Number.POSITIVE_INFINITY);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        },
        { capture: true, once: true },
      );
    });
  }, effect);
  await target.tap();
  return page.evaluate(() => (window as unknown as PageWithTaps).__effectMs!);
}

/** Counts the play() and pause() calls each video element receives. */
async function recordPlayback(page: Page) {
  await page.addInitScript(() => {
    const proto = HTMLMediaElement.prototype;
    const { play, pause } = proto;
    const count = (media: HTMLMediaElement, op: string) => media.setAttribute(`data-${op}-calls`, String(Number(media.getAttribute(`data-${op}-calls`) ?? 0) + 1));
    proto.play = function (this: HTMLMediaElement) {
      count(this, 'play');
      return play.call(this);
    };
    proto.pause = function (this: HTMLMediaElement) {
      count(this, 'pause');
      return pause.call(this);
    };
  });
}

test.describe('with scripts, on a slow phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });
  test.setTimeout(90_000);

  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await recordTaps(page);
  });

  test('/proyectos: a filter tapped before hydration applies and stays; after it, a tap shows the effect follows', async ({ page }) => {
    const problems = watchConsole(page);
    await applyPhoneProfile(page);
    // The app's scripts wait for the tap: on some machines the page hydrated before Playwright's
    // tap came, and the tap this test is about would not be before hydration.
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/proyectos', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: filterLabel('webs') }).tap();
    await expectFilterShown(page, 'webs');
    expect(await taps(page)).toEqual([{ hydrated: false }]);
    releaseScripts();

    // Hydration keeps the visitor's choice.
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: filterLabel('webs') })).toBeChecked();
    await expectFilterShown(page, 'webs');
    expect(problems).toEqual([]);

    const ms = await msFromTapToEffect(page, page.getByRole('radio', { name: filterLabel('marketing') }), { filter: 'marketing' });
    expect((await taps(page))[1]).toEqual({ hydrated: true });
    console.log(`tap → effect: ${Math.round(ms)} ms`);
    await expectFilterShown(page, 'marketing');
    expect(problems).toEqual([]);
  });

  test('/projects/navegatime: a video tapped before hydration opens; after it, it opens the effect follows and plays', async ({ page }) => {
    const problems = watchConsole(page);
    await recordPlayback(page);
    await applyPhoneProfile(page);
    // The app's scripts wait for the tap: on some machines the page hydrated before Playwright's
    // tap came, and the tap this test is about would not be before hydration.
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/projects/navegatime', { waitUntil: 'commit' });
    await videoButton(page).tap();
    await expect(videoDialog(page)).toBeVisible();
    expect(await taps(page)).toEqual([{ hydrated: false }]);
    releaseScripts();

    await waitForHydration(page);
    await expect(videoDialog(page)).toBeVisible();
    expect(problems).toEqual([]);
    const id = (await videoButton(page).getAttribute('commandfor'))!;
    const player = page.locator(`#${id} video`);
    // Opened before hydration, nothing played it; closing it now pauses it all the same.
    await expect(player).not.toHaveAttribute('data-play-calls');
    await page.keyboard.press('Escape');
    await expect(videoDialog(page)).toBeHidden();
    await expect(player).toHaveAttribute('data-pause-calls', '1');

    const ms = await msFromTapToEffect(page, videoButton(page), { modal: id });
    expect(ms).toBeLessThan(Number.POSITIVE_INFINITY); // it opened
    expect((await taps(page))[1]).toEqual({ hydrated: true });
    console.log(`tap → effect: ${Math.round(ms)} ms`);
    // With scripts the video starts when its dialog opens and pauses when it closes.
    await expect(player).toHaveAttribute('data-play-calls', '1');
    await videoDialog(page).getByRole('button', { name: 'Cerrar' }).tap();
    await expect(videoDialog(page)).toBeHidden();
    await expect(player).toHaveAttribute('data-pause-calls', '2');
  });

  test("/agentes-digitalizadores: 'Ver Ayudas' tapped before hydration opens; after it, it opens the effect follows", async ({ page }) => {
    const problems = watchConsole(page);
    await applyPhoneProfile(page);
    // The app's scripts wait for the tap: on some machines the page hydrated before Playwright's
    // tap came, and the tap this test is about would not be before hydration.
    const releaseScripts = await holdAppScripts(page);
    await page.goto('/agentes-digitalizadores', { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Ver Ayudas' });
    await open.tap();
    await expect(aidDialog(page)).toBeVisible();
    await expect(aidDialog(page).getByText(AID_AMOUNT).first()).toBeVisible();
    expect(await taps(page)).toEqual([{ hydrated: false }]);
    releaseScripts();

    await waitForHydration(page);
    await expect(aidDialog(page)).toBeVisible();
    expect(problems).toEqual([]);
    await aidDialog(page).getByRole('button', { name: 'Cerrar', exact: true }).first().tap();
    await expect(aidDialog(page)).toBeHidden();
    await expect(open).toBeFocused();

    const ms = await msFromTapToEffect(page, open, { modal: 'ayudas' });
    expect(ms).toBeLessThan(Number.POSITIVE_INFINITY); // it opened
    expect((await taps(page))[2]).toEqual({ hydrated: true });
    console.log(`tap → effect: ${Math.round(ms)} ms`);
    await expect(aidDialog(page).getByRole('heading', { name: kitAgentAid.title })).toBeFocused();
    expect(problems).toEqual([]);
  });
});

test.describe('hydration', () => {
  for (const path of ['/proyectos', '/projects/navegatime', '/agentes-digitalizadores']) {
    test(`${path} hydrates without a console error or warning`, async ({ page }) => {
      await presetConsent(page);
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
