import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { servicesTeaserCopy as copy } from '@site/shared/content/home-copy';
import { homeServiceTeasers } from '@site/shared/content/services';
import type { ServiceTeaser } from '@site/shared/schemas/service';
import { ButtonLink, Card, Container, ExternalLink, Grid, Icon, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { SectionActions, TonedTile } from '../common/bits';

const TeaserCard = styled(Card)`
  position: relative;
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: ${typeScale.xl}; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; flex: 1; }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-weight: 600;
    text-decoration: none;
    min-height: 44px;
    /* The whole card is the link's hit area (stretched link). */
    &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  }
  &:focus-within { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  a:focus-visible { outline: none; }
`;

function TeaserLink({ teaser }: { teaser: ServiceTeaser }) {
  if (teaser.href) {
    return (
      <ExternalLink href={teaser.href}>
        {copy.product}<span className="visually-hidden">: {teaser.title}</span> <Icon name="external-link" size={16} />
      </ExternalLink>
    );
  }
  return (
    <Link to={teaser.to!}>
      {copy.more}<span className="visually-hidden"> {copy.about} {teaser.title}</span> <Icon name="arrow-right" size={18} />
    </Link>
  );
}

/** Home services teaser: four cards (two of them external products) and 'Ver más servicios'. */
export function ServicesTeaser() {
  return (
    <Section $tone="alt">
      <Container>
        <SectionHeading {...copy.heading} />
        <Grid $min="240px">
          {homeServiceTeasers.map((t) => (
            <TeaserCard key={t.id} $interactive>
              <TonedTile $accent={t.color}>
                <Icon name={t.icon} />
              </TonedTile>
              <h3>{t.title}</h3>
              <p>{t.description}</p>
              <TeaserLink teaser={t} />
            </TeaserCard>
          ))}
        </Grid>
        <SectionActions>
          <ButtonLink to={copy.moreServices.to}>{copy.moreServices.label}</ButtonLink>
        </SectionActions>
      </Container>
    </Section>
  );
}
