import styled from 'styled-components';
import type { AccentTone } from '@site/shared/schemas/content-icon';
import { IconTile, Row } from '@site/shared/ui';
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
 * Wraps a left-aligned SectionHeading that sits directly above running text: the heading's
 * default 40 px gap is meant for a grid below it and leaves a hole above a paragraph.
 */
export const ProseBlock = styled.div`
  > header { margin-bottom: ${(p) => p.theme.space(5)}; }
`;
