import { expect, test, type Browser } from '@playwright/test';
import { FULL_BROWSER_LAUNCH } from '../tools/chromium';
import { presetConsent, waitForHydration } from './support';

// In the full browser: a tap leaves the tapped control in :hover there, as on a phone, and not in
// the headless shell the other functional tests use (tools/chromium.ts), where this spec's
// premise does not hold.
test.use({ launchOptions: FULL_BROWSER_LAUNCH });

/*
 * Hover effects are for a pointer that hovers (canHover in shared/src/ui/theme/tokens.ts). A tap
 * on a phone leaves the tapped control in :hover; before, its hover style (a darker colour, a
 * lift, a shadow, each with a transition) was restyled and repainted inside the tap that opens a
 * dialog (issue 34). Reduced motion turns the transitions off, so each colour is read as it rests.
 */
async function requestPage(browser: Browser, phone: boolean) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } : { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
  );
  const page = await context.newPage();
  await presetConsent(page);
  await page.goto('/telefonia');
  await waitForHydration(page);
  const button = page.getByRole('main').getByRole('button', { name: /^Solicitar oferta: / }).first();
  const background = () => button.evaluate((b) => getComputedStyle(b).backgroundColor);
  const hovered = () => button.evaluate((b) => b.matches(':hover'));
  return { context, page, button, background, hovered };
}

test('on a phone a tapped button keeps its colour, though the browser leaves it hovered', async ({ browser }) => {
  const { context, page, button, background, hovered } = await requestPage(browser, true);
  const atRest = await background();
  await button.tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await hovered(), 'the tap left the button in :hover').toBe(true);
  expect(await background()).toBe(atRest);
  await context.close();
});

test('with a mouse the same button still darkens under the pointer', async ({ browser }) => {
  const { context, button, background, hovered } = await requestPage(browser, false);
  const atRest = await background();
  await button.hover();
  expect(await hovered()).toBe(true);
  await expect.poll(background).not.toBe(atRest);
  await context.close();
});
