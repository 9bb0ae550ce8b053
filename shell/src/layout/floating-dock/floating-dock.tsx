import styled, { createGlobalStyle } from 'styled-components';
import { FLOATING_DOCK_HEIGHT, SAFE_AREA_BOTTOM, theme } from '@site/shared/ui';

const phones = `@media (max-width: ${theme.breakpoints.medium - 1}px)`;
const dockHeight = `calc(${FLOATING_DOCK_HEIGHT}px + ${SAFE_AREA_BOTTOM})`;

/*
 * Issue 20: on a phone the floating buttons never hide content. A corner button over a 375 px
 * page always lands on something (a full-width form button, a price, the footer's links), and a
 * button that dodges content as the page scrolls would jump away from the thumb about to tap it.
 * So phones get a fixed, opaque strip at the bottom, like the header at the top: back-to-top at
 * its left end, NavegaBot at its right, and nothing of the page beneath them. The page reserves
 * the strip (body padding, so its end scrolls clear of it; scroll padding, so a focused field or
 * a followed anchor is never scrolled beneath it). From medium up the buttons float in the
 * corners and the containers keep a gutter for them (Container), so no dock is needed there.
 */
const Bar = styled.div`
  display: none;
  ${phones} {
    html.js & {
      display: block;
      position: fixed;
      z-index: 39;
      inset: auto 0 0 0;
      height: ${dockHeight};
      background: ${(p) => p.theme.colors.surface};
      border-top: 1px solid ${(p) => p.theme.colors.border};
      box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.06);
    }
  }
`;

const ReserveDock = createGlobalStyle`
  ${phones} {
    html.js body { padding-bottom: ${dockHeight}; }
    html.js { scroll-padding-bottom: calc(${dockHeight} + 8px); }
  }
`;

/**
 * The phone dock behind back-to-top and the NavegaBot launcher. It is in the prerendered page and
 * shows from the first paint wherever scripts run (the inline loader sets `html.js` before the
 * page paints): a strip that appeared with hydration would slide over whatever a visitor was
 * about to tap at the bottom of the screen, and that tap would be lost. Without script there are
 * no floating buttons, so there is no dock.
 */
export function FloatingDock() {
  return (
    <>
      <ReserveDock />
      <Bar aria-hidden="true" data-testid="floating-dock" />
    </>
  );
}
