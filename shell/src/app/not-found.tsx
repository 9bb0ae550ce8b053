import styled from 'styled-components';
import { Link } from '@site/shared/router';
import { ButtonLink, Container, Row, typeScale } from '@site/shared/ui';
import { notFoundCopy } from '@site/shared/content/not-found-copy';
import { MarkPageReady } from '../remotes/mark-page-ready';

const Wrapper = styled.section`
  padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(20)}) 0 ${(p) => p.theme.space(24)};
  text-align: center;
  h1 { font-size: ${typeScale.h1}; }
  p { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.lg}; }
`;

const Code = styled.p`
  font-size: 6rem !important;
  font-weight: 800;
  line-height: 1;
  margin: 0 0 ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.colors.brandSoft} !important;
  -webkit-text-stroke: 2px ${(p) => p.theme.colors.brand};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(6)};
  list-style: none;
  margin: ${(p) => p.theme.space(10)} 0 0;
  padding: 0;
  a { font-weight: 600; }
`;

/** Any path outside the route table (SPEC §2: the text is in English). */
export function NotFound() {
  return (
    <Wrapper>
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>{notFoundCopy.heading}</h1>
        <p>{notFoundCopy.hint}</p>
        <Row $center>
          <ButtonLink to="/">{notFoundCopy.home}</ButtonLink>
          <ButtonLink to="/contacto" $variant="secondary">
            {notFoundCopy.contact}
          </ButtonLink>
        </Row>
        <Suggestions aria-label={notFoundCopy.suggestionsLabel}>
          {notFoundCopy.suggestions.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </Suggestions>
      </Container>
      <MarkPageReady />
    </Wrapper>
  );
}
