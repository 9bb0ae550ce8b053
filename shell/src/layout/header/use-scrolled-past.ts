import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` px (false on the server). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Reading scrollY lays the page out. The first check waits for the next frame, which lays the
    // page out anyway, instead of forcing a layout of the whole page inside the hydration task.
    const firstCheck = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstCheck);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
