import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration, watchConsole } from './support';

test.describe('shell', () => {
  // Issue 28: styled-components used to move the prerendered rules into a sheet of its own as the
  // app started, and the next restyle of the whole page fell inside the visitor's tap. The page
  // keeps its prerendered sheet; hydration adds no rule again and the page looks the same.
  test('the prerendered style sheet stays through hydration, with no rule added twice', async ({ page, browser }) => {
    const looks = (p: typeof page) =>
      p.evaluate(() =>
        ['header', 'h1', 'main article', 'footer'].map((sel) => {
          const cs = getComputedStyle(document.querySelector(sel)!);
          return `${sel}: ${cs.display} ${cs.color} ${cs.backgroundColor} ${cs.fontSize} ${cs.padding} ${cs.borderRadius}`;
        }),
      );
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await noScript.newPage();
    await plain.goto(new URL('/telefonia', test.info().project.use.baseURL).href);
    const plainLook = await looks(plain);
    const servedCss = await plain.locator('head style[data-styled]').textContent();
    await noScript.close();

    const problems = watchConsole(page);
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/telefonia');
    await waitForHydration(page);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('head style[data-styled]')].map((s) => ({
        state: s.dataset.styled,
        text: s.textContent,
        selectors: [...s.sheet!.cssRules].map((r) => (r as CSSStyleRule).selectorText).filter(Boolean),
      })),
    );
    const prerendered = sheets.filter((s) => s.state === 'prerendered');
    expect(prerendered).toHaveLength(1);
    expect(prerendered[0].text).toBe(servedCss);
    const own = sheets.find((s) => s.state === 'active')?.selectors ?? [];
    expect(own.filter((sel) => prerendered[0].selectors.includes(sel))).toEqual([]);
    expect(await looks(page)).toEqual(plainLook);
    expect(problems).toEqual([]);
  });

  test('header marks the active link and the bar blurs past 45 px', async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/servicios');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Servicios' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', 'page');
    const header = page.locator('header[data-scrolled]').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // "Past 45 px": on at 46, off again at exactly 45.
    await page.evaluate(() => window.scrollTo(0, 46));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    await page.evaluate(() => window.scrollTo(0, 45));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('on a phone the full-screen menu opens, and a link closes it and navigates', async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Principal' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown path shows 404 Page Not Found with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('cookie banner appears after 2 s; Rechazar is stored and it never shows again', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toHaveCount(0);
    await expect(banner).toBeVisible({ timeout: 5000 });
    const accept = banner.getByRole('button', { name: 'Aceptar' });
    const reject = banner.getByRole('button', { name: 'Rechazar' });
    // Rejecting is exactly as easy and visible as accepting: same size and colours.
    const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    expect(Math.round(a!.width)).toBe(Math.round(r!.width));
    expect(Math.round(a!.height)).toBe(Math.round(r!.height));
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await reject.evaluate((el) => getComputedStyle(el).backgroundColor));
    await reject.click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('cookies-rejected'), localStorage.getItem('cookies-accepted')])).toEqual(['true', null]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    await expect(banner).toHaveCount(0);
  });

  test('Aceptar stores cookies-accepted', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page); // the banner's 2 s delay starts at hydration
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Aceptar' }).click({ timeout: 6000 });
    expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('true');
  });

  test('back-to-top appears past 300 px and brings the visitor to the top', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await expect(button).toHaveCount(0);
    // "Past 300 px": shown at 301, gone again at exactly 300.
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every route change scrolls instantly to the top', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    // The footer is adopted as prerendered (issue 34), yet its links stay in the app: no reload.
    await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
  });

  test('a page of links only is adopted as prerendered: its code loads when a link reaches it, never on arrival', async ({ page }) => {
    // Issue 34: the catalogue's link-only pages hydrate their holder only; the page's own module
    // (its components and content) is neither downloaded nor run on a prerendered load.
    const catalogScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/mfe/catalog/')) catalogScripts.push(request.url());
    });
    await presetConsent(page);
    await page.goto('/proyectos');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
    const onArrival = [...catalogScripts];
    // The filter is radios that CSS reads: it works on the adopted markup.
    const cardsShown = () => page.locator('main li article:visible').count();
    const all = await cardsShown();
    await page.locator('main').getByText('Páginas Web', { exact: true }).click();
    await expect.poll(cardsShown).toBeLessThan(all);
    await expect.poll(cardsShown).toBeGreaterThan(0);
    await page.locator('main').getByText('Todos', { exact: true }).click();
    await expect.poll(cardsShown).toBe(all);
    // A card's link to the project's own page stays in the app.
    await page.locator('main').getByRole('link', { name: /^Ver proyecto/ }).first().click();
    await expect(page).toHaveURL(/\/projects\/[a-z-]+$/);
    // Back to the list through the menu: now rendered in the browser, with the page's code.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Proyectos' }).click();
    await expect(page).toHaveURL(/\/proyectos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
    const fetchedLater = catalogScripts.filter((url) => !onArrival.includes(url));
    expect(fetchedLater.length).toBeGreaterThan(0);
    // On arrival: the remote's entry and its routes module (named by the federation plugin), no page code.
    expect(onArrival.map((url) => new URL(url).pathname.split('/').pop()!.replace(/\.[0-9a-f]+\.js$/, '.js')).sort()).toEqual(['__federation_expose_routes.js', 'remoteEntry.js']);
  });

  test('icons draw on the first page and on pages opened from it', async ({ page }) => {
    // Each prerendered page carries only its own icons; the shell then fetches the whole sprite.
    const missingIcons = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('use[href^="#icon-"]'), (use) => use.getAttribute('href')!).filter(
          (href) => !document.querySelector(`#icon-sprite ${href}`),
        ),
      );
    // Counted in the served HTML: in the live page the whole sprite may already be in.
    const served = await (await page.request.get('/telefonia')).text();
    const pageOwnIcons = served.match(/<symbol /g)?.length ?? 0;
    expect(pageOwnIcons).toBeGreaterThan(0);
    await presetConsent(page);
    await page.goto('/telefonia');
    expect(await missingIcons()).toEqual([]);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#icon-sprite symbol').count()).toBeGreaterThan(pageOwnIcons);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(page.locator('main use[href^="#icon-"]').first()).toBeAttached();
    expect(await missingIcons()).toEqual([]);
  });

  test('the toast area is focusable with F8', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('F8');
    // Radix focuses the list inside the labelled region.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')))
      .toBe('Notificaciones (F8)');
  });
});
