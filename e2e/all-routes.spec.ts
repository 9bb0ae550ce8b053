import { expect } from '@playwright/test';
import { siteRoutes } from '@site/shared/content/site-routes';
import { fullyLaidOutSize, waitForHydration } from './support';
import { visitorTest as test } from './visitor';

// Every route in the browser, with the Content-Security-Policy enforced by the server, on a phone,
// as one visitor per worker going from page to page (visitor.ts).
test.use({ visitorProfile: { context: { viewport: { width: 375, height: 740 } } } });

test.describe('every route in Chromium', () => {
  // Independent pages: the workers share them instead of one worker scanning them all in turn.
  test.describe.configure({ mode: 'parallel' });
  for (const route of siteRoutes) {
    test(`${route.path} hydrates cleanly and fits a phone`, async ({ visitor: page, consoleProblems }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.title()).toBe(route.title);
      // No sideways scrolling on a 375 px phone, every section laid out (a row that widened the
      // page hid in a part not yet drawn, phone-length.spec.ts).
      const { width } = await fullyLaidOutSize(page);
      expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(375);
      expect(consoleProblems).toEqual([]);
    });
  }
});
