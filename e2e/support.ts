import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/**
 * The tag of tests that run with JavaScript switched off: only the `no-js` project of
 * playwright.config.ts runs them, and that project runs nothing else.
 */
export const NO_JS = '@no-js';

/**
 * Collects console errors and warnings of a page (hydration mismatches among them), ignoring
 * the warning the fallback plugin logs on purpose in remote-down tests.
 */
export function watchConsole(page: Page): string[] {
  return consoleWatch(page).problems;
}

/** As watchConsole, until `stop()`: for a tab that outlives the test (visitor.ts). */
export function consoleWatch(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * Reports Content-Security-Policy violations as console errors, so `watchConsole` sees them too.
 * Some are silent otherwise (a library probing `new Function` inside a try block).
 */
export async function reportCspViolations(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
}

/** Reports CSP violations and returns the list they are collected in (check it after the test). */
export async function collectCspViolations(page: Page): Promise<string[]> {
  await reportCspViolations(page);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('CSP violation')) violations.push(msg.text());
  });
  return violations;
}

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function presetConsent(page: Page, choice: 'accepted' | 'rejected' = 'rejected') {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), `cookies-${choice}`);
}

/**
 * Holds every script the page asks for until the returned function is called: the page as it is
 * between its first paint and hydration, for as long as a test needs, on any machine.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the prerendered page (the shell marks the root). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Whether the page behind a modal can be scrolled: body overflow and a real wheel over the backdrop. */
export async function expectPageScrollLocked(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(8, 300);
  await page.mouse.wheel(0, 800);
  // A wheel scroll lands within a few frames; give it those frames, then check nothing moved.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 250)));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
}

/**
 * Expects `target` (NavegaBot's panel or its field) visible after a click on the launcher; if it is
 * not, the failure says how far the chatbot's code got: the widget mounted or not, the chatbot
 * files the page fetched and when, any chatbot <script> still in the document, and the page's
 * console problems (`problems`, from consoleWatch). A rare failure of full runs (the panel not
 * there 10 s after the click, the shell's placeholder still in place) is diagnosed this way.
 */
export async function expectChatShown(page: Page, target: Locator, problems: string[]) {
  try {
    await expect(target).toBeVisible();
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        widget: Boolean(document.querySelector('[data-testid="chat-widget"]')),
        hydrated: document.documentElement.getAttribute('data-hydrated'),
        sinceLoadMs: Math.round(performance.now()),
        files: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/mfe/chatbot/') || e.name.includes('/remotes.json'))
          .map((e) => `${new URL(e.name).pathname} start ${Math.round(e.startTime)} end ${Math.round((e as PerformanceResourceTiming).responseEnd)}`),
        scripts: [...document.querySelectorAll('script[src*="/mfe/chatbot/"]')].map((s) => s.getAttribute('src')),
      }))
      .catch((e: Error) => `page state unreadable: ${e.message}`);
    throw new Error(`${(error as Error).message}\nNavegaBot's loading: ${JSON.stringify(state, null, 1)}\nconsole: ${JSON.stringify(problems)}`);
  }
}

/**
 * A release spec's time limit: its figure on a fast two-core machine, doubled. Machines of this
 * kind differ about that much (2026-11-30: the same releases 1.7–2.3 times slower on one than on
 * another, docs/performance.md "Seventh session"). A limit is there to catch a hang; how fast a
 * release goes is the benchmarks' business.
 */
export const roomForSlowMachines = (fastMachineMs: number) => 2 * fastMachineMs;

/**
 * The page's full size (px) with every section laid out, as for a visitor who has scrolled through
 * it: parts drawn with `content-visibility: auto` are skipped until they come near the screen, and
 * count with an estimate until then. The forcing style stays in the page.
 */
export async function fullyLaidOutSize(page: Page): Promise<{ width: number; height: number }> {
  // A style element added by hand: addStyleTag waits for a load event that never comes without JavaScript.
  return page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'main * { content-visibility: visible !important; }';
    document.head.append(style);
    return { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight };
  });
}
