import styled from 'styled-components';
import type { AccentTone } from '@site/shared/schemas/content-icon';
import { IconTile, Row, mediaUp } from '@site/shared/ui';
import { toneColors } from './tones';

/** An icon tile tinted with a content record's accent tone. */
export const TonedTile = styled(IconTile)<{ $accent: AccentTone }>`
  background: ${(p) => toneColors[p.$accent].soft};
  color: ${(p) => toneColors[p.$accent].strong};
`;

/** The button row under a section's content. */
export const SectionActions = styled(Row)`
  justify-content: center;
  margin-top: ${(p) => p.theme.space(10)};
`;

/**
 * A card grid whose short last row is centred, so 4, 5 or 7 cards never leave one card beside
 * empty slots: one column on phones, two from `medium`, `$large` from `large` and `$wide` from
 * `wide` (both default 3). Cards in a row share its height.
 */
export const BalancedGrid = styled.div<{ $large?: number; $wide?: number }>`
  --grid-gap: ${(p) => p.theme.space(6)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--grid-gap);
  > * { flex: 0 0 100%; min-width: 0; }
  ${mediaUp('medium')} { > * { flex-basis: calc((100% - var(--grid-gap)) / 2); } }
  ${mediaUp('large')} { > * { flex-basis: calc((100% - ${(p) => (p.$large ?? 3) - 1} * var(--grid-gap)) / ${(p) => p.$large ?? 3}); } }
  ${mediaUp('wide')} { > * { flex-basis: calc((100% - ${(p) => (p.$wide ?? p.$large ?? 3) - 1} * var(--grid-gap)) / ${(p) => p.$wide ?? p.$large ?? 3}); } }
`;

/** Columns for `count` cards at `large` and `wide`: four cards go 2 × 2, then 4 in a row. */
export function balancedColumns(count: number): { $large: number; $wide: number } {
  return count === 4 ? { $large: 2, $wide: 4 } : { $large: 3, $wide: 3 };
}

/**
 * Wraps a left-aligned SectionHeading that sits directly above running text: the heading's
 * default 40 px gap is meant for a grid below it and leaves a hole above a paragraph.
 */
export const ProseBlock = styled.div`
  > header { margin-bottom: ${(p) => p.theme.space(5)}; }
`;
