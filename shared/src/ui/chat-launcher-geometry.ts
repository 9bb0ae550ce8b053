/**
 * NavegaBot's round launcher, in px: its size, its icon, its distance from the viewport's
 * bottom-right corner, and the gap above it to what it opens (the chat panel, the outage note).
 * The shell draws a stand-in (before the chatbot loads, or when it cannot) exactly where the
 * chatbot remote then draws the real one, so both read this one constant.
 */
export const CHAT_LAUNCHER = { size: 56, iconSize: 26, offset: 16, gap: 12 } as const;
