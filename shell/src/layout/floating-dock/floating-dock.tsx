import { useEffect, useState } from 'react';
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
    display: block;
    position: fixed;
    z-index: 39;
    inset: auto 0 0 0;
    height: ${dockHeight};
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.06);
  }
`;

const ReserveDock = createGlobalStyle`
  ${phones} {
    body { padding-bottom: ${dockHeight}; }
    html { scroll-padding-bottom: calc(${dockHeight} + 8px); }
  }
`;

/**
 * The phone dock behind back-to-top and the NavegaBot launcher. Drawn only once the page is
 * hydrated: without script there are no floating buttons, so the prerendered page has no dock.
 */
export function FloatingDock() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <>
      <ReserveDock />
      <Bar aria-hidden="true" data-testid="floating-dock" />
    </>
  );
}
