import { useEffect, useState } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { cookieBannerCopy } from '@site/shared/content/shell-copy';
import { selectConsent, useSiteStore } from '@site/shared/store';
import { Button, FLOATING_DOCK_HEIGHT, SAFE_AREA_BOTTOM, mediaUp, typeScale } from '@site/shared/ui';

/** SPEC §9: the banner appears 2000 ms after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 2000;

const Banner = styled.section`
  position: fixed;
  z-index: 60;
  left: ${(p) => p.theme.space(3)};
  right: ${(p) => p.theme.space(3)};
  /* Phones: above the contact bar (shell/src/layout/floating-dock), whose cells stay usable. */
  bottom: calc(${FLOATING_DOCK_HEIGHT}px + ${SAFE_AREA_BOTTOM} + ${(p) => p.theme.space(3)});
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.raised};
  ${mediaUp('medium')} { left: auto; max-width: 460px; right: ${(p) => p.theme.space(6)}; bottom: ${(p) => p.theme.space(6)}; padding: ${(p) => p.theme.space(5)}; }
  h2 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(2)}; }
  p { font-size: ${typeScale.sm}; color: ${(p) => p.theme.colors.muted}; margin-bottom: ${(p) => p.theme.space(4)}; }
`;

/* Both choices are the same size, weight and colour: rejecting is as easy as accepting. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(3)};
`;

/** Asks for cookie consent once; the choice is stored and never asked again. */
export function CookieBanner() {
  const consent = useSiteStore(selectConsent);
  const accept = useSiteStore((s) => s.acceptCookies);
  const reject = useSiteStore((s) => s.rejectCookies);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDelayPassed(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!delayPassed || consent !== 'unknown') return null;
  return (
    <Banner role="region" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <h2 id="cookie-banner-title">{cookieBannerCopy.title}</h2>
      {/* Kept to three lines on a phone: the banner covers the page, and a longer text than the
          page's own lead paragraph would also become the page's largest paint, 2 s late. */}
      <p>
        {cookieBannerCopy.text} <Link to="/cookies">{cookieBannerCopy.policyLink}</Link>.
      </p>
      <Choices>
        <Button type="button" $variant="primary" onClick={reject}>
          {cookieBannerCopy.reject}
        </Button>
        <Button type="button" $variant="primary" onClick={accept}>
          {cookieBannerCopy.accept}
        </Button>
      </Choices>
    </Banner>
  );
}
