import { useEffect } from 'react';

/** Calls `onMounted` once its siblings inside the same Suspense boundary are on screen. */
export function MarkMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}
