import { useLocation } from '@site/shared/router';
import { findSiteRoute } from '@site/shared/content/site-routes';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from './when-needed';

/**
 * The route table: each SPEC path mounted at its exact URL in the remote that owns it. Matched
 * with the same `findSiteRoute` the server uses to pick the prerendered page, so browser and
 * server always agree on what a URL shows (and react-router's matcher stays out of the bundle).
 */
export function SiteRoutes() {
  const route = findSiteRoute(useLocation().pathname);
  return route ? <RemotePage remote={route.remote} path={route.path} /> : <NotFoundPage />;
}
