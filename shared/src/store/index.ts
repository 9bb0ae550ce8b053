import { create } from 'zustand';
import { createChatSlice } from './chat-slice';
import { createConsentSlice } from './consent-slice';
import { createToastSlice } from './toast-slice';
import { createUiSlice } from './ui-slice';
import type { SiteState } from './site-state';

/**
 * The site's one store. `@site/shared/store` is a Module Federation singleton, so the shell
 * and every remote read and write this same instance (toasts, consent, chat, menu).
 */
export const useSiteStore = create<SiteState>()((...a) => ({
  ...createConsentSlice(...a),
  ...createToastSlice(...a),
  ...createChatSlice(...a),
  ...createUiSlice(...a),
}));

/** The state a fresh page starts with; tests reset the store to it. */
export const initialSiteState = useSiteStore.getState();

export type { SiteState } from './site-state';
export * from './selectors';
export {
  CONSENT_ACCEPTED_KEY,
  CONSENT_REJECTED_KEY,
  readStoredConsent,
  type ConsentStatus,
} from './consent-slice';
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type NewToast, type Toast, type ToastVariant } from './toast-slice';
