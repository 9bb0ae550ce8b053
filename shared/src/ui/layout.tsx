import styled, { css } from 'styled-components';
import { mediaUp } from './theme/tokens';

/** Centres content at the site's maximum width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { padding: 0 ${(p) => p.theme.space(8)}; }
`;

type Tone = 'plain' | 'alt' | 'brand' | 'dark';

/** A full-width band of the page; `$tone` picks its background. */
export const Section = styled.section<{ $tone?: Tone }>`
  padding: ${(p) => p.theme.space(14)} 0;
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(20)} 0; }
  ${(p) =>
    p.$tone === 'alt' &&
    css`background: ${p.theme.colors.surfaceAlt};`}
  ${(p) =>
    p.$tone === 'brand' &&
    css`background: ${p.theme.colors.brandSoft};`}
  ${(p) =>
    p.$tone === 'dark' &&
    css`
      background: linear-gradient(135deg, ${p.theme.colors.brandDeep}, ${p.theme.colors.brandDark});
      color: ${p.theme.colors.onDark};
      h1, h2, h3 { color: ${p.theme.colors.onDark}; }
      p { color: ${p.theme.colors.onDarkMuted}; }
    `}
`;

/** A responsive grid: one column on phones, `$min`-wide tracks above. */
export const Grid = styled.div<{ $min?: string; $gap?: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(p.$gap ?? 6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? '280px'}), 1fr));
`;

/** Lays children in a row that wraps, for button groups. */
export const Row = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  ${(p) => p.$center && 'justify-content: center;'}
`;
