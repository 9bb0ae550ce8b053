import styled from 'styled-components';
import { selectConsent, useSiteStore } from '@site/shared/store';
import { Icon } from '@site/shared/ui';
import { useScrolledPast } from '../header/use-scrolled-past';

/** SPEC §9: the button shows past 300 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

const Round = styled.button<{ $hideOnPhone: boolean }>`
  position: fixed;
  z-index: 40;
  left: ${(p) => p.theme.space(4)};
  bottom: ${(p) => p.theme.space(4)};
  width: 48px;
  height: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.ink};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.colors.brandDark}; }
  /* On phones the cookie banner spans the bottom edge: step aside until the visitor answers it. */
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    ${(p) => p.$hideOnPhone && 'display: none;'}
  }
`;

/** Round button, bottom left, that glides back to the top of the page. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  const consent = useSiteStore(selectConsent);
  if (!visible) return null;
  return (
    <Round $hideOnPhone={consent === 'unknown'} type="button" aria-label="Volver arriba" title="Volver arriba" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="arrow-up" />
    </Round>
  );
}
