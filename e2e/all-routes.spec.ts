import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { presetConsent, reportCspViolations, waitForHydration, watchConsole } from './support';

// Every route, in the browser, with the Content-Security-Policy enforced by the server.
test.describe('every route in Chromium', () => {
  // Independent pages: both workers share them instead of one worker scanning them all in turn.
  test.describe.configure({ mode: 'parallel' });
  for (const route of siteRoutes) {
    test(`${route.path} hydrates cleanly and fits a phone`, async ({ page }) => {
      await presetConsent(page);
      await reportCspViolations(page);
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 375, height: 740 });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.title()).toBe(route.title);
      // No sideways scrolling on a 375 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(problems).toEqual([]);
    });
  }
});
