import { css } from 'styled-components';
import { CHAT_LAUNCHER, SAFE_AREA_BOTTOM } from './chat-launcher-geometry';
import { roundBox } from './shapes';

/**
 * NavegaBot's round launcher in its corner, for the shell's stand-in and the chatbot's own button
 * alike, so one replaces the other without a visible jump. `--chat-lift` (set by the chatbot)
 * raises it above the cookie banner where the banner reaches its corner. On phones it is the
 * compact button at the right end of the floating dock (the shell draws the dock).
 */
export const chatLauncherButton = css`
  position: fixed;
  z-index: 45;
  right: ${CHAT_LAUNCHER.offset}px;
  bottom: calc(${CHAT_LAUNCHER.offset}px + var(--chat-lift, 0px));
  ${roundBox(CHAT_LAUNCHER.size)}
  border: 0;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.colors.brandDark}; }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    right: ${CHAT_LAUNCHER.phoneEdge}px;
    bottom: calc(${CHAT_LAUNCHER.phoneInset}px + ${SAFE_AREA_BOTTOM} + var(--chat-lift, 0px));
    width: ${CHAT_LAUNCHER.phoneSize}px;
    height: ${CHAT_LAUNCHER.phoneSize}px;
    box-shadow: none;
  }
`;
