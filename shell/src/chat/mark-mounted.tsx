import { useLayoutEffect } from 'react';

/**
 * Calls `onMounted` once its siblings inside the same Suspense boundary are on screen. A layout
 * effect: the slot then drops its stand-in button in the same task, before the browser paints or
 * a screen reader reads the page, so there is never a moment with two 'Abrir NavegaBot' buttons.
 */
export function MarkMounted({ onMounted }: { onMounted: () => void }) {
  useLayoutEffect(() => onMounted(), [onMounted]);
  return null;
}
