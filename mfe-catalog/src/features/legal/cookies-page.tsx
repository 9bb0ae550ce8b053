import styled from 'styled-components';
import { cookiePolicy, cookieResetCopy as copy } from '@site/shared/content/legal';
import { useSiteStore } from '@site/shared/store';
import { Button, Icon, typeScale } from '@site/shared/ui';
import { LegalDocumentView } from './legal-document';

const Panel = styled.section`
  margin-top: ${(p) => p.theme.space(10)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandSoft};
  h2 { font-size: ${typeScale.xl}; }
  /* The button keeps one line: where the panel is too narrow for the whole label (a phone: the
     panel is under 410 px up to a 479 px screen), its last words are left to the accessible name,
     which still starts with the visible words. A media query, not a container query: the HTML
     validator the tests run does not know container queries yet. */
  @media (max-width: ${(p) => p.theme.breakpoints.small - 1}px) { padding: ${(p) => p.theme.space(4)}; }
  @media (max-width: 479px) {
    button { padding-inline: ${(p) => p.theme.space(4)}; }
    [data-label-tail] {
      position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    }
  }
`;

const reloadPage = () => window.location.reload();

/**
 * Forgets both stored cookie choices and reloads, so the banner asks again (SPEC §2). It clears
 * browser storage, which only script can do: hidden with JavaScript off, and a tap before the
 * page is hydrated is held by the inline loader and replayed once it is (data-needs-script).
 */
export function CookieResetButton({ reload = reloadPage }: { reload?: () => void }) {
  return (
    <Button
      type="button"
      data-needs-script=""
      onClick={() => {
        useSiteStore.getState().clearConsent();
        reload();
      }}
    >
      <Icon name="rotate-ccw" size={18} /> {copy.button}<span data-label-tail=""> {copy.buttonTail}</span>
    </Button>
  );
}

/** /cookies: the cookie policy and the button to change the choice. */
export default function CookiesPage() {
  return (
    <LegalDocumentView document={cookiePolicy}>
      <Panel aria-labelledby="cookie-reset-title">
        <h2 id="cookie-reset-title">{copy.heading}</h2>
        <p>{copy.text}</p>
        <CookieResetButton />
        <p data-no-script-only="">{copy.noScript}</p>
      </Panel>
    </LegalDocumentView>
  );
}
