import { findSiteRoute } from '@site/shared/content/site-routes';
import { pageFile, type RemoteEntry } from './layout';

/**
 * The prerendered HTML file of a route as published now: the version of its remote that
 * `liveRemotes` names (a visitor's list: stable, or with a canary; see ./releases.ts).
 * Undefined for a path that is no route or a remote never published.
 */
export function livePageFile(siteDir: string, liveRemotes: () => RemoteEntry[], path: string): string | undefined {
  const route = findSiteRoute(path);
  const live = route && liveRemotes().find((r) => r.name === route.remote);
  return route && live ? pageFile(siteDir, route.remote, live.version, route.path) : undefined;
}
