import { useEffect } from 'react';

const FIRST_INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Starts `load` (a dynamic import) on the visitor's first pointer, touch or keyboard move: code
 * only an interaction can need (a dialog and its form) is then ready when the button is pressed,
 * without weighing on the page's first load.
 */
export function usePrefetchOnFirstInteraction(load: () => Promise<unknown>) {
  useEffect(() => {
    const start = () => {
      FIRST_INTERACTION_EVENTS.forEach((e) => window.removeEventListener(e, start));
      load().catch(() => undefined); // a failed prefetch is retried when the code is rendered
    };
    FIRST_INTERACTION_EVENTS.forEach((e) => window.addEventListener(e, start, { passive: true }));
    return () => FIRST_INTERACTION_EVENTS.forEach((e) => window.removeEventListener(e, start));
  }, [load]);
}
