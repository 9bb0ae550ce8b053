import fs from 'node:fs';
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

/** Builds a workspace (browser and Node) and stamps it. */
export async function build(workspace: string): Promise<void> {
  const started = Date.now();
  await buildWorkspace(workspace);
  fs.mkdirSync(path.dirname(stampFile(workspace)), { recursive: true });
  fs.writeFileSync(stampFile(workspace), new Date().toISOString() + '\n');
  console.log(`[build] ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
