import { siteRoutes } from '@site/shared/content/site-routes';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';

// Legal pages and the home page are reached through their own passages or are too broad.
const SKIP = new Set(['/']);

/** Record: site-routes. One summary per page (its meta description), ranked below precise facts. */
export function pagePassages(): Passage[] {
  return siteRoutes
    .filter((r) => !SKIP.has(r.path))
    .map((r) => ({
      id: `page${r.path.replace(/\//g, '-')}`,
      topic: `pagina:${r.path}`,
      title: r.title.split(' | ')[0],
      text: r.description,
      links: [pageLink(r.path)],
      weight: 0.6,
      // It says what the page covers, not the facts: the engine never prefers it to a fact of the page.
      roles: ['page-summary'],
    }));
}
