import type { SiteRoute } from '../schemas/site-route';
import { company } from './company';
import { siteRoutes } from './route-table.derived';

/**
 * The route table of SPEC §2: every public path, the remote that renders it, and its title and
 * meta description (made in ./route-table.derived, from the page records and the other pages'
 * rows). The shell's router, the prerender, the sitemap, the server's 404 and NavegaBot's links
 * all read this one list; a path that is not here is a 404. site-routes.test.ts checks it.
 */
export { siteRoutes };

/** The route of a path, or undefined for a 404. */
export function findSiteRoute(path: string): SiteRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return siteRoutes.find((r) => r.path === normalised);
}

/** Title of the not-found page. */
export const notFoundTitle = `404 Page Not Found | ${company.name}`;
