import type { StateCreator } from 'zustand';
import type { SiteState } from './site-state';

/** SPEC §9: one toast at a time; removed 1,000,000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** SPEC §9: how long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type NewToast = { title: string; description?: string; variant?: ToastVariant };

export type ToastSlice = {
  toasts: Toast[];
  /** Shows a toast, replacing the one on screen; returns its id. */
  pushToast: (toast: NewToast) => string;
  updateToast: (id: string, patch: Partial<NewToast>) => void;
  dismissToast: (id?: string) => void;
  removeToast: (id?: string) => void;
};

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const createToastSlice: StateCreator<SiteState, [], [], ToastSlice> = (set, get) => ({
  toasts: [],
  pushToast: ({ title, description, variant = 'default' }) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    set((s) => ({ toasts: [{ id, title, description, variant, open: true }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  updateToast: (id, patch) =>
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismissToast: (id) => {
    const ids = id ? [id] : get().toasts.map((t) => t.id);
    for (const toastId of ids) {
      if (removalTimers.has(toastId)) continue;
      removalTimers.set(
        toastId,
        setTimeout(() => {
          removalTimers.delete(toastId);
          get().removeToast(toastId);
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
    set((s) => ({ toasts: s.toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)) }));
  },
  removeToast: (id) => set((s) => ({ toasts: id ? s.toasts.filter((t) => t.id !== id) : [] })),
});
