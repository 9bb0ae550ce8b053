import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { snapshot } from '../api/testing';
import { readStateFile } from '../api/src/releases';
import { E2E_SITE_DIR } from '../playwright.config';
import { RUN_TS } from '../tools/run-ts';
import { presetConsent, waitForHydration, roomForSlowMachines } from './support';

const root = path.resolve(__dirname, '..');
const site = path.join(root, E2E_SITE_DIR);


const liveVersion = (name: string) => readStateFile(site).remotes.find((r) => r.name === name)!.version;

const deployTool = (args: string[]) => execFileSync(process.execPath, [...RUN_TS, 'tools/site/deploy.ts', ...args], { cwd: root, env: { ...process.env, SITE_DIR: site }, stdio: 'pipe' });

const remotes = [
  { workspace: 'mfe-catalog', name: 'catalog', path: '/' },
  { workspace: 'mfe-telephony', name: 'telephony', path: '/telefonia' },
  { workspace: 'mfe-kit-digital', name: 'kit_digital', path: '/agentes-digitalizadores' },
  { workspace: 'mfe-forms', name: 'forms', path: '/contacto' },
  { workspace: 'mfe-chatbot', name: 'chatbot', path: '/servicios' },
];

// Each team rebuilds and deploys its remote alone: the live site changes, the shell does not.
// Five teams, five workers at a time if free: the deploy tool's lock orders their switches.
test.describe.configure({ mode: 'parallel' });
for (const remote of remotes) {
  test(`rebuilding and deploying only ${remote.workspace} updates the live site without touching the shell`, async ({ page }) => {
    test.setTimeout(roomForSlowMachines(180_000));
    await presetConsent(page);
    const shellBefore = snapshot(path.join(root, 'shell/dist'));
    const versionBefore = liveVersion(remote.name);
    await page.goto(remote.path);
    const shellScript = await page.locator('script[src^="/main."]').getAttribute('src');

    // A candidate build, stamped with a label, built outside the working tree's dist/.
    const marker = `e2e-${remote.name}-${Date.now()}`;
    const out = fs.mkdtempSync(path.join(os.tmpdir(), `${remote.name}-build-`));
    try {
      execFileSync(process.execPath, ['tools/build-workspace.js', remote.workspace], {
        cwd: root,
        env: { ...process.env, REMOTE_BUILD_ID: marker, BUILD_OUT: out },
        stdio: 'pipe',
      });
      deployTool([remote.workspace, '--from', out]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    expect(liveVersion(remote.name)).not.toBe(versionBefore);
    expect(snapshot(path.join(root, 'shell/dist'))).toBe(shellBefore);

    await page.reload();
    await waitForHydration(page);
    // Same shell code; the remote's area runs the new build (prerendered HTML and hydrated code).
    await expect(page.locator('script[src^="/main."]')).toHaveAttribute('src', shellScript!);
    await expect(page.locator(`[data-remote="${remote.name}"][data-build="${marker}"]`)).toHaveCount(1, { timeout: 15_000 });

    // Rolling back is switching back.
    deployTool([remote.workspace, '--to', versionBefore]);
    expect(liveVersion(remote.name)).toBe(versionBefore);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(`[data-remote="${remote.name}"]`).first()).toBeAttached({ timeout: 15_000 });
    await expect(page.locator(`[data-remote="${remote.name}"][data-build="${marker}"]`)).toHaveCount(0);
  });
}
