import styled from 'styled-components';
import { ButtonLink, Container, HeroBand, HeroEyebrow, Row, mediaUp, typeScale } from '@site/shared/ui';
import { seeServices } from '@site/shared/content/actions';
import { homeHeroCopy as copy } from '@site/shared/content/home-copy';
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
            <Kicker>{copy.eyebrow}</Kicker>
            <h1>{copy.title}</h1>
            <p>{copy.intro}</p>
            <Row>
              <ButtonLink to={seeServices.to} $variant="light">
                {seeServices.label}
              </ButtonLink>
              <ButtonLink to={copy.projectsButton.to} $variant="outlineLight">
                {copy.projectsButton.label}
              </ButtonLink>
            </Row>
          </Copy>
          <Art>
            {/* Above the fold: loaded at once (not lazy) and with high priority. */}
            <CatalogImage
              name="hero-consultoria"
              alt={copy.artAlt}
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
