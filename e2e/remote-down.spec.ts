import { expect, test } from '@playwright/test';
import { presetConsent } from './support';

// A remote that cannot be loaded costs only its own area.
test('with the catalogue remote unreachable, its area shows the Spanish fallback within 3 s', async ({ page }) => {
  await presetConsent(page);
  await page.route('**/mfe/catalog/**', (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await page.goto('/servicios', { waitUntil: 'commit' });
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 3000 + 2000 });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(fallback).toContainText('no está disponible');
  await expect(fallback.getByRole('link', { name: /Llámanos/ })).toHaveAttribute('href', /^tel:\+34/);
  await expect(fallback.getByRole('link', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
  // Header and footer keep working.
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Servicios' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Kit Digital');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/contacto$/);
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
