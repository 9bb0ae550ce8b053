import { css } from 'styled-components';

/**
 * Below `until`, the list becomes a row the visitor swipes sideways, with scroll snap, instead of
 * a column that makes a phone scroll for screens (issue 36). The next item peeks in at the edge,
 * so the row reads as one; every item keeps its link or button, which the browser scrolls into view when
 * it takes the focus, and all of it is CSS, so it works before and without JavaScript. From
 * `until` up the list's own grid applies. On phones the row bleeds to the screen's edges (the
 * Container's padding), so items slide under them, and snaps where the page's text starts.
 * Used by the Kit solutions and the tariff types (one copy for both remotes).
 */
export const scrollRowBelow = (until: 'medium' | 'large', itemWidth = 'min(82%, 300px)') => css`
  @media (max-width: ${(p) => p.theme.breakpoints[until] - 1}px) {
    display: grid;
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: ${itemWidth};
    gap: ${(p) => p.theme.space(4)};
    overflow-x: auto;
    /* The containing block of what the items position absolutely (visually hidden labels): else
       those sit where the row would run on, outside it, and the whole page scrolls sideways. */
    position: relative;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    /* Room for a card's shadow and its hover lift, which the row would otherwise clip. */
    padding-block: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
    > * { scroll-snap-align: start; }
  }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    margin-inline: -${(p) => p.theme.space(5)};
    padding-inline: ${(p) => p.theme.space(5)};
    scroll-padding-inline: ${(p) => p.theme.space(5)};
  }
`;
