import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll, needsBuild } from './site/build';
import { withBuildLock } from './site/build-lock';
import { RUN_TS } from './run-ts';
import { remoteWorkspaces } from './site/workspaces';

/**
 * `npm test`: type-check, lint, the build of what changed and the cluster test (3 instances on
 * one PostgreSQL behind nginx, on a site of its own: it needs no build), side by side: none of
 * them waits for the others, and the cluster test spends most of its minute waiting (a 20 s
 * database pause, a rolling restart), time the two cores use for the rest. Then the
 * unit/component/API tests, then the browser tests against the built site. Stops at the first
 * failing step (a phase's steps all finish first).
 */
const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const since = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

/**
 * Processor seconds used so far by this process and the children it has waited for (Linux'
 * /proc; 0 elsewhere): beside the wall time, it tells a slow step from a busy machine.
 */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = fs.existsSync('/proc/self/stat') ? fs.readFileSync('/proc/self/stat', 'utf8') : '';
  // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th, in ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) / 100 || 0;
  return (own.user + own.system) / 1e6 + children;
}
const cpuSince = (startedCpu: number) => (cpuSeconds() - startedCpu).toFixed(0);

function fail(title: string, started: number, status: number | null): never {
  console.error(`\n✗ ${title} failed after ${since(started)} s`);
  process.exit(status || 1);
}

function step(title: string, command: string, args: string[]) {
  console.log(`\n=== ${title}\n`);
  const started = Date.now();
  const startedCpu = cpuSeconds();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(title, started, result.status);
  console.log(`✓ ${title} (${since(started)} s; ${cpuSince(startedCpu)} s of processor time)`);
}

type Outcome = { title: string; ok: boolean; status: number | null; seconds: string; output: string };

/** A step run beside others: its output is kept and printed whole when it ends. */
function background(title: string, command: string, args: string[]): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ title, ok: false, status: 1, seconds: since(started), output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ title, ok: status === 0, status, seconds: since(started), output }));
  });
}

/** The webpack build of every workspace whose inputs changed, under the tree's build lock (as npm start and npm run build). */
async function buildWhatChanged(): Promise<Outcome> {
  const title = 'Build (only what changed)';
  const started = Date.now();
  try {
    await withBuildLock(
      () => buildAll(['shell', ...remoteWorkspaces().map((r) => r.workspace)].filter(needsBuild)),
      { purpose: 'npm test', onWait: (holder) => console.log(`[build] waiting for another build of this tree to finish (${holder})`) },
    );
    return { title, ok: true, status: 0, seconds: since(started), output: '' };
  } catch (error) {
    return { title, ok: false, status: 1, seconds: since(started), output: `${error instanceof Error ? error.message : String(error)}\n` };
  }
}

async function main() {
  const phase = Date.now();
  const phaseCpu = cpuSeconds();
  console.log('\n=== Type-check (tsc), lint (eslint), build and the cluster test, side by side\n');
  const outcomes = await Promise.all([
    background('Type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
    background('Lint (eslint)', bin('eslint'), ['.']),
    buildWhatChanged(),
    background('Cluster test (3 instances, PostgreSQL, nginx)', process.execPath, [...RUN_TS, 'tools/cluster/checks.ts']),
  ]);
  for (const o of outcomes) {
    if (o.output.trim()) console.log(`\n--- ${o.title}\n${o.output.trimEnd()}`);
    console.log(`${o.ok ? '✓' : '✗'} ${o.title} (${o.seconds} s)`);
  }
  const failed = outcomes.find((o) => !o.ok);
  if (failed) fail(failed.title, phase, failed.status);
  console.log(`✓ Type-check, lint, build and the cluster test (${since(phase)} s; ${cpuSince(phaseCpu)} s of processor time)`);

  step('Unit, component and API tests (jest)', bin('jest'), ['--ci']);
  step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test']);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
