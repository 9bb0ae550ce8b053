import styled from 'styled-components';
import { ButtonLink, Container, Eyebrow, Row, mediaUp } from '@site/shared/ui';
import { company } from '@site/shared/content/company';
import { CatalogImage } from '../common/catalog-image';

// Same dark band as the shared PageHero, with room for the illustration beside the text.
const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(circle at 85% 15%, rgba(56, 189, 248, 0.28), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(245, 158, 11, 0.18), transparent 40%),
    linear-gradient(135deg, ${(p) => p.theme.colors.brandDeep}, ${(p) => p.theme.colors.brandDark});
  padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(12)}) 0 ${(p) => p.theme.space(14)};
  ${mediaUp('large')} { padding-bottom: ${(p) => p.theme.space(20)}; }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1.05fr 1fr; }
`;

const Copy = styled.div`
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: clamp(2.25rem, 1.4rem + 3.2vw, 3.75rem);
    letter-spacing: -0.02em;
    margin-bottom: ${(p) => p.theme.space(5)};
  }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: 1.1875rem; max-width: 56ch; margin-bottom: ${(p) => p.theme.space(8)}; }
`;

// Doubled class: wins over the band's muted paragraph colour (the eyebrow is a <p>).
const HeroEyebrow = styled(Eyebrow)`
  && { color: #fcd34d; margin-bottom: ${(p) => p.theme.space(3)}; }
`;

const Art = styled.div`
  max-width: 480px;
  ${mediaUp('large')} { max-width: 560px; }
  width: 100%;
  margin: 0 auto;
`;

/** The home page's top band: headline, consulting blurb, the two SPEC buttons and the illustration. */
export function HomeHero() {
  return (
    <Band>
      <Container>
        <Layout>
          <Copy>
            <HeroEyebrow>Consultoría IT en {company.address.city}</HeroEyebrow>
            <h1>Transformamos tu negocio digitalmente</h1>
            <p>
              Consultoría IT, desarrollo de software a medida, marketing e inteligencia artificial para pymes y autónomos.
              Te ayudamos a elegir la tecnología adecuada y la ponemos a trabajar para tu negocio.
            </p>
            <Row>
              <ButtonLink to="/servicios" $variant="light">
                Ver Servicios
              </ButtonLink>
              <ButtonLink to="/proyectos" $variant="outlineLight">
                Nuestros Proyectos
              </ButtonLink>
            </Row>
          </Copy>
          <Art>
            {/* Above the fold: loaded at once (not lazy) and with high priority. */}
            <CatalogImage
              name="hero-consultoria"
              alt="Ilustración de un panel de resultados en un ordenador y un móvil con tareas completadas"
              width={800}
              height={640}
              sizes="(min-width: 1200px) 560px, (min-width: 1024px) 45vw, 92vw"
              eager
            />
          </Art>
        </Layout>
      </Container>
    </Band>
  );
}
