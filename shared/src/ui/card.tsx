import styled, { css, keyframes } from 'styled-components';
import { typeScale, canHover } from './theme/tokens';

/** A white, rounded, lightly shadowed panel. */
export const Card = styled.article<{ $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  padding: ${(p) => p.theme.space(6)};
  ${(p) =>
    p.$interactive &&
    css`
      transition: transform 0.25s ease, box-shadow 0.25s ease;
      ${canHover} { &:hover { transform: translateY(-4px); box-shadow: ${p.theme.shadows.raised}; } }
    `}
`;

/** A small rounded label (category, year, technology). */
export const Badge = styled.span<{ $tone?: 'brand' | 'accent' | 'neutral' | 'dark' }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${typeScale.xs};
  font-weight: 600;
  line-height: 1.4;
  ${(p) => {
    const c = p.theme.colors;
    switch (p.$tone ?? 'brand') {
      case 'brand':
        return css`background: ${c.brandSoft}; color: ${c.brandDark};`;
      case 'accent':
        return css`background: ${c.accentSoft}; color: ${c.accentText};`;
      case 'neutral':
        return css`background: ${c.surfaceAlt}; color: ${c.muted}; border: 1px solid ${c.border};`;
      case 'dark':
        return css`background: rgba(255, 255, 255, 0.14); color: ${c.onDark};`;
    }
  }}
`;

/*
 * Opacity only, no rise: cards in a scrolling row (the telephony tariffs on a phone) moved by a
 * transform made Chromium repaint the whole page in every main-thread frame while they ran, during
 * the load (/telefonia at 4× CPU, 6 loads each in turns: 19 → 7 page paints, paint 260 → 144 ms,
 * layerization 63 → 22 ms, as with no animation at all; issue 34). The SPEC asks for a fade.
 */
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Fades its content in, `$index` × `$stagger` ms after `$delay` (SPEC §9: about 30 ms a card).
 * Pure CSS, so prerendered pages animate without JavaScript; reduced motion turns it off.
 * For cards on the first screen: a grid further down has faded in before anyone scrolls to it,
 * and its animation only costs the load's main thread (issue 34).
 */
export const Reveal = styled.div<{ $index?: number; $stagger?: number; $delay?: number }>`
  animation: ${fadeIn} 0.45s ease-out both;
  animation-delay: ${(p) => (p.$delay ?? 0) + (p.$index ?? 0) * (p.$stagger ?? 30)}ms;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Clamps text to `$lines` lines with an ellipsis (SPEC §9: 2 for services, 3 for projects). */
export const Clamp = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${(p) => p.$lines};
  overflow: hidden;
`;

/** A round tinted tile that holds an icon. */
export const IconTile = styled.span<{ $tone?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  flex: none;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.$tone ?? p.theme.colors.brandSoft};
  color: ${(p) => p.theme.colors.brandDark};
  svg { width: 26px; height: 26px; }
`;
