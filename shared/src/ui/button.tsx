import { Link } from '@site/shared/router';
import styled, { css } from 'styled-components';
import { typeScale, canHover } from './theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outlineLight';

const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 48px;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(6)}`};
  border-radius: ${(p) => p.theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${typeScale.base};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease, transform 0.2s ease, box-shadow 0.2s ease;
  ${(p) => p.$block && 'width: 100%;'}
  /* An icon keeps its size when a long label wraps or the button is narrow. */
  svg { flex: none; }
  ${canHover} { &:hover { transform: translateY(-1px); } }
  &:disabled { opacity: 0.65; cursor: not-allowed; transform: none; }
  ${(p) => {
    const c = p.theme.colors;
    switch (p.$variant ?? 'primary') {
      case 'primary':
        return css`background: ${c.brand}; color: ${c.onDark}; ${canHover} { &:hover { background: ${c.brandDark}; box-shadow: ${p.theme.shadows.card}; } }`;
      case 'secondary':
        return css`background: ${c.surface}; color: ${c.brand}; border-color: ${c.brand}; ${canHover} { &:hover { background: ${c.brandSoft}; } }`;
      case 'ghost':
        return css`background: transparent; color: ${c.brand}; ${canHover} { &:hover { background: ${c.brandSoft}; } }`;
      case 'light':
        return css`background: ${c.surface}; color: ${c.brandDark}; ${canHover} { &:hover { background: ${c.brandSoft}; } }`;
      case 'outlineLight':
        return css`background: transparent; color: ${c.onDark}; border-color: rgba(255, 255, 255, 0.7); ${canHover} { &:hover { background: rgba(255, 255, 255, 0.12); } }`;
    }
  }}
`;

/** A `<button>` in one of the site's button styles. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

/** An internal link (router) that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

/** An external or `tel:` link that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;
