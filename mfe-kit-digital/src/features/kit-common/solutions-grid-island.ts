import { island } from '@site/shared/ui';

/**
 * The solution cards as an island (docs/progressive-enhancement.md, rule 3): their code and the
 * twelve solution records stay out of the first load of the pages that list them (issue 28: about
 * 6 KB gzip). On a prerendered load the pages adopt the grid as prerendered, so it is never
 * fetched or hydrated: its links go through the router by delegation (issue 34). Reached by a
 * link, the page renders it, fetching the code at once.
 */
export const SolutionsGridIsland = island(() => import(/* webpackChunkName: "solutions-grid" */ './solutions-grid'));
