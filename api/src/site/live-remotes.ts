import fs from 'node:fs';
import { findSiteRoute } from '@site/shared/content/site-routes';
import { pageFile, readRemotes, remotesFile, type RemoteEntry } from './layout';

/** Reads remotes.json again only when the file was replaced (a deploy renames a new one in). */
export function liveRemotesReader(siteDir: string): () => RemoteEntry[] {
  const file = remotesFile(siteDir);
  let cached: { mtimeMs: number; ino: number; remotes: RemoteEntry[] } | undefined;
  return () => {
    try {
      const stat = fs.statSync(file);
      if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.ino !== stat.ino) {
        cached = { mtimeMs: stat.mtimeMs, ino: stat.ino, remotes: readRemotes(siteDir) };
      }
      return cached.remotes;
    } catch {
      return [];
    }
  };
}

/**
 * The prerendered HTML file of a route as published now: the version of its remote that
 * remotes.json names. Undefined for a path that is no route or a remote never published.
 */
export function livePageFile(siteDir: string, liveRemotes: () => RemoteEntry[], path: string): string | undefined {
  const route = findSiteRoute(path);
  const live = route && liveRemotes().find((r) => r.name === route.remote);
  return route && live ? pageFile(siteDir, route.remote, live.version, route.path) : undefined;
}
