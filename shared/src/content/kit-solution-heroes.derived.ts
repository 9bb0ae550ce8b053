import type { KitSolution } from '../schemas/kit-digital';
import { kitSolutions } from './kit-solutions';

/**
 * What the top of a /kit/* page shows of its solution (its category and introduction), derived at
 * build time: the template's chunk carries these lines, and the rest of the records come with the
 * page's details (mfe-kit-digital's solution-details.tsx), which a prerendered page never loads.
 */
export const kitSolutionHeroes: Pick<KitSolution, 'slug' | 'category' | 'intro'>[] = kitSolutions.map(({ slug, category, intro }) => ({ slug, category, intro }));
