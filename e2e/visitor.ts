import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { BETWEEN_PAGES_PATH } from '../tools/chromium';
import { consoleWatch, presetConsent, reportCspViolations } from './support';

/** The visitor's browser profile: the context's options, and whether the HTTP cache is on. */
export type VisitorProfile = { context?: BrowserContextOptions; httpCache?: boolean };

type VisitorFixtures = {
  /** Set with `visitorTest.use({ visitorProfile })` in a spec; by default a desktop visitor with a cache. */
  visitorProfile: VisitorProfile;
  /** The worker's visitor's tab, between two tests' pages: each test loads its own page in it. */
  visitor: Page;
  /** Console errors and warnings, uncaught errors and CSP violations of this test's pages only. */
  consoleProblems: string[];
};

/**
 * The worker's visitor tab of the spec file it runs now, kept from test to test. Keyed by file
 * and profile, so a spec never meets a tab another spec left (its listeners, its screen size);
 * the tab of the spec before is closed when the worker moves on.
 */
class VisitorTabs {
  private key = '';
  private tab: Page | undefined;

  constructor(private readonly browser: Browser, private readonly baseURL: string | undefined) {}

  async tabFor(file: string, profile: VisitorProfile): Promise<Page> {
    const key = JSON.stringify([file, profile]);
    if (this.tab && key === this.key) return this.tab;
    await this.close();
    const context = await this.browser.newContext({ baseURL: this.baseURL, ...profile.context });
    const page = await context.newPage();
    if (profile.httpCache === false) {
      // Every page's files come over the network, as on a first visit (what a byte budget counts).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    await presetConsent(page);
    await reportCspViolations(page);
    this.key = key;
    this.tab = page;
    return page;
  }

  async close(): Promise<void> {
    await this.tab?.context().close();
    this.tab = undefined;
  }
}

/**
 * A visitor going through the site: one browser profile and tab per worker, kept from one
 * route's test to the next, as the release smoke check visits a candidate (issue 34: the suite's
 * time). A sweep over the 32 routes then starts a profile and a renderer, and compiles the shell's
 * scripts from scratch, once per worker instead of once per page: 73 → 24 s of processor time for
 * every-route's 32 pages. Each test still loads its page in full (`visitor.goto`), so what it checks
 * is that page as a visitor's next page; with `httpCache: false` every file of every page comes
 * over the network, as on a first visit (the byte budget). The visitor has answered the cookie
 * banner (rejected).
 *
 * Every spec uses this one test object and sets its profile as a test option, so the specs share
 * one set of workers: a profile of its own per spec, made with `test.extend`, made Playwright start
 * fresh workers (Node, a browser, a cold page) for each such spec, four at a time (issue 34).
 */
export const visitorTest = base.extend<VisitorFixtures, { visitorTabs: VisitorTabs }>({
  visitorProfile: [{}, { option: true }],
  visitorTabs: [
    async ({ browser }, provide, workerInfo) => {
      const tabs = new VisitorTabs(browser, workerInfo.project.use.baseURL);
      await provide(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorTabs, visitorProfile }, provide, testInfo) => {
    const tab = await visitorTabs.tabFor(testInfo.file, visitorProfile);
    // The last test's page is left first, unless the tab already waits on the plain page (as it
    // does after every test that ended normally): what it still had going ends now, not in this test.
    if (new URL(tab.url()).pathname !== BETWEEN_PAGES_PATH) await tab.goto(BETWEEN_PAGES_PATH);
    await provide(tab);
    // And left again after it: the tab waits for its next test on a plain page, doing nothing.
    await tab.goto(BETWEEN_PAGES_PATH).catch(() => undefined);
  },
  consoleProblems: async ({ visitor }, provide) => {
    const watch = consoleWatch(visitor);
    await provide(watch.problems);
    watch.stop();
  },
});
