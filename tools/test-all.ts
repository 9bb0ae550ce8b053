import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, needsBuild } from './site/build';
import { remoteWorkspaces } from './site/workspaces';

/**
 * `npm test`: type-check, lint, unit/component/API tests, the cluster test (3 instances on one
 * PostgreSQL behind nginx), then the browser tests against the built site (building first what
 * is missing or out of date). Stops at the first failing step.
 */
const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function step(title: string, command: string, args: string[]) {
  console.log(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

async function main() {
  step('Type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  step('Lint (eslint)', bin('eslint'), ['.']);
  step('Unit, component and API tests (jest)', bin('jest'), ['--ci']);
  step('Cluster test (3 instances, PostgreSQL, nginx)', bin('tsx'), ['tools/cluster/checks.ts']);
  console.log('\n=== Build (only what changed)\n');
  for (const workspace of ['shell', ...remoteWorkspaces().map((r) => r.workspace)]) {
    if (needsBuild(workspace)) await build(workspace);
  }
  step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test']);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
