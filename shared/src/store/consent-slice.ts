import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

/** Browser storage keys of SPEC §3; either one present means the visitor has chosen. */
export const CONSENT_ACCEPTED_KEY = 'cookies-accepted';
export const CONSENT_REJECTED_KEY = 'cookies-rejected';

/** 'unknown' until the visitor answers the banner (or on the server). */
export type ConsentStatus = 'unknown' | 'accepted' | 'rejected';

export type ConsentSlice = {
  consent: ConsentStatus;
  /** Reads the stored choice; called once on the client after hydration. */
  loadConsent: () => void;
  acceptCookies: () => void;
  rejectCookies: () => void;
  /** Forgets the choice (cookie policy page) so the banner shows again. */
  clearConsent: () => void;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: behave as if nothing is stored
  }
}

export function readStoredConsent(): ConsentStatus {
  const s = storage();
  if (!s) return 'unknown';
  if (s.getItem(CONSENT_ACCEPTED_KEY)) return 'accepted';
  if (s.getItem(CONSENT_REJECTED_KEY)) return 'rejected';
  return 'unknown';
}

export const createConsentSlice: StateCreator<SiteState, [], [], ConsentSlice> = (set) => ({
  consent: 'unknown',
  loadConsent: () => set({ consent: readStoredConsent() }),
  acceptCookies: () => {
    const s = storage();
    s?.removeItem(CONSENT_REJECTED_KEY);
    s?.setItem(CONSENT_ACCEPTED_KEY, 'true');
    set({ consent: 'accepted' });
  },
  rejectCookies: () => {
    const s = storage();
    s?.removeItem(CONSENT_ACCEPTED_KEY);
    s?.setItem(CONSENT_REJECTED_KEY, 'true');
    set({ consent: 'rejected' });
  },
  clearConsent: () => {
    const s = storage();
    s?.removeItem(CONSENT_ACCEPTED_KEY);
    s?.removeItem(CONSENT_REJECTED_KEY);
    set({ consent: 'unknown' });
  },
});
