import styled, { css } from 'styled-components';
import { Eyebrow } from './headings';
import { mediaUp } from './theme/tokens';

/** `page`: an inner page's text-only band; `home`: the home page's taller band with art beside the text. */
export type HeroBandVariant = 'page' | 'home';

const padding = {
  page: css`
    padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(14)}) 0 ${(p) => p.theme.space(16)};
    ${mediaUp('medium')} { padding-bottom: ${(p) => p.theme.space(20)}; }
  `,
  // The art stacks under the text until `large`, so the band keeps its short bottom until then.
  home: css`
    padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(12)}) 0 ${(p) => p.theme.space(14)};
    ${mediaUp('large')} { padding-bottom: ${(p) => p.theme.space(20)}; }
  `,
};

/** The dark gradient band at the top of every page; it starts under the fixed header. */
export const HeroBand = styled.section<{ $variant?: HeroBandVariant }>`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(circle at 85% 15%, rgba(56, 189, 248, 0.28), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(245, 158, 11, 0.18), transparent 40%),
    linear-gradient(135deg, ${(p) => p.theme.colors.brandDeep}, ${(p) => p.theme.colors.brandDark});
  ${(p) => padding[p.$variant ?? 'page']}
`;

/** The eyebrow line on a hero band, in the light accent. */
export const HeroEyebrow = styled(Eyebrow)`
  /* && outranks the band's own paragraph colour (the eyebrow is a <p>). */
  && { color: ${(p) => p.theme.colors.accentOnDark}; }
`;
