import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_SITE_DIR } from '../playwright.config';

/**
 * Publishes the current builds into the e2e site folder and prerenders every page, so the
 * browser tests drive exactly what `npm start` serves. `npm test` builds the workspaces first.
 */
export default function globalSetup() {
  const root = path.resolve(__dirname, '..');
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'tools/site/deploy.ts', '--all'], {
    cwd: root,
    env: { ...process.env, SITE_DIR: path.join(root, E2E_SITE_DIR) },
    stdio: 'inherit',
  });
}
