import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspaces';

/**
 * A dev loop on a throw-away copy of one workspace, for the dev-loop test and bench: edits go to
 * the copy, never to the team's sources. The copy sits at the repository's top level (its webpack
 * config finds tools/ as `../tools`) and is removed on close.
 */
export type DevLoopProbe = {
  /** The dev loop's address (proxying the site). */
  url: string;
  /** Replaces text in a file of the copy (path relative to the workspace), as an editor's save would. */
  edit: (file: string, from: string, to: string) => void;
  close: () => Promise<void>;
};

/**
 * `siteDir` is the folder the site at `siteUrl` serves: the dev loop takes the live shell's page
 * template from it, so the page asks that site for scripts it has (with another folder's template,
 * a developer's own `var/site`, the shell's script was a 404 and the page stayed blank).
 */
export async function openDevLoop({ workspace, siteUrl, siteDir, port }: { workspace: string; siteUrl: string; siteDir: string; port: number }): Promise<DevLoopProbe> {
  const copy = path.join(repoRoot, `.dev-loop-${workspace}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, workspace), copy, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  // tsx's own command, not tools/run-ts.ts: started that way, a clean clone's dev-loop spec timed
  // out once at its end, cause not found (docs/performance.md, twenty-seventh session).
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(repoRoot, 'tools/site/dev.ts'), workspace, '--dir', copy], {
    cwd: repoRoot,
    env: { ...process.env, SITE_URL: siteUrl, SITE_DIR: siteDir, DEV_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(copy, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data;
      if (output.includes('Dev loop for')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the dev loop exited (${code}):\n${output.slice(-2000)}`)));
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    edit: (file, from, to) => {
      const target = path.join(copy, file);
      const text = fs.readFileSync(target, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
      fs.writeFileSync(target, text.replace(from, to));
    },
    close,
  };
}
