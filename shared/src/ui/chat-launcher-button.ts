import { css } from 'styled-components';
import { chatbotName } from '../content/chatbot-copy';
import { CHAT_LAUNCHER, DOCK_CELLS, FLOATING_DOCK_HEIGHT, SAFE_AREA_BOTTOM } from './chat-launcher-geometry';
import { dockCellStyles } from './dock-cell';

const chatCell = DOCK_CELLS.indexOf('chat');
import { roundBox } from './shapes';
import { canHover } from './theme/tokens';

/**
 * NavegaBot's round launcher in its corner, for the shell's stand-in and the chatbot's own button
 * alike, so one replaces the other without a visible jump. `--chat-lift` (set by the chatbot)
 * raises it above the cookie banner where the banner reaches its corner. On phones it is the
 * labelled 'NavegaBot' cell of the contact bar (the shell draws the bar; the banner sits above it).
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
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandDark}; } }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    ${dockCellStyles}
    left: ${(chatCell * 100) / DOCK_CELLS.length}%;
    right: auto;
    bottom: ${SAFE_AREA_BOTTOM};
    width: ${100 / DOCK_CELLS.length}%;
    height: ${FLOATING_DOCK_HEIGHT}px;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
    ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandSoft}; } }
    &::after { content: '${chatbotName}'; }
  }
`;
