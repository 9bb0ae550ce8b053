import { Suspense, lazy, useEffect, useState } from 'react';
import { useSiteStore } from '@site/shared/store';
import { TOAST_HOTKEY } from './toast-hotkey';
import { watchLastUsedControl } from './last-used-control';

// Radix's toast, its icon and styles are about 10 KB gzip that most visits never need: the code
// loads when the first toast is pushed (a form sent or failed) or when F8 asks for the area.
const ToastViewport = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-viewport').then((m) => ({ default: m.ToastViewport })));

/** Mounts the toast area while there are toasts, or once F8 has asked for it. */
export function ToastHost() {
  const hasToasts = useSiteStore((s) => s.toasts.length > 0);
  const [askedByHotkey, setAskedByHotkey] = useState(false);
  const mounted = hasToasts || askedByHotkey;
  useEffect(watchLastUsedControl, []);
  useEffect(() => {
    if (mounted) return; // Radix handles F8 itself once loaded
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) setAskedByHotkey(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport focusOnMount={askedByHotkey} />
    </Suspense>
  );
}
