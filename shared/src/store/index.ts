import { create } from 'zustand';
import { createChatSlice } from './chat-slice';
import { createConsentSlice } from './consent-slice';
import { createToastSlice } from './toast-slice';
import { createUiSlice } from './ui-slice';
import type { SiteState } from './site-state';

/**
 * The store's contract version: the live shell provides this module to every remote, so a
 * remote built against a newer shape must wait for the shell (the deploy guard checks it).
 * Bump it with any change of this module's public shape: minor when something is only added,
 * major when something is removed or changed. tools/federation-contracts.test.ts fails when the
 * shape changes without a bump.
 */
export const STORE_CONTRACT_VERSION = '1.0.0';

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
