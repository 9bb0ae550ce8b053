import styled from 'styled-components';
import { seeServices } from '@site/shared/content/actions';
import { appProducts, appScreens, appsIntro } from '@site/shared/content/apps';
import { appsPageCopy as copy } from '@site/shared/content/apps-page-copy';
import { newTabNote } from '@site/shared/content/ui-copy';
import type { AppProduct } from '@site/shared/schemas/apps';
import { bareList, ButtonAnchor, ButtonLink, Card, Container, CtaBanner, Icon, mediaUp, PageHero, Row, Section, typeScale } from '@site/shared/ui';
import { CatalogImage } from '../common/catalog-image';

const Products = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(8)};
  /* Side by side each card is as tall as its content and its buttons follow it directly: stretched
     to the taller card, the shorter one showed a hole of about 320 px above its buttons (issue 20). */
  ${mediaUp('large')} { grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; }
`;

const ProductCard = styled(Card)`
  gap: ${(p) => p.theme.space(5)};
  /* The product's own screen across the card's top (issue 36). */
  > img:first-child { display: block; border-radius: ${(p) => p.theme.radii.md}; border: 1px solid ${(p) => p.theme.colors.border}; }
  padding: ${(p) => p.theme.space(6)};
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(8)}; }
  h2 { font-size: ${typeScale.h3}; margin: 0; }
`;

// On phones the logo sits above the name, which would otherwise wrap into a narrow column.
const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(4)};
  img { width: 64px; height: 64px; flex: none; }
  ${mediaUp('small')} {
    flex-direction: row;
    align-items: center;
    gap: ${(p) => p.theme.space(5)};
    img { width: 80px; height: 80px; }
  }
`;

const Tagline = styled.p`
  margin: ${(p) => p.theme.space(1)} 0 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors.brandDark};
`;

const Description = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

const Bullets = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; font-weight: 500; }
  svg { flex: none; margin-top: 2px; padding: 3px; border-radius: 50%; background: ${(p) => p.theme.colors.brandSoft}; color: ${(p) => p.theme.colors.success}; }
`;

const Details = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  dt { font-size: ${typeScale.xs}; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: ${(p) => p.theme.colors.muted}; }
  dd { margin: 0 0 ${(p) => p.theme.space(2)}; }
  ul { display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space(2)}; list-style: none; margin: ${(p) => p.theme.space(1)} 0 0; padding: 0; }
  li {
    padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${typeScale.sm};
    font-weight: 600;
  }
`;

const Actions = styled(Row)`
  padding-top: ${(p) => p.theme.space(2)};
`;

function Product({ product: a }: { product: AppProduct }) {
  const screen = appScreens[a.id];
  return (
    <ProductCard>
      {screen && <CatalogImage name={screen.name} alt={screen.alt} width={800} height={500} sizes="(min-width: 1200px) 520px, (min-width: 1024px) 42vw, 88vw" />}
      <Top>
        <CatalogImage name={a.logo.name} alt={a.logo.alt} width={400} height={400} sizes="80px" />
        <div>
          <h2>{a.name}</h2>
          <Tagline>{a.tagline}</Tagline>
        </div>
      </Top>
      <Description>{a.description}</Description>
      <Bullets>
        {a.bullets.map((b) => (
          <li key={b}>
            <Icon name="check" size={20} />
            {b}
          </li>
        ))}
      </Bullets>
      {a.details.length > 0 && (
        <Details>
          {a.details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>
                <ul>
                  {d.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </Details>
      )}
      <Actions>
        {a.detailsPath && (
          <ButtonLink to={a.detailsPath} $variant="secondary">
            {copy.product.detailsButton}
            <span className="visually-hidden"> {copy.product.of} {a.name}</span>
          </ButtonLink>
        )}
        <ButtonAnchor href={a.productUrl} target="_blank" rel="noopener noreferrer">
          {copy.product.productButton}
          <span className="visually-hidden"> {a.name} {newTabNote}</span>
          <Icon name="external-link" size={18} />
        </ButtonAnchor>
      </Actions>
    </ProductCard>
  );
}

/** /apps: the company's two SaaS products. */
export default function AppsPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={appsIntro} />
      <Section $tone="alt">
        <Container>
          <Products>
            {appProducts.map((a) => (
              <Product key={a.id} product={a} />
            ))}
          </Products>
        </Container>
      </Section>
      <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={copy.cta.primary} secondary={seeServices} />
    </>
  );
}
