import { css } from 'styled-components';
import { typeScale } from './theme/tokens';

/** A list without bullets or indent, laid out by its own styles. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A round box of `size` px with its content centred: icon buttons, step numbers, the chat launcher. */
export const roundBox = (size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
`;

/** The rounded pill of chips and badges: an icon and a short text in a row. */
export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.pill};
  font-weight: 600;
`;

/** A pill on a hero band: light text on a translucent fill, its icon in the light accent. */
export const pillOnDark = css`
  ${pill}
  background: ${(p) => p.theme.colors.onDarkSurface};
  color: ${(p) => p.theme.colors.onDark};
  font-size: ${typeScale.sm};
  svg { flex: none; color: ${(p) => p.theme.colors.accentOnDark}; }
`;
