import type { ComponentType } from 'react';
import { firstInteraction, island } from '@site/shared/ui';
import { FormUnavailable } from './form-unavailable';

/**
 * A form as an island (shared/src/ui/island.tsx) whose code waits for the visitor's first
 * interaction on a prerendered page, so the page's first load does not carry it.
 *
 * island() alone would not wait: it asks whether the page is hydrated when React reaches the
 * island, and React hydrates a prerendered Suspense boundary in a pass of its own after the
 * page's, when the page already counts as hydrated. Whether this page was prerendered is known
 * when this module runs instead: before hydration on a prerendered load, after it on a
 * client-side navigation (then the code loads at once: the visitor has already interacted).
 */
export function formIsland(load: () => Promise<ComponentType>): ComponentType {
  const prerendered = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
  // Listening from now on also catches an interaction made while the page hydrates.
  const interacted = prerendered ? firstInteraction() : Promise.resolve();
  return island(() => interacted.then(load).then((Form) => ({ default: Form })), FormUnavailable);
}
