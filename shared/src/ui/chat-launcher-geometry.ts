import { theme } from './theme/tokens';

/** Below this width the launcher is the phone dock's compact button. */
const MEDIUM_BREAKPOINT = theme.breakpoints.medium;

/**
 * NavegaBot's round launcher, in px: its size, its icon, its distance from the viewport's
 * bottom-right corner, and the gap above it to what it opens (the chat panel, the outage note).
 * The shell draws a stand-in (before the chatbot loads, or when it cannot) exactly where the
 * chatbot remote then draws the real one, so both read this one constant.
 *
 * It is also the geometry of the floating-button zone it shares with back-to-top (issue 20:
 * floating buttons never hide content). From medium up they float in the corners and the page's
 * containers keep `gutter` clear on each side. Below medium there are no floating buttons: the
 * phone's contact bar (the dock, issue 28) runs across the bottom of the screen, four equal
 * cells (call, WhatsApp, NavegaBot, back to top), and the launcher is its third cell.
 * `phoneEdge` is the margin of what opens above the dock (the chat panel).
 */
export const CHAT_LAUNCHER = { size: 56, iconSize: 26, offset: 16, gap: 12, phoneEdge: 12 } as const;

/** The phone dock's cells, left to right; the launcher is drawn over the `chat` cell. */
export const DOCK_CELLS = ['call', 'whatsapp', 'chat', 'top'] as const;

/** Height (px) of the phone dock (above the safe area of notched phones). */
export const FLOATING_DOCK_HEIGHT = 60;

/** Where the launcher sits at a viewport width (px): its distance from the right side and the bottom, its width and height. */
export function launcherPlacement(viewportWidth: number): { edge: number; bottom: number; width: number; height: number } {
  if (viewportWidth >= MEDIUM_BREAKPOINT) return { edge: CHAT_LAUNCHER.offset, bottom: CHAT_LAUNCHER.offset, width: CHAT_LAUNCHER.size, height: CHAT_LAUNCHER.size };
  const cell = viewportWidth / DOCK_CELLS.length;
  const cellsToTheRight = DOCK_CELLS.length - 1 - DOCK_CELLS.indexOf('chat');
  return { edge: cell * cellsToTheRight, bottom: 0, width: cell, height: FLOATING_DOCK_HEIGHT };
}

/**
 * Width (px) kept clear of content at each side of the viewport from medium up: the launcher,
 * its offset from the edge and a small gap. Back-to-top (48 px at 16 px) fits in it too.
 */
export const FLOATING_GUTTER = CHAT_LAUNCHER.offset + CHAT_LAUNCHER.size + 8;

/** The bottom safe-area inset of notched phones (0 elsewhere), added below the dock's buttons. */
export const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
