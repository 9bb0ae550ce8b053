import type { CSSProperties } from 'react';
import { css, keyframes } from 'styled-components';
import { choiceId, Reveal } from '@site/shared/ui';
import { FILTER_GROUP, PROJECT_FILTERS, type FilterPositions } from './project-filters';

/*
 * The projects filter is CSS. Every project is in the HTML once; the checked radio
 * (#filtro-{id}) decides through :has() which cards and which status line are shown. So it works
 * before hydration and without JavaScript, and React holds no state for it.
 */

/** SPEC §9: cards fade in about 30 ms one after another. */
export const CARD_STAGGER_MS = 30;

/** A project's list item: the filters that show it, and its position in each (`--i-webs: 2`). */
export function filterItemProps(positions: FilterPositions) {
  const style: Record<string, number> = {};
  for (const [id, index] of Object.entries(positions)) style[`--i-${id}`] = index;
  return { 'data-filters': Object.keys(positions).join(' '), style: style as CSSProperties };
}

// One animation name per filter, so choosing another filter restarts the fade-in of every shown
// card, those that stay visible too. Opacity only, as the cards' first fade-in (Reveal, whose
// comment says why). keyframes() names come from a hash of their text: the
// filter id in the comment gives each its own name.
const fadeInFor = Object.fromEntries(
  PROJECT_FILTERS.map(({ id }) => [
    id,
    keyframes`
      /* ${id} */
      from { opacity: 0; }
      to { opacity: 1; }
    `,
  ]),
);

/**
 * For the element that holds the filter's radios, the status lines (`data-status-for`) and the
 * project items (`filterItemProps`): shows what the checked filter shows, and staggers the cards
 * by their position in that filter's list.
 */
export const filterRules = PROJECT_FILTERS.map(
  ({ id }) => css`
    &:has(#${choiceId(FILTER_GROUP, id)}:checked) {
      [data-filters]:not([data-filters~='${id}']),
      [data-status-for]:not([data-status-for='${id}']) {
        display: none;
      }
      @media (prefers-reduced-motion: no-preference) {
        [data-filters] > ${Reveal} {
          animation-name: ${fadeInFor[id]};
          animation-delay: calc(var(--i-${id}, 0) * ${CARD_STAGGER_MS}ms);
        }
      }
    }
  `,
);
