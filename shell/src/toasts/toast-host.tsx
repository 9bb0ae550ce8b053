import { Suspense, lazy, useEffect, useState } from 'react';
import { useSiteStore } from '@site/shared/store';
import { TOAST_HOTKEY } from './toast-hotkey';

// Radix's toast, its icon and styles are about 10 KB gzip that most visits never need: the code
// loads when the first toast is pushed (a form sent or failed) or when F8 asks for the area.
const ToastViewport = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-viewport').then((m) => ({ default: m.ToastViewport })));

/** Mounts the toast area on first need and keeps it from then on. */
export function ToastHost() {
  const hasToasts = useSiteStore((s) => s.toasts.length > 0);
  const [needed, setNeeded] = useState<false | 'toast' | 'hotkey'>(false);
  useEffect(() => {
    if (hasToasts && !needed) setNeeded('toast');
  }, [hasToasts, needed]);
  useEffect(() => {
    if (needed) return;
    // Until Radix is loaded, F8 loads it and the area takes focus as soon as it mounts.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) setNeeded('hotkey');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport focusOnMount={needed === 'hotkey'} />
    </Suspense>
  );
}
