import fs from 'node:fs';

/**
 * How every tool and test here starts Debian's Chromium (Playwright never downloads a browser):
 * the browser tests, the deploy's smoke check, the benchmarks, Lighthouse and the screenshots.
 *
 * The full browser (package `chromium`): what measures a visitor's load or tap (the benchmarks,
 * Lighthouse, the main-thread budget) and what takes the screenshots.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's old headless shell (package `chromium-headless-shell`, built from the same Chromium
 * source as the full browser: the same Blink, V8 and network stack, without the browser's windows,
 * tab strip, profile services and popups). It is what Playwright itself uses for headless tests.
 * A page load in a fresh context costs about a third less processor time in it (12 loads of five
 * key pages here: 19–25 against 25–39 CPU-s, `var/tmp`-style probe, issue 34), and the browser
 * tests are bound by processor time on two cores.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The browser of the functional checks (every browser test but the main-thread budget, and the
 * deploy's smoke check): the headless shell where it is installed (`.ci/run` installs it), else
 * the full browser, which runs the same page engine.
 */
export function checkingBrowserPath(): string {
  return fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

/** The address bar's popup pages, which a headless window starts and nobody sees (below). */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright 1.65 itself starts Chromium without (playwright-core's chromium
 * switches). Chromium keeps only the last `--disable-features` of its command line, so ours
 * must repeat them; `tools/chromium.test.ts` checks this list against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** One `--disable-features` that keeps the launcher's own list (`launcherDisabled`) and adds ours. */
export function disableFeaturesSwitch(launcherDisabled: string[]): string {
  return `--disable-features=${[...new Set([...launcherDisabled, ...OMNIBOX_POPUPS])].join(',')}`;
}

/**
 * Headless on a shared two-core machine: no sandbox (root in a container), no GPU, no background
 * traffic or updates, no first-run pages.
 *
 * And no WebUI omnibox popups: Chromium 156's headless mode is the full browser, and every window
 * it opens (each Playwright context, each Lighthouse run) starts the address bar's popup pages
 * (chrome://omnibox-popup.top-chrome and its "AI mode" sibling) in a renderer of their own. Measured
 * here (issue 34): that renderer's main thread did up to a second of work per window, on the same
 * two cores as the page under test; a fixed page's load took 500–1,350 ms of main-thread time
 * with it and 330–400 ms without, and the main-thread budget sometimes weighed the popup's thread
 * instead of the page's. A visitor's browser opens no such page beside the site's.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES),
];

/** Launch options for the full browser, where a test measures what a visitor's browser does or relies on it (playwright.config.ts, hover-effects.spec.ts). */
export const FULL_BROWSER_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Where a tab kept from page to page (the deploy's smoke check, the browser tests' visitor) is
 * sent between two pages, so that what the last page still had going ends first: a plain page of
 * the same site. Sent to about:blank instead, Chromium starts a new renderer process for the next
 * page, which compiles every script again (the smoke check's 32 routes: 50–54 → 31 CPU-s here;
 * issue 34).
 */
export const BETWEEN_PAGES_PATH = '/robots.txt';
