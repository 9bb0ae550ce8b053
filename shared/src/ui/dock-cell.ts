import { css } from 'styled-components';
import { typeScale } from './theme/tokens';

/**
 * One cell of the phone's contact bar (issue 28): an icon over a short label, the whole cell a
 * 60 px tall target. The shell's call, WhatsApp and back-to-top links use it, and so does
 * NavegaBot's launcher on phones, whose label is drawn by CSS (`::after`) so that the shell's
 * stand-in and the chatbot's own button read the same.
 */
export const dockCellStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  padding: 0 2px;
  color: ${(p) => p.theme.colors.brand};
  font-size: ${typeScale.xs};
  font-weight: 700;
  line-height: 1.1;
  text-decoration: none;
  white-space: nowrap;
  svg, img { width: 22px; height: 22px; }
  &::after, > span { color: ${(p) => p.theme.colors.ink}; }
`;
