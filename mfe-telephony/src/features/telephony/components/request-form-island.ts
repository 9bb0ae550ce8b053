import { island } from '@site/shared/ui';

/**
 * The request form as an island: its HTML is in the page and posts natively; its code (react-hook
 * form, the checks, sending) arrives with the visitor's first interaction. No props, so nothing
 * can update the boundary before it hydrates.
 */
export const RequestFormIsland = island(() => import(/* webpackChunkName: "request-form" */ './request-form'));
