import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { BETWEEN_PAGES_PATH } from '../tools/chromium';
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
 * is that page as a visitor's next page; with `httpCache: false` every file of every page comes
 * over the network, as on a first visit (the byte budget). The visitor has answered the cookie
 * banner (rejected).
 */
export function visitorTest(options: BrowserContextOptions = {}, { httpCache = true } = {}) {
  return base.extend<VisitorFixtures, { visitorTab: Page }>({
    visitorTab: [
      async ({ browser }, provide, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, ...options });
        const page = await context.newPage();
        if (!httpCache) {
          // Every page's files come over the network, as on a first visit (what a byte budget counts).
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        }
        await presetConsent(page);
        await reportCspViolations(page);
        await provide(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    visitor: async ({ visitorTab }, provide) => {
      // The last test's page is left first: what it still had going ends now, not in this test.
      await visitorTab.goto(BETWEEN_PAGES_PATH);
      await provide(visitorTab);
    },
    consoleProblems: async ({ visitor }, provide) => {
      const watch = consoleWatch(visitor);
      await provide(watch.problems);
      watch.stop();
    },
  });
}
