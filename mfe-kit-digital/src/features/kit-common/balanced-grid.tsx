import styled from 'styled-components';
import { mediaUp } from '@site/shared/ui';

/**
 * A card grid whose short last row is centred, so an odd count never leaves one card beside
 * empty slots: one column on phones, two from `medium`, `$large` from `large` and `$wide` from
 * `wide`. Cards in a row share its height (flex items stretch).
 */
export const BalancedGrid = styled.div<{ $large: number; $wide: number; $gap?: number }>`
  --grid-gap: ${(p) => p.theme.space(p.$gap ?? 5)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--grid-gap);
  list-style: none;
  margin: 0;
  padding: 0;
  > * { flex: 0 0 100%; min-width: 0; }
  ${mediaUp('medium')} { > * { flex-basis: calc((100% - var(--grid-gap)) / 2); } }
  ${mediaUp('large')} { > * { flex-basis: calc((100% - ${(p) => p.$large - 1} * var(--grid-gap)) / ${(p) => p.$large}); } }
  ${mediaUp('wide')} { > * { flex-basis: calc((100% - ${(p) => p.$wide - 1} * var(--grid-gap)) / ${(p) => p.$wide}); } }
`;

/**
 * Columns for `count` cards from `large` and `wide` that leave the fewest gaps: 4 → 2 × 2 then
 * one row, 5 → 3 + 2, 6 → 3 + 3, 7 → 4 + 3 on wide screens, 8 → 4 + 4.
 */
export function balancedColumns(count: number): { $large: number; $wide: number } {
  if (count === 4) return { $large: 2, $wide: 4 };
  if (count === 5 || count === 6 || count < 4) return { $large: 3, $wide: 3 };
  return { $large: 3, $wide: 4 };
}
