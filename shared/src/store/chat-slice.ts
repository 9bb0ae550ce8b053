import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

export type ChatSlice = {
  /** Whether the NavegaBot panel is open; the shell loads the widget's code once this is true. */
  chatOpen: boolean;
  openChat: () => void;
  closeChat: () => void;
};

export const createChatSlice: StateCreator<SiteState, [], [], ChatSlice> = (set) => ({
  chatOpen: false,
  openChat: () => set({ chatOpen: true }),
  closeChat: () => set({ chatOpen: false }),
});
