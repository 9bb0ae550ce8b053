import type { MouseEvent } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { company, phoneHref } from '@site/shared/content/company';
import { dockCopy } from '@site/shared/content/shell-copy';
import { chatbotName } from '@site/shared/content/chatbot-copy';
import { backToTopLabel, newTabNote } from '@site/shared/content/ui-copy';
import { useSiteStore } from '@site/shared/store';
import { DOCK_CELLS, FLOATING_DOCK_HEIGHT, Icon, SAFE_AREA_BOTTOM, dockCellStyles, theme, canHover } from '@site/shared/ui';
import { ChatLauncherIcon } from '../../chat/chat-launcher';
import { backToTop } from '../back-to-top/back-to-top';

const phones = `@media (max-width: ${theme.breakpoints.medium - 1}px)`;
const dockHeight = `calc(${FLOATING_DOCK_HEIGHT}px + ${SAFE_AREA_BOTTOM})`;

/*
 * Issue 28: on a phone the bottom of the screen is the contact bar, the SPEC's "phone and
 * WhatsApp contact banner" (§1): call, WhatsApp, NavegaBot and back to top, each an icon over its
 * name, four equal cells. Issue 20 still holds: a fixed, opaque bar, so nothing of the page is
 * ever beneath a button; the footer ends above it (its bottom padding grows by the bar's height,
 * so there is no strip of bare page under the footer). Call, WhatsApp and back to top are plain
 * links, in the prerendered page: they work before the scripts and without them. NavegaBot needs
 * script: its cell is where the chat's launcher draws itself (shared/src/ui/chat-launcher-button),
 * shown from the first paint (ChatPlace), and without script the bar has three cells. From medium up the buttons float in the corners.
 */
const Bar = styled.nav`
  display: none;
  ${phones} {
    display: grid;
    grid-template-columns: repeat(${DOCK_CELLS.length}, 1fr);
    html:not(.js) & { grid-template-columns: repeat(${DOCK_CELLS.length - 1}, 1fr); }
    position: fixed;
    z-index: 39;
    inset: auto 0 0 0;
    height: ${dockHeight};
    padding-bottom: ${SAFE_AREA_BOTTOM};
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.08);
  }
`;

const Cell = styled.a`
  ${dockCellStyles}
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandSoft}; } }
  &:focus-visible { outline-offset: -3px; }
`;

/*
 * Where NavegaBot's launcher sits: the launcher is fixed over this cell once the shell is
 * hydrated. Until then (a second or more on a slow phone) the cell shows the same icon and name,
 * so the bar never has a gap; a tap on it is held by the page's inline loader
 * (data-needs-script) and replayed once the page is hydrated, which opens the chat. Hidden from
 * assistive technology: the launcher is the chat's one button. Without script it is not there.
 */
const ChatPlace = styled.span`
  ${dockCellStyles}
  cursor: pointer;
  html:not(.js) & { display: none; }
`;

// A focused field or a followed anchor is never scrolled beneath the bar. (The footer, the page's
// last box, keeps the bar's height free at its end: FOOTER_DOCK_SPACE.)
const ReserveDock = createGlobalStyle`
  ${phones} {
    html { scroll-padding-bottom: calc(${dockHeight} + 8px); }
  }
`;

/** Phones: the footer grows by the bar's height, in its own colour, so the page ends above the bar. */
export const FOOTER_DOCK_SPACE = `${phones} { padding-bottom: calc(${theme.space(8)} + ${dockHeight}); }`;

/** Glides to the top with script; without it the link jumps to the main area. */
function glideToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  backToTop();
}

/**
 * The phone's contact bar. Part of the prerendered page, so it is in place from the first paint:
 * a bar that appeared with hydration would slide over whatever a visitor was about to tap.
 */
export function FloatingDock() {
  const openChat = useSiteStore((s) => s.openChat);
  return (
    <>
      <ReserveDock />
      <Bar aria-label={dockCopy.label} data-testid="floating-dock">
        <Cell href={phoneHref} aria-label={dockCopy.callLabel}>
          <Icon name="phone" />
          <span>{dockCopy.call}</span>
        </Cell>
        <Cell href={company.whatsappUrl} target="_blank" rel="noopener noreferrer" aria-label={`${dockCopy.whatsapp} ${newTabNote}`}>
          {/* WhatsApp's own mark (Simple Icons, CC0) in its green, from the page's sprite (SPRITE_MARKS). */}
          <Icon name="whatsapp" size={22} />
          <span>{dockCopy.whatsapp}</span>
        </Cell>
        <ChatPlace aria-hidden="true" data-needs-script="" data-testid="chat-place" onClick={openChat}>
          <ChatLauncherIcon />
          <span>{chatbotName}</span>
        </ChatPlace>
        <Cell href="#contenido" onClick={glideToTop} aria-label={backToTopLabel}>
          <Icon name="arrow-up" />
          <span>{dockCopy.top}</span>
        </Cell>
      </Bar>
    </>
  );
}
