import styled from 'styled-components';
import { ButtonLink, Container, HeroBand, HeroEyebrow, Row, mediaUp, typeScale } from '@site/shared/ui';
import { company } from '@site/shared/content/company';
import { CatalogImage } from '../common/catalog-image';

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
    font-size: ${typeScale.display};
    letter-spacing: -0.02em;
    margin-bottom: ${(p) => p.theme.space(5)};
  }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: ${typeScale.xl}; max-width: 56ch; margin-bottom: ${(p) => p.theme.space(8)}; }
`;

// Doubled class: wins over the paragraph margin below (the eyebrow is a <p>).
const Kicker = styled(HeroEyebrow)`
  && { margin-bottom: ${(p) => p.theme.space(3)}; }
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
    <HeroBand $variant="home">
      <Container>
        <Layout>
          <Copy>
            <Kicker>Consultoría IT en {company.address.city}</Kicker>
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
    </HeroBand>
  );
}
