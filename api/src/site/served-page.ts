import { findSiteRoute } from '@site/shared/content/site-routes';
import { pageFile, type ServedRelease } from '../releases';

/**
 * The prerendered HTML file of a route for one visitor: rendered by the shell release they are
 * served, with the version of the route's remote they are served (stable, or a canary's by their
 * bucket). Undefined for a path that is no route, or before anything is released.
 */
export function servedPageFile(siteDir: string, served: ServedRelease, routePath: string): string | undefined {
  const route = findSiteRoute(routePath);
  const owner = route && served.remotes.find((r) => r.name === route.remote);
  return route && owner && served.shell ? pageFile(siteDir, served.shell, route.remote, owner.version, route.path) : undefined;
}
