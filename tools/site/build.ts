import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspaces';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildWorkspace } = require('../build-workspace.js') as { buildWorkspace: (ws: string) => Promise<void> };

const stampFile = (workspace: string) => path.join(repoRoot, workspace, 'dist', '.build-stamp');

/** Inputs of every browser build besides the workspace's own src/. */
const commonInputs = ['shared/src', 'shared/package.json', 'tools/webpack', 'tools/federation-shared.js', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when the workspace has no build, or a source it depends on changed after its build. */
export function needsBuild(workspace: string): boolean {
  const stamp = stampFile(workspace);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [`${workspace}/src`, `${workspace}/webpack.config.js`, `${workspace}/federation.config.js`, ...commonInputs];
  return inputs.some((rel) => newestMtime(path.join(repoRoot, rel)) > built);
}

/** Builds a workspace (browser and Node) and stamps it. */
export async function build(workspace: string): Promise<void> {
  const started = Date.now();
  await buildWorkspace(workspace);
  fs.writeFileSync(stampFile(workspace), new Date().toISOString() + '\n');
  console.log(`[build] ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
