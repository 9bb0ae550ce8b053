import { island } from '@site/shared/ui';

/**
 * The solution cards as an island (docs/progressive-enhancement.md, rule 3): prerendered with the
 * page, plain links until the visitor's first interaction brings their code and the twelve
 * solution records (issue 28: about 6 KB gzip less in the first load of the pages that list them).
 */
export const SolutionsGridIsland = island(() => import(/* webpackChunkName: "solutions-grid" */ './solutions-grid'));
