import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { waitForFormScript } from './field/forms-island';
import { holdAppScripts, presetConsent, waitForHydration } from './support';
import { visitorTest as routeTest } from './visitor';

/**
 * Issue 20: on a phone the floating buttons never sit on anything a visitor reads or taps. Since
 * issue 28 a phone's buttons are the cells of the contact bar (call, WhatsApp, NavegaBot, back to
 * top), an opaque bar across the bottom. Each page is scrolled from top to bottom in a few steps;
 * at each step every point of each cell's box is probed with elementsFromPoint, and whatever lies
 * directly beneath the cell there must not be a link, a button, a form field, a price or an error
 * message. (Something the page covers itself with opaque chrome, like the content under the fixed
 * header or the bar, is beneath that chrome, not beneath the button.)
 */

const PHONE = { width: 375, height: 740 };
const STEPS = 7;
const BACK_TO_TOP = 'button[aria-label="Volver arriba"]';
const LAUNCHER = 'button[aria-label="Abrir NavegaBot"]';
/** The contact bar's links: call, WhatsApp, back to top. */
const DOCK_LINKS = '[data-testid="floating-dock"] a';
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
  const overlapping = boxes.some((a, i) => boxes.some((b, j) => i < j && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5));
  return { covered, overlapping, count: buttons.length };
}

/** Scrolls instantly; on a phone the bar's three links and NavegaBot's cell are always there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The round back-to-top button is for wider screens: a phone has the bar's link instead.
  await expect(page.locator(BACK_TO_TOP)).toBeHidden();
  return 4;
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

// The routes are scanned as one visitor per worker going from page to page (visitor.ts).
routeTest.describe('floating buttons on a phone, on every route', () => {
  routeTest.use({ visitorProfile: { context: { viewport: PHONE, reducedMotion: 'reduce' } } });
  routeTest.describe.configure({ mode: 'parallel' });

  for (const route of siteRoutes) {
    routeTest(`${route.path}: the contact bar's cells cover no link, control, price or error`, async ({ visitor: page }) => {
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
        const result = await page.evaluate(scan, { buttons: [DOCK_LINKS, LAUNCHER] });
        expect(result.count, 'call, WhatsApp, NavegaBot and back to top').toBe(expected);
        expect(result.overlapping, 'two cells overlap').toBe(false);
        problems.push(...result.covered);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('floating buttons on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('with the cookie banner up, no cell of the bar overlaps it', async ({ page }) => {
    await page.goto('/telefonia');
    await waitForHydration(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await chatWidgetLoaded(page);
    await page.mouse.wheel(0, 1200);
    const bannerBox = (await banner.boundingBox())!;
    for (const selector of [LAUNCHER, DOCK_LINKS]) {
      for (const button of await page.locator(selector).all()) {
        if (!(await button.isVisible())) continue;
        const b = (await button.boundingBox())!;
        const apart = b.x + b.width <= bannerBox.x || bannerBox.x + bannerBox.width <= b.x || b.y + b.height <= bannerBox.y || bannerBox.y + bannerBox.height <= b.y;
        expect(apart, `${selector} overlaps the cookie banner`).toBe(true);
      }
    }
    const covered = await page.evaluate(scan, { buttons: [DOCK_LINKS, LAUNCHER] });
    expect(covered.covered).toEqual([]);
  });

  // Before the scripts run (a second or more on a slow phone) the bar has its four cells, none
  // of them empty, and a tap on NavegaBot's is not lost: the chat opens once the scripts arrive.
  test("NavegaBot's cell is in the bar before the scripts run, and a tap on it then opens the chat", async ({ page }) => {
    await presetConsent(page);
    const release = await holdAppScripts(page);
    await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
    const dock = page.getByTestId('floating-dock');
    const cell = dock.getByText('NavegaBot', { exact: true });
    await expect(cell).toBeVisible();
    const cells = await dock.evaluate((bar) => Array.from(bar.children).filter((c) => (c as HTMLElement).checkVisibility()).map((c) => c.getBoundingClientRect().width));
    expect(cells, 'call, WhatsApp, NavegaBot and back to top, in equal cells').toHaveLength(4);
    expect(Math.max(...cells) - Math.min(...cells)).toBeLessThan(1);
    await cell.click();
    expect(await page.locator('html[data-hydrated="true"]').count(), 'tapped before the page was hydrated').toBe(0);
    release();
    await expect(page.getByPlaceholder('Escribe tu pregunta...')).toBeFocused();
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
    // The page ends with the footer, whose end keeps the bar's height free: at the bottom of the
    // page the footer reaches the screen's edge (no strip of bare page under it), and its last
    // line ends above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const end = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      const last = footer.querySelector('div:last-of-type > :last-child') ?? footer.lastElementChild!;
      return { footerBottom: footer.getBoundingClientRect().bottom, lastLine: last.getBoundingClientRect().bottom, page: document.documentElement.scrollHeight, footerEnd: footer.getBoundingClientRect().bottom + window.scrollY };
    });
    expect(Math.round(end.footerBottom)).toBe(PHONE.height);
    expect(Math.round(end.footerEnd)).toBe(end.page);
    expect(end.lastLine).toBeLessThanOrEqual(box.y);
  });

  test('back to top by keyboard takes the focus to the top too, not to nowhere', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/servicios');
    await waitForHydration(page);
    await scrollTo(page, 1500);
    await page.locator(DOCK_LINKS).filter({ hasText: 'Arriba' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#contenido')).toBeFocused();
    // The next Tab goes on from the top of the page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});
