import { startTransition, useEffect, useState } from 'react';

/**
 * False in the served HTML and while React hydrates it; true from the render after the first
 * commit (what the server could not know: the button's aria-expanded, the chat button, the
 * static page's notice).
 *
 * The flip is a transition (issue 34). Set from an effect as a plain update, it gets React's
 * default lane, which renders without yielding: right after hydration, the re-render it
 * starts was one task of 10–47 ms at 4× CPU (render phase alone) on `/`, `/telefonia` and
 * `/proyectos`, in the way of a visitor's tap. As a transition it renders in slices that give
 * way to input.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
