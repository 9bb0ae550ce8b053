import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './workspaces';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildWorkspace } = require('../build-workspace.js') as { buildWorkspace: (ws: string) => Promise<void> };

/** When a workspace was last built by these tools: beside the builds, never inside one (a stamp is no content of a release). */
const stampFile = (workspace: string) => path.join(repoRoot, 'var/build-stamps', workspace);

/** Inputs of every build besides the workspace's own folder: shared code, build tooling, versions. */
const commonInputs = ['shared', 'tools/webpack', 'tools/federation-shared.js', 'tools/build-workspace.js', 'package-lock.json', 'package.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Folders that are outputs or installs, never inputs. */
const NOT_INPUTS = new Set(['dist', 'node_modules']);
/** Served as they are, never bundled; a deploy writes some of them (write-site-assets.ts). */
const SERVED_AS_IS = path.join(repoRoot, 'shared/public');

function newestMtime(target: string): number {
  if (!fs.existsSync(target) || target === SERVED_AS_IS) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => !NOT_INPUTS.has(name))
    .reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * True when the workspace has no build, or any input changed after its build: anything in the
 * workspace's folder (sources, public files, package.json, webpack and federation configs) or
 * in the common inputs.
 */
export function needsBuild(workspace: string): boolean {
  const stamp = stampFile(workspace);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(repoRoot, workspace, 'dist'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return [workspace, ...commonInputs].some((rel) => newestMtime(path.join(repoRoot, rel)) > built);
}

function stamp(workspace: string, started: number) {
  fs.mkdirSync(path.dirname(stampFile(workspace)), { recursive: true });
  fs.writeFileSync(stampFile(workspace), new Date().toISOString() + '\n');
  console.log(`[build] ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds a workspace (browser and Node) and stamps it. */
export async function build(workspace: string): Promise<void> {
  const started = Date.now();
  await buildWorkspace(workspace);
  stamp(workspace, started);
}

/** One workspace built by `tools/build-workspace.js` in a process of its own, then stamped. */
function buildInChild(workspace: string): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'tools/build-workspace.js'), workspace], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${workspace} build failed (exit ${code})`));
      stamp(workspace, started);
      resolve();
    });
  });
}

/**
 * Builds the workspaces two at a time, each in its own process: webpack keeps about one core busy,
 * so on two cores all of them take about half as long. The first failure starts no other build
 * (those running finish) and is thrown.
 */
export async function buildAll(workspaces: string[], atOnce = Math.min(2, os.availableParallelism())): Promise<void> {
  const queue = [...workspaces];
  let failure: unknown;
  const lane = async () => {
    for (let workspace = queue.shift(); workspace && !failure; workspace = queue.shift()) {
      await buildInChild(workspace).catch((error: unknown) => (failure ??= error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, queue.length)) }, lane));
  if (failure) throw failure;
}
