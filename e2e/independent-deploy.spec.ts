import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SITE_DIR } from '../playwright.config';
import { presetConsent, waitForHydration } from './support';

const root = path.resolve(__dirname, '..');
const tsx = require.resolve('tsx/cli');

function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const liveVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(root, E2E_SITE_DIR, 'remotes.json'), 'utf8')) as { name: string; version: string }[]).find((r) => r.name === 'catalog')!.version;

function buildAndDeployCatalog(buildId: string) {
  const env = { ...process.env, REMOTE_BUILD_ID: buildId, SITE_DIR: path.join(root, E2E_SITE_DIR) };
  execFileSync(process.execPath, ['tools/build-workspace.js', 'mfe-catalog'], { cwd: root, env, stdio: 'pipe' });
  execFileSync(process.execPath, [tsx, 'tools/site/deploy.ts', 'mfe-catalog'], { cwd: root, env, stdio: 'pipe' });
}

test('rebuilding and deploying only mfe-catalog updates the live site without touching the shell', async ({ page }) => {
  test.setTimeout(240_000);
  await presetConsent(page);
  const shellBefore = hashTree(path.join(root, 'shell/dist'));
  const versionBefore = liveVersion();
  await page.goto('/');
  const shellScript = await page.locator('script[src^="/main."]').getAttribute('src');
  const marker = `e2e-${Date.now()}`;
  try {
    buildAndDeployCatalog(marker);
    expect(liveVersion()).not.toBe(versionBefore);
    expect(hashTree(path.join(root, 'shell/dist'))).toBe(shellBefore);

    await page.reload();
    await waitForHydration(page);
    // Same shell code, new catalogue: the prerendered HTML and the hydrated remote carry the new build.
    await expect(page.locator('script[src^="/main."]')).toHaveAttribute('src', shellScript!);
    await expect(page.locator(`[data-remote="catalog"][data-build="${marker}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Rolling back is switching back.
    execFileSync(process.execPath, [tsx, 'tools/site/deploy.ts', 'mfe-catalog', '--to', versionBefore], {
      cwd: root,
      env: { ...process.env, SITE_DIR: path.join(root, E2E_SITE_DIR) },
    });
    await page.reload();
    await expect(page.locator(`[data-remote="catalog"][data-build="${marker}"]`)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    // Leave the working tree's catalogue build as `npm run build` makes it.
    execFileSync(process.execPath, ['tools/build-workspace.js', 'mfe-catalog'], { cwd: root, env: { ...process.env, REMOTE_BUILD_ID: '' }, stdio: 'pipe' });
  }
});
