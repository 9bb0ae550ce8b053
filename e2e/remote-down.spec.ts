import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './support';

/** Each page remote, a route it owns, and a route of another remote to check the site still works. */
const pageRemotes = [
  { name: 'catalog', path: '/servicios', other: { link: 'Telefonía', path: '/telefonia' } },
  { name: 'telephony', path: '/telefonia', other: { link: 'Servicios', path: '/servicios' } },
  { name: 'kit_digital', path: '/agentes-digitalizadores', other: { link: 'Nosotros', path: '/nosotros' } },
  { name: 'forms', path: '/contacto', other: { link: 'Proyectos', path: '/proyectos' } },
] as const;

/** A load is tried four times over about 7 s before it counts as failed (shell/src/remotes). */
const FAILURE_SHOWN_WITHIN_MS = 20_000;

// A remote that cannot be loaded costs only its own area: its prerendered page stays readable with
// a notice, and header, footer and the other remotes work (docs/progressive-enhancement.md).
for (const remote of pageRemotes) {
  test(`with ${remote.name} unreachable, ${remote.path} stays readable with a notice and the rest works`, async ({ page }) => {
    await presetConsent(page);
    await page.route(`**/mfe/${remote.name}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(remote.path, { waitUntil: 'commit' });
    const heading = page.locator(`main [data-remote-area="${remote.name}"]`).getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const notice = page.getByTestId('remote-notice');
    await expect(notice).toContainText('Algunas funciones de esta página no están disponibles', { timeout: FAILURE_SHOWN_WITHIN_MS });
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:\+34/);
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('Kit Digital');
    await waitForHydration(page);
    // Another remote's page, reached through the header, renders normally.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: remote.other.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${remote.other.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.getByTestId('remote-notice')).toHaveCount(0);
  });
}

test('a client-side navigation to a remote that is down loads the page afresh: its content, with a notice and a way forward', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/servicios');
  await waitForHydration(page);
  await page.route('**/mfe/telephony/**', (route) => route.abort('connectionrefused'));
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Telefonía', exact: true }).click();
  await expect(page).toHaveURL(/\/telefonia$/);
  // Not an empty area: the page itself, as the server renders it (it works without its scripts).
  await expect(page.getByTestId('remote-notice')).toBeVisible({ timeout: FAILURE_SHOWN_WITHIN_MS });
  expect(loads).toEqual(['/telefonia']);
  await expect(page.locator('main [data-remote-area="telephony"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('with the chatbot unreachable, pages work and its button explains how to reach us', async ({ page }) => {
  await presetConsent(page);
  await page.route('**/mfe/chatbot/**', (route) => route.abort('connectionrefused'));
  await page.goto('/servicios');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir NavegaBot' }).click({ timeout: 10_000 });
  await expect(page.getByTestId('chat-fallback')).toContainText('NavegaBot no está disponible', { timeout: FAILURE_SHOWN_WITHIN_MS });
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('a remote that never answers is slow, not down: the prerendered page stays', async ({ page }) => {
  await presetConsent(page);
  await page.route('**/mfe/catalog/**', () => {
    /* never answered */
  });
  await page.goto('/nosotros', { waitUntil: 'commit' });
  await expect(page.locator('main [data-remote-area="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  // Long past the old 3 s cut-off: still the page, no fallback, no notice.
  await page.waitForTimeout(5000);
  await expect(page.locator('main [data-remote-area="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByTestId('remote-notice')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
