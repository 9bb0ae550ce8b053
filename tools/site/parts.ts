import path from 'node:path';
import { siteRoutes } from '@site/shared/content/site-routes';
import { SHELL } from '../../api/src/releases';
import { remoteWorkspaces, repoRoot } from './workspaces';

/**
 * A part of the site that is built, published and released on its own: the shell, or a remote.
 * `name` is what the release state calls it ("shell", or the remote's federated name).
 */
export type Part = { name: string; workspace: string; dir: string; dist: string };

const BUILD_DIR = 'dist';

/** The shell and every remote workspace. */
export function allParts(): Part[] {
  return [
    { name: SHELL, workspace: 'shell', dir: path.join(repoRoot, 'shell'), dist: path.join(repoRoot, 'shell', BUILD_DIR) },
    ...remoteWorkspaces().map((r) => ({ ...r, dist: path.join(r.dir, BUILD_DIR) })),
  ];
}

/** A part by its workspace (`mfe-telephony`, `shell`) or its name (`telephony`). */
export function findPart(nameOrWorkspace: string): Part {
  const found = allParts().find((p) => p.workspace === nameOrWorkspace || p.name === nameOrWorkspace);
  if (!found) throw new Error(`No part called "${nameOrWorkspace}". Known: ${allParts().map((p) => p.workspace).join(', ')}`);
  return found;
}

/** The workspace a part name belongs to, for messages (the name itself if unknown). */
export const workspaceOf = (name: string) => allParts().find((p) => p.name === name)?.workspace ?? name;

/** The routes whose HTML a remote owns (none for NavegaBot, which is on every page). */
export const routesOf = (name: string) => siteRoutes.filter((r) => r.remote === name).map((r) => r.path);

/** Every route of the site: what a shell release renders and smoke-checks. */
export const allRoutes = () => siteRoutes.map((r) => r.path);
