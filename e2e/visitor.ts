import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { consoleWatch, presetConsent, reportCspViolations } from './support';

type VisitorFixtures = {
  /** The worker's visitor's tab, between two tests' pages: each test loads its own page in it. */
  visitor: Page;
  /** Console errors and warnings, uncaught errors and CSP violations of this test's pages only. */
  consoleProblems: string[];
};

/**
 * A visitor going through the site: one browser profile and tab per worker, kept from one
 * route's test to the next, as the release smoke check visits a candidate (issue 34: the suite's
 * time). A sweep over the 32 routes then starts a profile and a renderer, and compiles the shell's
 * scripts from scratch, once per worker instead of once per page: 73 → 24 s of processor time for
 * every-route's 32 pages. Each test still loads its page in full (`visitor.goto`), so what it checks
 * is that page as a visitor's next page; a first visit to every route, in a fresh profile, is the
 * byte budget's (budget.spec.ts). The visitor has answered the cookie banner (rejected).
 */
export function visitorTest(options: BrowserContextOptions = {}) {
  return base.extend<VisitorFixtures, { visitorTab: Page }>({
    visitorTab: [
      async ({ browser }, provide, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, ...options });
        const page = await context.newPage();
        await presetConsent(page);
        await reportCspViolations(page);
        await provide(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    visitor: async ({ visitorTab }, provide) => provide(visitorTab),
    consoleProblems: async ({ visitorTab }, provide) => {
      const watch = consoleWatch(visitorTab);
      await provide(watch.problems);
      watch.stop();
    },
  });
}
