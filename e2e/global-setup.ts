import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_SITE_DIR } from '../playwright.config';
import { CHROMIUM_PATH, checkingBrowserPath } from '../tools/chromium';
import { RUN_TS } from '../tools/run-ts';

/**
 * Makes the first release of the current builds in an empty e2e site folder (every page
 * prerendered), so the browser tests drive exactly what `npm start` serves on a fresh machine.
 * `npm test` builds the workspaces first. The server (started before this) sees the release the
 * moment its state file appears.
 */
export default function globalSetup() {
  const root = path.resolve(__dirname, '..');
  console.log(`[e2e] functional tests in ${checkingBrowserPath()}; the main-thread budget in ${CHROMIUM_PATH}`);
  const site = path.join(root, E2E_SITE_DIR);
  fs.rmSync(site, { recursive: true, force: true });
  execFileSync(process.execPath, [...RUN_TS, 'tools/site/first-release.ts'], {
    cwd: root,
    env: { ...process.env, SITE_DIR: site },
    stdio: 'inherit',
  });
}
