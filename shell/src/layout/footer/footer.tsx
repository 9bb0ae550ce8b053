import { Fragment } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { company, emailHref, fullAddress, phoneHref } from '@site/shared/content/company';
import { footerColumns } from '@site/shared/content/navigation';
import { footerCopy } from '@site/shared/content/shell-copy';
import { Container, Icon, SocialLinks, mediaUp, typeScale, canHover } from '@site/shared/ui';
import { FOOTER_DOCK_SPACE } from '../floating-dock/floating-dock';

const Wrapper = styled.footer`
  background: ${(p) => p.theme.colors.ink};
  color: ${(p) => p.theme.colors.onDarkMuted};
  padding: ${(p) => p.theme.space(16)} 0 ${(p) => p.theme.space(8)};
  ${FOOTER_DOCK_SPACE}
  a { color: ${(p) => p.theme.colors.onDarkMuted}; text-decoration: none; }
  ${canHover} { a:hover { color: ${(p) => p.theme.colors.onDark}; text-decoration: underline; } }
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${typeScale.base}; margin-bottom: ${(p) => p.theme.space(4)}; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  /* Phones: the company block on its own row, the three link lists two by two. */
  grid-template-columns: 1fr 1fr;
  & > :first-child { grid-column: 1 / -1; }
  ${mediaUp('large')} { & > :first-child { grid-column: auto; } }
  ${mediaUp('large')} { grid-template-columns: 1.6fr 1fr 1fr 1fr; }
`;

const Brand = styled.p`
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 800;
  font-size: ${typeScale.xl};
  margin-bottom: ${(p) => p.theme.space(3)};
`;

const Contact = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${(p) => p.theme.space(4)} 0 ${(p) => p.theme.space(6)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; margin-bottom: ${(p) => p.theme.space(2)}; }
  svg { flex: none; margin-top: 4px; width: 18px; height: 18px; color: #93c5fd; }
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li { margin-bottom: ${(p) => p.theme.space(2)}; }
  a { display: inline-block; padding: 2px 0; }
`;

const KitStatement = styled.p`
  margin: ${(p) => p.theme.space(12)} 0 0;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(255, 255, 255, 0.05);
  font-size: ${typeScale.sm};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(8)};
  padding-top: ${(p) => p.theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${typeScale.sm};
`;

/** Site footer: contact facts, the SPEC's links, social links and the Kit Digital statement. */
export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <Brand>{company.name}</Brand>
            <p>{footerCopy.about}</p>
            <Contact>
              <li>
                <Icon name="map-pin" /> {fullAddress}
              </li>
              <li>
                <Icon name="phone" /> <a href={phoneHref}>{company.phone.display}</a>
              </li>
              <li>
                <Icon name="mail" /> <a href={emailHref}>{company.email}</a>
              </li>
              <li>
                <Icon name="clock" /> {company.hours.label}
              </li>
            </Contact>
            <SocialLinks onDark />
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`}>{column.title}</h2>
              <Links>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </Links>
            </nav>
          ))}
        </Columns>
        <KitStatement>{footerCopy.kitStatement}</KitStatement>
        <Bottom>
          <span>{footerCopy.copyright}</span>
          <span>
            {footerCopy.legalLinks.map((link, i) => (
              <Fragment key={link.to}>
                {i > 0 && ' · '}
                <Link to={link.to}>{link.label}</Link>
              </Fragment>
            ))}
          </span>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
