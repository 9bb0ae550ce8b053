import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** The published site folder (SITE_DIR, default var/site). */
export const siteDir = () => path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, 'var/site'));

export type RemoteWorkspace = { workspace: string; name: string; dir: string };

/** Every remote workspace (mfe-*) with its federated name, read from its federation.config.js. */
export function remoteWorkspaces(): RemoteWorkspace[] {
  return fs
    .readdirSync(repoRoot)
    .filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(repoRoot, d, 'federation.config.js')))
    .sort()
    .map((workspace) => {
      const dir = path.join(repoRoot, workspace);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { name } = require(path.join(dir, 'federation.config.js')) as { name: string };
      return { workspace, name, dir };
    });
}

export function findRemoteWorkspace(nameOrWorkspace: string): RemoteWorkspace {
  const found = remoteWorkspaces().find((r) => r.workspace === nameOrWorkspace || r.name === nameOrWorkspace);
  if (!found) throw new Error(`No remote called "${nameOrWorkspace}". Known: ${remoteWorkspaces().map((r) => r.workspace).join(', ')}`);
  return found;
}
