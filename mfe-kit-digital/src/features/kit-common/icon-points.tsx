import styled from 'styled-components';
import type { KitBenefit } from '@site/shared/schemas/kit-digital';
import { bareList, IconTile, mediaUp, typeScale } from '@site/shared/ui';
import { KitIcon } from './kit-icon';

// An icon beside each point on phones (four cards stacked were a screen on their own), two
// across on tablets, four cards in a row from `large`.
const List = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${(p) => p.theme.space(6)}; }
  ${mediaUp('large')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Point = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${(p) => p.theme.space(4)};
  align-items: start;
  h3 { font-size: ${typeScale.lg}; margin: 0 0 ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  ${mediaUp('large')} {
    grid-template-columns: none;
    row-gap: ${(p) => p.theme.space(4)};
    padding: ${(p) => p.theme.space(6)};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: ${(p) => p.theme.shadows.card};
    p { font-size: ${typeScale.base}; }
  }
`;

/** Short points with an icon each: the agent page's reasons to choose us, the overview's voucher rules. */
export function IconPoints({ points }: { points: readonly KitBenefit[] }) {
  return (
    <List>
      {points.map((point) => (
        <Point key={point.title}>
          <IconTile>
            <KitIcon name={point.icon} />
          </IconTile>
          <div>
            <h3>{point.title}</h3>
            <p>{point.description}</p>
          </div>
        </Point>
      ))}
    </List>
  );
}
