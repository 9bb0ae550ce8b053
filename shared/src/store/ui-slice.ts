import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

export type UiSlice = {
  /** The full-screen navigation menu on small screens. */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
};

export const createUiSlice: StateCreator<SiteState, [], [], UiSlice> = (set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
});
