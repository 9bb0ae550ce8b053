import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { snapshot } from '../api/testing';
import { FileReleaseStore, liveVersion, readStateFile, stateFile } from '../api/src/releases';
import { E2E_SITE_DIR } from '../playwright.config';
import { renderServable } from '../tools/site/deploy/render';
import { findPart } from '../tools/site/parts';
import { buildVersion, publishBuild } from '../tools/site/publish';
import { copyLiveSite } from './site-copy';
import { RUN_TS } from '../tools/run-ts';
import { roomForSlowMachines } from './support';

/**
 * Deploys are safe to run side by side and never switch to a candidate that breaks in the
 * browser. Each test works on its own copy of the published e2e site, so the other specs'
 * server and deploys never see it.
 */
const root = path.resolve(__dirname, '..');

type Run = { status: number | null; output: string };

/** Runs `npm run deploy -- …` as its own process against `site`. */
function deploy(site: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...RUN_TS, 'tools/site/deploy.ts', ...args], { cwd: root, env: { ...process.env, SITE_DIR: site } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const liveVersions = (site: string) => Object.fromEntries(readStateFile(site).remotes.map((r) => [r.name, r.version]));

/** A copy of a remote's current build with one file changed: a new version, the same code. */
function candidateOf(workspace: string, change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${workspace}-candidate-`));
  fs.cpSync(path.join(root, workspace, 'dist'), dir, { recursive: true });
  change(dir);
  return dir;
}


let site: string;
const scratch: string[] = [];
test.beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-safety-site-'));
  copyLiveSite(path.join(root, E2E_SITE_DIR), site);
  scratch.push(site);
});
test.afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

test('two teams deploying different remotes at the same moment both go live', async () => {
  test.setTimeout(roomForSlowMachines(120_000));
  const forms = candidateOf('mfe-forms', (dir) => fs.writeFileSync(path.join(dir, 'build-note.txt'), `forms ${Date.now()}`));
  const telephony = candidateOf('mfe-telephony', (dir) => fs.writeFileSync(path.join(dir, 'build-note.txt'), `telephony ${Date.now()}`));
  scratch.push(forms, telephony);
  const before = liveVersions(site);

  // Two real processes, started together: each publishes, renders and smoke-checks, then switches.
  const [a, b] = await Promise.all([deploy(site, ['mfe-forms', '--from', forms, '--by', 'team-forms']), deploy(site, ['mfe-telephony', '--from', telephony, '--by', 'team-telephony'])]);
  expect(a.output).toContain('mfe-forms is live at version');
  expect(b.output).toContain('mfe-telephony is live at version');
  expect([a.status, b.status]).toEqual([0, 0]);

  const after = liveVersions(site);
  expect(after.forms).toBe(buildVersion(forms));
  expect(after.telephony).toBe(buildVersion(telephony));
  expect(after.forms).not.toBe(before.forms);
  expect(after.telephony).not.toBe(before.telephony);
  // The others stay as they were.
  expect({ ...after, forms: before.forms, telephony: before.telephony }).toEqual(before);
  expect(fs.existsSync(path.join(site, 'deploy.lock'))).toBe(false);

  const list = await deploy(site, ['--list']);
  expect(list.output).toMatch(new RegExp(`mfe-forms +${after.forms} +live for everyone \\(was ${before.forms}\\) +by team-forms`));
  expect(list.output).toMatch(new RegExp(`mfe-telephony +${after.telephony} +live for everyone \\(was ${before.telephony}\\) +by team-telephony`));
});

test('a candidate that throws in the browser is stopped by the smoke check; the live site is untouched', async () => {
  test.setTimeout(roomForSlowMachines(90_000));
  const broken = candidateOf('mfe-telephony', (dir) => {
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(entry, `throw new Error('telephony candidate broken at start-up');\n${fs.readFileSync(entry, 'utf8')}`);
  });
  scratch.push(broken);
  const stateBefore = fs.readFileSync(stateFile(site), 'utf8');
  const pagesBefore = snapshot(path.join(site, 'pages'));
  const published = fs.readdirSync(path.join(site, 'mfe/telephony')).sort();

  const run = await deploy(site, ['mfe-telephony', '--from', broken, '--by', 'team-telephony']);
  expect(run.status).toBe(1);
  expect(run.output).toContain('Smoke check failed; the live site was not switched');
  expect(run.output).toContain('/telefonia: uncaught error: telephony candidate broken at start-up');

  // What visitors get is byte for byte what they got; the candidate left nothing behind.
  expect(fs.readFileSync(stateFile(site), 'utf8')).toBe(stateBefore);
  expect(snapshot(path.join(site, 'pages'))).toBe(pagesBefore);
  expect(fs.readdirSync(path.join(site, 'mfe/telephony')).sort()).toEqual(published);
});

test('--to a canary the servers rolled back needs --accept, and with it the smoke check still stops a broken one', async () => {
  test.setTimeout(roomForSlowMachines(120_000));
  // What the operator met: a broken telephony canary, published, then rolled back by a server.
  const broken = candidateOf('mfe-telephony', (dir) => {
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(entry, `throw new Error('telephony canary broken at start-up');\n${fs.readFileSync(entry, 'utf8')}`);
  });
  scratch.push(broken);
  const { version } = publishBuild(site, findPart('mfe-telephony'), broken);
  const live = liveVersion(readStateFile(site), 'telephony')!;
  // Its pages were rendered when it went out as the canary: a --to renders nothing new.
  await renderServable(site, { ...readStateFile(site), canaries: [{ name: 'telephony', version, percent: 10, since: new Date().toISOString(), by: 'team-telephony' }] });
  await new FileReleaseStore(site).change('the servers', () => ({
    history: [
      { action: 'canary', remote: 'telephony', version, from: live, percent: 10, by: 'team-telephony' },
      { action: 'auto-rollback', remote: 'telephony', version: live, from: version, by: 'server web-1 pid 42', note: 'error rate 100.0 % (5/5) vs stable 0.0 % (0/5), margin 5 points' },
    ],
    result: undefined,
  }));
  const stateBefore = fs.readFileSync(stateFile(site), 'utf8');

  const unnamed = await deploy(site, ['telephony', '--to', version, '--by', 'ops']);
  expect(unnamed.status).toBe(1);
  expect(unnamed.output).toContain(`Refused: mfe-telephony ${version} was rolled back automatically at `);
  expect(unnamed.output).toContain(`--accept ${version}.`);

  const accepted = await deploy(site, ['telephony', '--to', version, '--accept', version, '--by', 'ops']);
  expect(accepted.status).toBe(1);
  expect(accepted.output).toContain('Smoke check failed; the live site was not switched');
  expect(accepted.output).toContain('/telefonia: uncaught error: telephony canary broken at start-up');
  expect(accepted.output).not.toMatch(/switched (back )?to version/);
  expect(fs.readFileSync(stateFile(site), 'utf8')).toBe(stateBefore);
});
