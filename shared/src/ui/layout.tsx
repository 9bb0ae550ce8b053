import styled, { css } from 'styled-components';
import { FLOATING_GUTTER } from './chat-launcher-geometry';
import { mediaUp } from './theme/tokens';

/**
 * Centres content at the site's maximum width with side padding. From medium up, in the page's
 * main area and footer, the padding grows where needed so that content keeps FLOATING_GUTTER px
 * clear of each side of the viewport: the floating buttons sit there and never cover it (issue 20).
 * `100%` is the parent's width, the viewport without its scrollbar for a page-level container;
 * half of what exceeds the maximum width is the container's own margin.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${(p) => p.theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} {
    padding: 0 max(${(p) => p.theme.space(8)}, calc(var(--floating-gutter, 0px) - max(0px, (100% - ${(p) => p.theme.layout.maxWidth}) / 2)));
  }
  /* A container inside another is already clear of the gutter. */
  > * { --floating-gutter: 0px; }
`;

/** Where Container keeps the floating buttons' gutter: the page's main area and its footer (GlobalStyle). */
export const FLOATING_GUTTER_AREAS = `main, footer { --floating-gutter: ${FLOATING_GUTTER}px; }`;

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
