import styled from 'styled-components';
import { company, phoneHref } from '@site/shared/content/company';
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
        <h2>Esta sección no está disponible en este momento</h2>
        <p>
          Estamos teniendo un problema técnico al cargar este contenido. Inténtalo de nuevo en unos minutos o
          contacta con nosotros y te atenderemos enseguida.
        </p>
        <Row $center>
          <ButtonAnchor href={phoneHref}>
            <Icon name="phone" size={18} /> Llámanos al {company.phone.display}
          </ButtonAnchor>
          <ButtonLink to="/contacto" $variant="secondary">
            Ir a Contacto
          </ButtonLink>
        </Row>
      </Box>
    </Container>
  );
}
