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
 * floating buttons never hide content). Below the medium breakpoint both buttons are
 * `phoneSize` and sit in the dock, an opaque bar across the bottom of the viewport that the page
 * keeps free; `phoneEdge` from the sides, `phoneInset` from the dock's edges. From medium up they
 * float in the corners and the page's containers keep `gutter` clear on each side.
 */
export const CHAT_LAUNCHER = { size: 56, iconSize: 26, offset: 16, gap: 12, phoneSize: 48, phoneInset: 8, phoneEdge: 12 } as const;

/** Where the launcher sits at a viewport width (px): its distance from the side and the bottom, and its size. */
export function launcherPlacement(viewportWidth: number): { edge: number; bottom: number; size: number } {
  return viewportWidth < MEDIUM_BREAKPOINT
    ? { edge: CHAT_LAUNCHER.phoneEdge, bottom: CHAT_LAUNCHER.phoneInset, size: CHAT_LAUNCHER.phoneSize }
    : { edge: CHAT_LAUNCHER.offset, bottom: CHAT_LAUNCHER.offset, size: CHAT_LAUNCHER.size };
}

/** Height (px) of the phone dock: a compact button and its inset above and below. */
export const FLOATING_DOCK_HEIGHT = CHAT_LAUNCHER.phoneSize + 2 * CHAT_LAUNCHER.phoneInset;

/**
 * Width (px) kept clear of content at each side of the viewport from medium up: the launcher,
 * its offset from the edge and a small gap. Back-to-top (48 px at 16 px) fits in it too.
 */
export const FLOATING_GUTTER = CHAT_LAUNCHER.offset + CHAT_LAUNCHER.size + 8;

/** The bottom safe-area inset of notched phones (0 elsewhere), added below the dock's buttons. */
export const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
