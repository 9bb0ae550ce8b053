import styled from 'styled-components';
import { bareList } from './shapes';
import { mediaUp } from './theme/tokens';

/** Columns of a card grid at the two desktop breakpoints. */
export type DesktopColumns = { large: number; wide: number };

/** True when `count` cards in `columns` columns leave one card alone on the last row. */
export const leavesOrphan = (count: number, columns: number) => count > columns && count % columns === 1;

const rows = (count: number, columns: number) => Math.ceil(count / columns);

/**
 * Columns for `count` cards at `large` (1024 px) and `wide` (1280 px) that never leave one card
 * alone on the last row where another choice avoids it:
 * - `large` has room for three: 3, else 2 × 2 for four cards, else 4 (7 → 4 + 3, 10 → 4 + 4 + 2);
 *   more than four cards in two columns would make a long column of stretched cards.
 * - `wide` takes 4 where that strands none and needs fewer rows than 3 or 3 would strand one
 *   (4, 7, 8, 10, 11, 12), else 3 (5 → 3 + 2, 6 → 3 + 3, 9 → 3 × 3).
 * Up to three cards keep the three-column width in one short centred row.
 */
export function balancedColumns(count: number): DesktopColumns {
  const large = !leavesOrphan(count, 3) ? 3 : count <= 4 ? 2 : leavesOrphan(count, 4) ? 3 : 4;
  const fourFits = !leavesOrphan(count, 4) && (rows(count, 4) < rows(count, 3) || leavesOrphan(count, 3));
  return { large, wide: fourFits ? 4 : 3 };
}

/**
 * Columns at `medium` (768 px) for a grid whose rows are filled: two, or three where two would
 * leave one card alone and three does not (5 → 3 + 2).
 */
export function mediumColumns(count: number): number {
  return leavesOrphan(count, 2) && !leavesOrphan(count, 3) ? 3 : 2;
}

const basis = (columns: number) => `calc((100% - ${columns - 1} * var(--grid-gap)) / ${columns})`;

/**
 * A grid of `$count` cards whose short last row is centred (or, with `$fill`, widened to the edges): one column on phones, two from
 * `medium`, then balancedColumns() at `large` and `wide`. Cards in a row share its height
 * (flex items stretch). Also a list: render it `as="ul"` with `<li>` cards.
 */
export const BalancedGrid = styled.div<{ $count: number; $gap?: number; $fill?: boolean }>`
  --grid-gap: ${(p) => p.theme.space(p.$gap ?? 6)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--grid-gap);
  ${bareList}
  > * { flex: 0 0 100%; min-width: 0; }
  ${mediaUp('medium')} { > * { flex-basis: ${(p) => basis(p.$fill ? mediumColumns(p.$count) : 2)}; } }
  ${mediaUp('large')} { > * { flex-basis: ${(p) => basis(balancedColumns(p.$count).large)}; } }
  ${mediaUp('wide')} { > * { flex-basis: ${(p) => basis(balancedColumns(p.$count).wide)}; } }
  /* $fill: the short last row's cards widen to the grid's edges (5 → 3 + 2 wider), so no row
     has a gap at its ends; at 768 px three columns where two would leave a card alone (issue 36). */
  ${(p) => p.$fill && '> * { flex-grow: 1; }'}
`;
