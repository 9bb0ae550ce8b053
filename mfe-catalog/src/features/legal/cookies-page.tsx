import styled from 'styled-components';
import { cookiePolicy } from '@site/shared/content/legal';
import { useSiteStore } from '@site/shared/store';
import { Button, Icon } from '@site/shared/ui';
import { LegalDocumentView } from './legal-document';

const Panel = styled.section`
  margin-top: ${(p) => p.theme.space(10)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandSoft};
  h2 { font-size: 1.25rem; }
`;

const reloadPage = () => window.location.reload();

/** Forgets both stored cookie choices and reloads, so the banner asks again (SPEC §2). */
export function CookieResetButton({ reload = reloadPage }: { reload?: () => void }) {
  return (
    <Button
      type="button"
      onClick={() => {
        useSiteStore.getState().clearConsent();
        reload();
      }}
    >
      <Icon name="rotate-ccw" size={18} /> Restablecer preferencias de cookies
    </Button>
  );
}

/** /cookies: the cookie policy and the button to change the choice. */
export default function CookiesPage() {
  return (
    <LegalDocumentView document={cookiePolicy}>
      <Panel aria-labelledby="cookie-reset-title">
        <h2 id="cookie-reset-title">Cambiar tu elección</h2>
        <p>Borra tu elección actual sobre las cookies y vuelve a ver el aviso para aceptarlas o rechazarlas.</p>
        <CookieResetButton />
      </Panel>
    </LegalDocumentView>
  );
}
