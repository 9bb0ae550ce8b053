import type { SiteState } from './site-state';

export const selectConsent = (s: SiteState) => s.consent;
export const selectToasts = (s: SiteState) => s.toasts;
export const selectPushToast = (s: SiteState) => s.pushToast;
export const selectChatOpen = (s: SiteState) => s.chatOpen;
export const selectMenuOpen = (s: SiteState) => s.menuOpen;
