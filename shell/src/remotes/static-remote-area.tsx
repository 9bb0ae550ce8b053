import styled from 'styled-components';
import { company, phoneHref } from '@site/shared/content/company';
import { staticPageNotice } from '@site/shared/content/shell-copy';
import type { PageRemote } from '@site/shared/schemas/site-route';
import { RemoteArea } from './remote-area';
import { typeScale } from '@site/shared/ui';
import { useAfterHydration } from '../app/use-after-hydration';

const Notice = styled.p`
  /* Right under the fixed header, over the page's own top padding, and there while scrolling. */
  position: sticky;
  top: ${(p) => p.theme.layout.headerHeight};
  z-index: 40;
  margin: 0;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font-size: ${typeScale.sm};
  text-align: center;
`;

/**
 * The markup a page remote prerendered, read from the live page while it is still the server's
 * (before the page is marked hydrated). Null on a client-side navigation: there is none.
 */
export function prerenderedMarkup(remote: PageRemote): string | null {
  if (document.documentElement.dataset.hydrated === 'true') return null;
  return document.querySelector(`[data-remote-area="${remote}"]`)?.innerHTML ?? null;
}

/**
 * A prerendered page whose remote failed to load: its markup stays as static HTML (React does
 * not touch the inner HTML of an element it hydrates with dangerouslySetInnerHTML, so nothing is
 * replaced and hydration matches), its links keep working, and once hydrated a slim notice says
 * that some functions are unavailable.
 */
export function StaticRemoteArea({ remote, markup }: { remote: PageRemote; markup: string }) {
  const hydrated = useAfterHydration();
  return (
    <>
      {hydrated && (
        <Notice role="status" data-testid="remote-notice">
          {staticPageNotice} <a href={phoneHref}>{company.phone.display}</a>.
        </Notice>
      )}
      {/* data-static lets CSS hide the controls that need script here: they have none now. */}
      <RemoteArea data-remote-area={remote} data-static={hydrated || undefined} dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}
