import { useEffect } from 'react';

/**
 * Rendered after a page's content inside its Suspense boundary: its effect runs once that
 * content is on screen and interactive (hydrated, or rendered after a navigation). It marks
 * `<html data-hydrated="true">`, which browser tests and monitoring wait for.
 */
export function MarkPageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
