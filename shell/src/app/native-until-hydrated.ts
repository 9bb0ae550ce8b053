import { useEffect } from 'react';
import { ADOPTED_BAND_ATTR } from '@site/shared/contracts';

/*
 * A tap on prerendered markup belongs to the browser until React has hydrated what was tapped
 * (issue 28: every tap shows its effect within 200 ms on a phone, also while the page loads).
 *
 * React 18 hydrates in the background, in slices that yield to input. But an input event (a tap,
 * a key, a hover) on markup it has not hydrated yet makes it hydrate that part at once, in one
 * synchronous task, so as to run its handlers ("selective hydration"); an island's change event
 * even makes its later hydration synchronous. On a phone that is a task of 100–500 ms between the
 * tap and the frame that shows its effect. Our prerendered controls need no handler
 * (docs/progressive-enhancement.md: a popover, radios with :has(), dialogs opened by invokers,
 * native forms), and React adopts their state when it gets there, so such an event is kept from
 * React's root listener: its default action runs at once, and hydration keeps its pace.
 *
 * Kept from React (a capture listener on the document runs before React's on the root; the inline
 * loader's listeners, registered earlier on the document, still run):
 * - anything in the app root, until the shell's first render has committed;
 * - anything in the page's area (<main>), until the page has hydrated (<html data-hydrated>);
 * - anything in an island (`[data-island]`, shared/src/ui/island.tsx) until it has hydrated,
 *   unless the island is in a band adopted as prerendered, which React never hydrates: there the
 *   band's holder routes its links (shared/src/router/as-prerendered.tsx).
 */

/** The input events of a tap, a click or typing: React hydrates their target at once (hovers and focus at a blocking priority). */
const INPUT_EVENTS = [
  'pointerover', 'pointerdown', 'pointerup', 'mouseover', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click',
  'focusin', 'keydown', 'keyup', 'input', 'change', 'submit',
] as const;

let shellCommitted = false;

/** Call in the app's top component: from its first commit on, the shell's own controls are React's. */
export function useShellCommitted() {
  useEffect(() => {
    shellCommitted = true;
  }, []);
}

const pageHydrated = () => document.documentElement.dataset.hydrated === 'true';

/** React marks every element it has hydrated or rendered with its fiber, under a `__reactFiber$…` key. */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Whether React has yet to hydrate the markup the event is aimed at. */
export function aimsAtUnhydratedMarkup(root: Element, target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  if (!element || !root.contains(element)) return false;
  if (!shellCommitted) return true;
  if (!pageHydrated() && element.closest('main')) return true;
  const island = element.closest('[data-island]');
  return island !== null && !isReacts(island) && !island.closest(`[${ADOPTED_BAND_ATTR}]`);
}

/** Installs the document listener; call it before React hydrates `root`. Returns its removal. */
export function leaveUnhydratedInputToTheBrowser(root: Element): () => void {
  const keepFromReact = (event: Event) => {
    if (aimsAtUnhydratedMarkup(root, event.target)) event.stopPropagation();
  };
  INPUT_EVENTS.forEach((type) => document.addEventListener(type, keepFromReact, true));
  return () => INPUT_EVENTS.forEach((type) => document.removeEventListener(type, keepFromReact, true));
}

/** For tests: back to a page whose shell has not committed. */
export const resetShellCommittedForTests = () => {
  shellCommitted = false;
};
