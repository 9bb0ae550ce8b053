import styled from 'styled-components';
import { CHAT_LAUNCHER, Icon, canHover } from '@site/shared/ui';
import { useScrolledPast } from '../header/use-scrolled-past';

/** SPEC §9: the button shows past 300 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

const Round = styled.button`
  position: fixed;
  z-index: 40;
  left: ${CHAT_LAUNCHER.offset}px;
  bottom: ${CHAT_LAUNCHER.offset}px;
  width: 48px;
  height: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.ink};
  color: ${(p) => p.theme.colors.onDark};
  /* A white ring: it floats over white pages, dark bands and the footer, which is this ink colour. */
  box-shadow: 0 0 0 2px ${(p) => p.theme.colors.surface}, ${(p) => p.theme.shadows.raised};
  cursor: pointer;
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandDark}; } }
  /* Phones: back to top is a cell of the contact bar (shell/src/layout/floating-dock). */
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) { display: none; }
`;

/**
 * Glides to the top, and takes the keyboard focus there too (the main area, the skip link's
 * target): the button itself disappears at the top, which would otherwise drop the focus.
 */
export function backToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  document.getElementById('contenido')?.focus({ preventScroll: true });
}

/**
 * Round button, bottom left from medium up, that glides back to the top of the page. `label`:
 * its name (ui-copy's backToTopLabel), given by the code that loads it: a module this one imported
 * by itself would be kept out of the shell's concatenated code, at a cost in first-load bytes.
 */
export function BackToTop({ label }: { label: string }) {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <Round type="button" aria-label={label} title={label} onClick={backToTop}>
      <Icon name="arrow-up" />
    </Round>
  );
}
