import styled from 'styled-components';
import { phoneHref } from '@site/shared/content/company';
import { remoteUnavailableCopy } from '@site/shared/content/shell-copy';
import { ButtonAnchor, ButtonLink, Container, Icon, Row } from '@site/shared/ui';

const Box = styled.div`
  margin: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(10)}) auto ${(p) => p.theme.space(16)};
  max-width: 640px;
  padding: ${(p) => p.theme.space(8)};
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  text-align: center;
  svg.alert { color: ${(p) => p.theme.colors.accentText}; width: 40px; height: 40px; }
  h2 { margin-top: ${(p) => p.theme.space(4)}; }
  p { color: ${(p) => p.theme.colors.muted}; }
`;

/** Shown in a remote's area when its code cannot be loaded: the rest of the site keeps working. */
export function RemoteUnavailable() {
  return (
    <Container>
      <Box role="alert" data-testid="remote-fallback">
        <Icon name="alert-triangle" className="alert" />
        <h2>{remoteUnavailableCopy.title}</h2>
        <p>{remoteUnavailableCopy.text}</p>
        <Row $center>
          <ButtonAnchor href={phoneHref}>
            <Icon name="phone" size={18} /> {remoteUnavailableCopy.call}
          </ButtonAnchor>
          <ButtonLink to="/contacto" $variant="secondary">
            {remoteUnavailableCopy.contact}
          </ButtonLink>
        </Row>
      </Box>
    </Container>
  );
}
