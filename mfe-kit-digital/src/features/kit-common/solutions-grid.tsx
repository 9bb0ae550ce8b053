import { kitSolutionPages } from '@site/shared/content/kit-solution-pages.derived';
import { Grid, Reveal } from '@site/shared/ui';
import { SolutionCard } from './solution-card';

type SolutionsGridProps = { min: string; /** Each card's "includes" list (agent page) or only its description (overview). */ withIncludes?: boolean };

/**
 * The twelve solution cards of the agent and overview pages, far below the fold. Shown through
 * ./solutions-grid-island: the solution records and this code stay out of the pages' first load.
 */
export default function SolutionsGrid({ min, withIncludes = true }: SolutionsGridProps) {
  return (
    <Grid $min={min}>
      {kitSolutionPages.map((solution, i) => (
        <Reveal key={solution.slug} $index={i}>
          <SolutionCard solution={solution} withIncludes={withIncludes} />
        </Reveal>
      ))}
    </Grid>
  );
}
