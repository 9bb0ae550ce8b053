import styled, { css } from 'styled-components';
import { typeScale, canHover } from '../theme/tokens';

/*
 * The one look of the site's form controls. State is styled from attributes (aria-invalid,
 * :disabled, [hidden]), never from props, so a server answer page that sets aria-invalid looks the
 * same as the scripted form, and a class never has to change after hydration.
 */

/** 48 px high, 16 px text (iOS does not zoom into it), brand focus ring, red when invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${typeScale.base};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: ${(p) => p.theme.colors.muted}; opacity: 0.85; }
  ${canHover} { &:hover { border-color: ${(p) => p.theme.colors.brandDark}; } }
  &:focus { outline: none; border-color: ${(p) => p.theme.colors.brand}; box-shadow: 0 0 0 3px ${(p) => p.theme.colors.brandSoft}, 0 0 0 5px ${(p) => p.theme.colors.brand}; }
  &[aria-invalid='true'] { border-color: ${(p) => p.theme.colors.danger}; background-color: ${(p) => p.theme.colors.dangerSoft}; }
`;

/** Label, control, hint and error of one field, stacked. */
export const FieldBox = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  min-width: 0;
  ${(p) => p.$wide && 'grid-column: 1 / -1;'}
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.ink};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${typeScale.xs};
  color: ${(p) => p.theme.colors.muted};
`;
