import { firstInteraction, island } from '@site/shared/ui';

const loadForm = () => import(/* webpackChunkName: "request-form" */ './request-form');

/**
 * The request form as an island: its HTML is in the page and posts natively; its code (react-hook
 * form, the checks, sending) arrives with the visitor's first interaction. No props, so nothing
 * can update the boundary before it hydrates.
 *
 * The load itself waits for that interaction: React hydrates a prerendered Suspense boundary in a
 * pass of its own after the page's, when the page already counts as hydrated, so island() alone
 * would fetch the form's code with the page. After a client-side navigation the visitor has
 * already interacted, so it loads at once; the prerender (no window) loads it directly.
 */
export const RequestFormIsland = island(() => (typeof window === 'undefined' ? loadForm() : firstInteraction().then(loadForm)));
