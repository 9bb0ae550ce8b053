import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './support';

/** Each page remote, a route it owns, and a route of another remote to check the site still works. */
const pageRemotes = [
  { name: 'catalog', path: '/servicios', other: { link: 'Telefonía', path: '/telefonia' } },
  { name: 'telephony', path: '/telefonia', other: { link: 'Servicios', path: '/servicios' } },
  { name: 'kit_digital', path: '/agentes-digitalizadores', other: { link: 'Nosotros', path: '/nosotros' } },
  { name: 'forms', path: '/contacto', other: { link: 'Proyectos', path: '/proyectos' } },
] as const;

// A remote that cannot be loaded costs only its own area: header, footer and the other remotes work.
for (const remote of pageRemotes) {
  test(`with ${remote.name} unreachable, ${remote.path} shows the fallback and the rest works`, async ({ page }) => {
    await presetConsent(page);
    await page.route(`**/mfe/${remote.name}/**`, (route) => route.abort('connectionrefused'));
    const started = Date.now();
    await page.goto(remote.path, { waitUntil: 'commit' });
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(fallback).toContainText('no está disponible');
    await expect(fallback.getByRole('link', { name: /Llámanos/ })).toHaveAttribute('href', /^tel:\+34/);
    await expect(fallback.getByRole('link', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
    await expect(page.locator('footer')).toContainText('Kit Digital');
    // Another remote's page, reached through the header, renders normally.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: remote.other.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${remote.other.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
}

test('with the chatbot unreachable, pages work and its button explains how to reach us', async ({ page }) => {
  await presetConsent(page);
  await page.route('**/mfe/chatbot/**', (route) => route.abort('connectionrefused'));
  await page.goto('/servicios');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir NavegaBot' }).click({ timeout: 10_000 });
  await expect(page.getByTestId('chat-fallback')).toContainText('NavegaBot no está disponible');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('a remote that never answers falls back after 3 s', async ({ page }) => {
  await presetConsent(page);
  await page.route('**/mfe/catalog/**', () => {
    /* never answered */
  });
  await page.goto('/nosotros', { waitUntil: 'commit' });
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 6000 });
  await expect(page.locator('header')).toBeVisible();
});
