import { AsPrerendered } from '@site/shared/router';
import { Container, Section, SectionHeading } from '@site/shared/ui';
import { SolutionsGridIsland } from './solutions-grid-island';

type SolutionsSectionProps = {
  /** The section's id (a link target); its title's is `${id}-titulo`. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** `cards` on the agent page, `links` on the overview (./solutions-grid.tsx). */
  variant: 'cards' | 'links';
};

/**
 * The band of the twelve solutions on the agent and overview pages. Links only, the same for every
 * visitor: adopted as prerendered, so a prerendered load never fetches or hydrates the solutions'
 * code and records (issue 34); on a page reached by a link, the island renders them.
 */
export function SolutionsSection({ id, eyebrow, title, intro, variant }: SolutionsSectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <AsPrerendered>
      <Section $tone="alt" id={id} aria-labelledby={titleId}>
        <Container>
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
          <SolutionsGridIsland variant={variant} />
        </Container>
      </Section>
    </AsPrerendered>
  );
}
