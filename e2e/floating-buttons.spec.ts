import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { waitForFormScript } from './field/forms-island';
import { presetConsent, waitForHydration } from './support';

/**
 * Issue 20: on a phone the floating buttons (back-to-top, NavegaBot's launcher) never sit on
 * anything a visitor reads or taps. Each page is scrolled from top to bottom in a few steps; at
 * each step every point of each button's box is probed with elementsFromPoint, and whatever lies
 * directly beneath the button there must not be a link, a button, a form field, a price or an
 * error message. (Something the page covers itself with opaque chrome, like the content under the
 * fixed header, is beneath that chrome, not beneath the button.)
 */

const PHONE = { width: 375, height: 740 };
const STEPS = 7;
const BACK_TO_TOP = 'button[aria-label="Volver arriba"]';
const LAUNCHER = 'button[aria-label="Abrir NavegaBot"]';
/** The forms (id, submit button) whose empty submission shows the field errors, scanned with the errors on screen. */
const FORMS: Record<string, { id: string; submit: string }> = {
  '/contacto': { id: 'contacto', submit: 'Enviar mensaje' },
  '/empleo': { id: 'empleo', submit: 'Enviar candidatura' },
};

type Covered = { button: string; what: string; text: string; scrollY: number };

/** What the floating buttons cover right now, and whether they overlap each other. */
function scan(selectors: { buttons: string[] }) {
  const interactive = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';
  const error = '[data-error-for]:not([hidden]), :has(> [data-error-for]:not([hidden])), [role="alert"]:not(:empty)';
  const price = /\d[\d.]*(,\d+)?\s?€/;

  const describe = (el: Element): string | null => {
    const hit = el.closest(interactive) ?? el.closest(error);
    if (hit) return hit.tagName.toLowerCase();
    // A price: a short element (or its short parent) whose text is an amount in euros.
    for (let e: Element | null = el, depth = 0; e && depth < 3; e = e.parentElement, depth++) {
      const text = e.textContent ?? '';
      if (text.length <= 60 && price.test(text)) return 'price';
    }
    return null;
  };

  const buttons = selectors.buttons.flatMap((s) => Array.from(document.querySelectorAll<HTMLElement>(s))).filter((b) => b.checkVisibility());
  const boxes = buttons.map((b) => b.getBoundingClientRect());
  const covered: Covered[] = [];
  buttons.forEach((button, i) => {
    const box = boxes[i];
    const seen = new Set<Element>();
    for (let x = box.left + 1; x < box.right; x += Math.max(1, (box.width - 2) / 10)) {
      for (let y = box.top + 1; y < box.bottom; y += Math.max(1, (box.height - 2) / 10)) {
        // The first element under the button at this point is what the button hides there.
        const under = document.elementsFromPoint(x, y).find((el) => !buttons.some((b) => b === el || b.contains(el)));
        if (!under || seen.has(under)) continue;
        seen.add(under);
        const what = describe(under);
        if (what) covered.push({ button: button.getAttribute('aria-label')!, what, text: (under.textContent ?? '').trim().slice(0, 50), scrollY: Math.round(window.scrollY) });
      }
    }
  });
  const overlapping = boxes.length === 2 && boxes[0].left < boxes[1].right && boxes[1].left < boxes[0].right && boxes[0].top < boxes[1].bottom && boxes[1].top < boxes[0].bottom;
  return { covered, overlapping, count: buttons.length };
}

/** Scrolls instantly and returns how many floating buttons should show there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  const scrolled = await page.evaluate(() => window.scrollY);
  // Back-to-top follows the scroll position (SPEC §9: past 300 px); wait for it to catch up.
  if (scrolled > 300) await expect(page.locator(BACK_TO_TOP)).toBeVisible();
  else await expect(page.locator(BACK_TO_TOP)).toHaveCount(0);
  return scrolled > 300 ? 2 : 1;
}

/**
 * The chat widget loads on the first scroll and takes over from the shell's stand-in button; wait
 * for that, so that exactly one launcher is on the page while it is scanned.
 */
async function chatWidgetLoaded(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
  await expect(page.getByTestId('chat-widget')).toBeAttached();
  await expect(page.locator(LAUNCHER)).toHaveCount(1);
  await expect(page.locator(LAUNCHER)).toBeVisible();
}

test.describe('floating buttons on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  for (const route of siteRoutes) {
    test(`${route.path}: back-to-top and NavegaBot cover no link, control, price or error`, async ({ page }) => {
      await presetConsent(page);
      await page.goto(route.path);
      await waitForHydration(page);
      await chatWidgetLoaded(page);
      const form = FORMS[route.path];
      if (form) {
        await waitForFormScript(page, form.id);
        await page.getByRole('button', { name: form.submit, exact: true }).click();
        await expect(page.locator('[data-error-for]:not([hidden])').first()).toBeVisible();
      }
      const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const problems: Covered[] = [];
      for (let step = 0; step <= STEPS; step++) {
        const expected = await scrollTo(page, Math.round((max * step) / STEPS));
        const result = await page.evaluate(scan, { buttons: [BACK_TO_TOP, LAUNCHER] });
        expect(result.count, 'the launcher always, back-to-top past 300 px').toBe(expected);
        expect(result.overlapping, 'the two buttons overlap').toBe(false);
        problems.push(...result.covered);
      }
      expect(problems).toEqual([]);
    });
  }

  test('with the cookie banner up, neither button overlaps it', async ({ page }) => {
    await page.goto('/telefonia');
    await waitForHydration(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await chatWidgetLoaded(page);
    await page.mouse.wheel(0, 1200);
    const bannerBox = (await banner.boundingBox())!;
    for (const selector of [LAUNCHER, BACK_TO_TOP]) {
      for (const button of await page.locator(selector).all()) {
        if (!(await button.isVisible())) continue;
        const b = (await button.boundingBox())!;
        const apart = b.x + b.width <= bannerBox.x || bannerBox.x + bannerBox.width <= b.x || b.y + b.height <= bannerBox.y || bannerBox.y + bannerBox.height <= b.y;
        expect(apart, `${selector} overlaps the cookie banner`).toBe(true);
      }
    }
    const covered = await page.evaluate(scan, { buttons: [BACK_TO_TOP, LAUNCHER] });
    expect(covered.covered).toEqual([]);
  });

  // A strip that appeared with hydration would slide over whatever is at the bottom of the screen
  // just as the visitor taps it. So it is part of the painted page, before any script file runs.
  test('the dock is in place from the first paint, before the app scripts run', async ({ page }) => {
    await presetConsent(page);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/contacto');
    const dock = page.getByTestId('floating-dock');
    await expect(dock).toBeVisible();
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    const box = (await dock.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    // The page keeps the strip's height free at its end, so nothing is ever left beneath it.
    const reserved = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(reserved).toBeGreaterThanOrEqual(Math.floor(box.height));
  });

  test('back-to-top by keyboard takes the focus to the top too, not to nowhere', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/servicios');
    await waitForHydration(page);
    await scrollTo(page, 1500);
    await page.locator(BACK_TO_TOP).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#contenido')).toBeFocused();
    // The next Tab goes on from the top of the page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});
