import { defineConfig } from '@playwright/test';
import { NO_JS } from './e2e/support';
import { CHROMIUM_ARGS, FULL_BROWSER_LAUNCH, checkingBrowserPath } from './tools/chromium';

/** The built site, served by the real API on its own port, site folder and database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_SITE_DIR = process.env.E2E_SITE_DIR ?? 'var/site-e2e';
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'var/e2e-data';
/** The server's log (request lines at `info`), read by the tests that check no personal data is logged. */
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}-server.log`;

/** The spec that rebuilds every workspace while the site serves (building is not releasing). */
const LAST = /build-is-not-release\.spec\.ts/;
/**
 * The main-thread budget measures work: it runs first, with no other spec beside it (its three
 * routes side by side), on the release as built (the other specs then deploy canaries and new
 * shells to the same site, and after them a load here measured a third more work).
 */
const ALONE = /main-thread-budget\.spec\.ts/;
/**
 * The releases on their own sites (own server, database and site copy), in order: one chain of
 * steps of 3–5 minutes. Started first, beside the rest, so the run does not end with three
 * workers idle while it finishes (issue 34: the suite in 15 minutes).
 */
const LONG_CHAIN = /shell-release\.spec\.ts/;
/**
 * Rebuilds and deploys of a remote or a candidate, a minute or two each: scheduled next. With the
 * dev loop, they are every spec that reads the workspaces' dist/ folders or deploys to the shared
 * e2e site.
 */
const RELEASES = /(independent-deploy|deploy-safety|canary-rollback|dev-loop)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Four on two cores: most specs spend their time waiting (a remote's retries, a canary's
  // reports, NavegaBot's idle load, a slow remote held 10 s), so four keep both cores busy where
  // two left half of them idle. The main-thread budget still runs with no other spec beside it
  // (its project is the only one without a dependency, and one file).
  workers: 4,
  // No retries: a flaky test is fixed, never re-run until green.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Debian's Chromium: Playwright never downloads a browser here. The functional tests run in its
    // headless shell where installed (a third less processor time a load; tools/chromium.ts).
    launchOptions: {
      executablePath: checkingBrowserPath(),
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    // Main-thread time of a load: first, with nothing else running beside it.
    // Measured in the full browser, the one a visitor runs (and the benchmarks measure).
    { name: 'main-thread', testMatch: ALONE, use: { launchOptions: FULL_BROWSER_LAUNCH } },
    // Workers take projects in this order: the long releases first, the many short pages after them.
    { name: 'release-chain', testMatch: LONG_CHAIN, dependencies: ['main-thread'] },
    { name: 'releases', testMatch: RELEASES, dependencies: ['main-thread'] },
    { name: 'chromium', grepInvert: new RegExp(NO_JS), testIgnore: [LAST, ALONE, LONG_CHAIN, RELEASES], dependencies: ['main-thread'] },
    // A visitor whose scripts are blocked or failed: every control and lead form must still work.
    { name: 'no-js', grep: new RegExp(NO_JS), use: { javaScriptEnabled: false }, testIgnore: [LAST, ALONE], dependencies: ['main-thread'] },
    // Rebuilds the workspaces under the running site: after the specs that copy their builds or
    // deploy to it, beside the rest (which read neither), so the run does not end on it alone.
    { name: 'build', testMatch: LAST, dependencies: ['release-chain', 'releases'] },
  ],
  webServer: {
    // The data folder is emptied here, before the server opens its database (global setup runs later),
    // and the log's folder is made: a clean clone has no var/.
    command: `node -e "const fs = require('fs'); fs.rmSync(process.argv[1], { recursive: true, force: true }); fs.mkdirSync(require('path').dirname(process.argv[2]), { recursive: true })" ${E2E_DATA_DIR} ${E2E_SERVER_LOG} && node --import tsx api/src/server.ts > ${E2E_SERVER_LOG} 2>&1`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      SITE_DIR: E2E_SITE_DIR,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100',
      ASK_BOT_RATE_LIMIT_PER_MINUTE: '200',
    },
  },
});
