import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { kitSolutionCard } from '@site/shared/content/kit-digital-pages';
import { kitSolutionPages } from '@site/shared/content/kit-solution-pages.derived';
import { bareList, mediaUp, scrollRowBelow, typeScale, canHover } from '@site/shared/ui';
import { KitIcon } from './kit-icon';
import { SolutionCard } from './solution-card';

// Three across from `large` (twelve make four full rows); a row to swipe below it.
const Cards = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${scrollRowBelow('large')}
  > li > * { height: 100%; }
`;

// Two across on phones, three on tablets, four from `large`: every row full with twelve.
const Links = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mediaUp('medium')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${mediaUp('large')} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${(p) => p.theme.space(4)}; }
  a {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    height: 100%;
    min-height: 56px;
    padding: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.ink};
    font-weight: 600;
    font-size: ${typeScale.sm};
    line-height: 1.3;
    text-decoration: none;
    ${canHover} { &:hover { border-color: ${(p) => p.theme.colors.brand}; color: ${(p) => p.theme.colors.brand}; } }
  }
  svg { flex: none; width: 22px; height: 22px; color: ${(p) => p.theme.colors.brand}; }
`;

type SolutionsGridProps = {
  /** `cards`: each solution's card with what it includes (agent page); `links`: a compact list of their pages (overview). */
  variant: 'cards' | 'links';
};

/**
 * The twelve solutions of the agent and overview pages, far below the fold. Shown through
 * ./solutions-grid-island: the solution records and this code stay out of the pages' first load.
 */
export default function SolutionsGrid({ variant }: SolutionsGridProps) {
  if (variant === 'links') {
    return (
      <Links aria-label={kitSolutionCard.listLabel}>
        {kitSolutionPages.map((solution) => (
          <li key={solution.slug}>
            <Link to={solution.path}>
              <KitIcon name={solution.icon} />
              {solution.shortName}
            </Link>
          </li>
        ))}
      </Links>
    );
  }
  // No fade-in (Reveal): the grid is far below the first screen, so its fade was over before anyone
  // scrolled to it, and it only cost the load's main thread (issue 34).
  return (
    <Cards>
      {kitSolutionPages.map((solution) => (
        <li key={solution.slug}>
          <SolutionCard solution={solution} />
        </li>
      ))}
    </Cards>
  );
}
