import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the bar sits over a dark part of the page (issue 36: there it turns solid). Nothing
 * of it is in the first load: the watcher (over-dark-watch.ts, about 0.5 KB) is fetched on the
 * first scroll, or at once on a page opened already scrolled; until then the bar is over the top
 * of the page, which is light.
 */
export function useOverDark(bar: RefObject<HTMLElement>): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      window.removeEventListener('scroll', start);
      void import(/* webpackChunkName: "over-dark" */ './over-dark-watch').then(({ watchOverDark }) => {
        if (!gone && bar.current) stop = watchOverDark(bar.current, setDark);
      });
    };
    window.addEventListener('scroll', start, { passive: true });
    // Reading scrollY lays the page out: in the next frame, not inside the hydration task.
    const first = requestAnimationFrame(() => window.scrollY > 0 && start());
    return () => {
      gone = true;
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', start);
      stop?.();
    };
  }, [bar]);
  return dark;
}
