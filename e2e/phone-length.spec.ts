import { expect, test, type Page } from '@playwright/test';
import { kitSolutions } from '@site/shared/content/kit-solutions';
import { tariffs } from '@site/shared/content/tariffs';
import { axeViolations } from './axe';
import { NO_JS, fullyLaidOutSize, presetConsent, waitForHydration } from './support';

// Issue 36 item 4, "a phone that does not scroll forever": at 375 × 812 /telefonia is at most 7
// screens long and each Kit page at most 10, with every tariff and solution still in the page
// (prerendered, reachable and working with JavaScript off: horizontal rows, compact lists).

const PHONE = { width: 375, height: 812 };
const SCREENS = { '/telefonia': 7, '/kit-digital': 10, '/agentes-digitalizadores': 10 } as const;
type Route = keyof typeof SCREENS;

async function expectShortEnough(page: Page, route: Route, label: string = route) {
  const { height } = await fullyLaidOutSize(page);
  const screens = height / PHONE.height;
  console.log(`${label} at 375 × 812: ${height} px = ${screens.toFixed(1)} screens (at most ${SCREENS[route]})`);
  expect(screens, `${label} is ${screens.toFixed(1)} screens long`).toBeLessThanOrEqual(SCREENS[route]);
  // Nothing pushes the page sideways: a row scrolls inside itself, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Brings a control into view as a visitor would (a row scrolls by itself) and checks it is then wholly on screen. */
async function expectReachable(page: Page, name: string | RegExp, role: 'link' | 'button') {
  const control = page.getByRole('main').getByRole(role, { name, exact: typeof name === 'string' });
  await expect(control, `${String(name)} is in the page`).toHaveCount(1);
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.x, `${String(name)} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${String(name)} ends on screen`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * From a row's first card, Tab goes to each next card's button; the row scrolls it wholly into
 * view, with its focus ring drawn and not cut by the row's edges.
 */
async function expectKeyboardWalksRow(page: Page, row: readonly { name: string }[]) {
  await page.getByRole('button', { name: `Solicitar oferta: ${row[0].name}`, exact: true }).focus();
  for (const tariff of row.slice(1)) {
    await page.keyboard.press('Tab');
    // Polled: the row may settle on its snap point a frame or two after the focus moved.
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      let scroller = el.parentElement!;
      while (scroller !== document.body && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement!;
      const [box, frame] = [el.getBoundingClientRect(), scroller.getBoundingClientRect()];
      const style = getComputedStyle(el);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      return {
        name: el.getAttribute('aria-label'),
        ring: style.outlineStyle !== 'none' && ring > 0,
        onScreen: box.left >= 0 && box.right <= window.innerWidth,
        ringInside: box.left - ring >= frame.left && box.right + ring <= frame.right && box.top - ring >= frame.top && box.bottom + ring <= frame.bottom,
      };
    });
    await expect.poll(focused).toEqual({ name: `Solicitar oferta: ${tariff.name}`, ring: true, onScreen: true, ringInside: true });
  }
}

const enterprise = tariffs.filter((t) => t.enterprise);
const personal = tariffs.filter((t) => !t.enterprise);

for (const js of [true, false]) {
  const tag = js ? {} : { tag: NO_JS };
  const suffix = js ? '' : ' (without JavaScript)';

  test.describe(`at 375 × 812${suffix}`, tag, () => {
    test.beforeEach(async ({ page }) => {
      if (js) await presetConsent(page);
      await page.setViewportSize(PHONE);
    });

    const open = async (page: Page, route: Route) => {
      await page.goto(route);
      if (js) await waitForHydration(page);
    };

    test(`/telefonia is at most 7 screens in both modes, with every tariff reachable${suffix}`, async ({ page }) => {
      await open(page, '/telefonia');
      // Axe at phone width, where the rows scroll (e2e/accessibility.spec.ts scans at 1280 px).
      if (js) expect(await axeViolations(page)).toEqual([]);
      await expectShortEnough(page, '/telefonia', '/telefonia (Empresa)');
      for (const tariff of enterprise) await expectReachable(page, `Solicitar oferta: ${tariff.name}`, 'button');
      await expectKeyboardWalksRow(page, enterprise.filter((t) => t.type === 'Fibra + Móvil').sort((a, b) => a.price - b.price));

      await page.getByRole('group', { name: 'Tipo de cliente' }).getByText('Personal').click();
      await expectShortEnough(page, '/telefonia', '/telefonia (Personal)');
      for (const tariff of personal) await expectReachable(page, `Solicitar oferta: ${tariff.name}`, 'button');

      // The last card of the last row still opens the request dialog, natively (with script, on that tariff).
      const last = personal[personal.length - 1];
      await page.getByRole('button', { name: `Solicitar oferta: ${last.name}`, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (js) await expect(page.getByRole('dialog')).toHaveAccessibleName(`Solicitar oferta: ${last.name}`);
    });

    test(`/agentes-digitalizadores is at most 10 screens, with every solution's link reachable${suffix}`, async ({ page }) => {
      await open(page, '/agentes-digitalizadores');
      if (js) expect(await axeViolations(page)).toEqual([]);
      await expectShortEnough(page, '/agentes-digitalizadores');
      for (const solution of kitSolutions) await expectReachable(page, `Más información sobre ${solution.category}`, 'link');
      await expect(page.getByRole('button', { name: 'Ver Ayudas' })).toBeVisible();
    });

    test(`/kit-digital is at most 10 screens, with a link to every solution reachable${suffix}`, async ({ page }) => {
      await open(page, '/kit-digital');
      if (js) expect(await axeViolations(page)).toEqual([]);
      await expectShortEnough(page, '/kit-digital');
      for (const solution of kitSolutions) {
        const link = page.getByRole('main').locator(`a[href="${solution.path}"]`);
        await expect(link, solution.path).toHaveCount(1);
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });
}
