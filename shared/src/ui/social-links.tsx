import styled from 'styled-components';
import { siFacebook, siInstagram } from 'simple-icons';
import { company } from '../content/company';
import { newTabNote, socialLinksCopy } from '../content/ui-copy';
import { bareList, roundBox } from './shapes';
import { canHover } from './theme/tokens';

// simple-icons no longer ships LinkedIn's mark; this is a plain "in" on a rounded square.
const linkedinPath =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

const networks = [
  { key: 'linkedin', href: company.social.linkedin, path: linkedinPath },
  { key: 'facebook', href: company.social.facebook, path: siFacebook.path },
  { key: 'instagram', href: company.social.instagram, path: siInstagram.path },
] as const;

const List = styled.ul<{ $onDark?: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  ${bareList}
  a {
    ${roundBox(44)}
    color: ${(p) => (p.$onDark ? p.theme.colors.onDark : p.theme.colors.brandDark)};
    background: ${(p) => (p.$onDark ? 'rgba(255,255,255,0.1)' : p.theme.colors.brandSoft)};
    transition: background-color 0.2s ease;
    ${canHover} { &:hover { background: ${(p) => (p.$onDark ? 'rgba(255,255,255,0.22)' : p.theme.colors.border)}; } }
  }
  svg { width: 20px; height: 20px; fill: currentColor; }
`;

/** Links to the company's LinkedIn, Facebook and Instagram pages. */
export function SocialLinks({ onDark }: { onDark?: boolean }) {
  return (
    <List $onDark={onDark} aria-label={socialLinksCopy.label}>
      {networks.map((n) => (
        <li key={n.key}>
          <a href={n.href} target="_blank" rel="noopener noreferrer" aria-label={`${socialLinksCopy.networks[n.key]} ${newTabNote}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={n.path} />
            </svg>
          </a>
        </li>
      ))}
    </List>
  );
}
