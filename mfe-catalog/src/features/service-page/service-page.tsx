import styled from 'styled-components';
import { heroPicture } from '@site/shared/content/hero-picture';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import {
  servicePageActions as actions,
  servicePageBodies,
  servicePageHeadings as headings,
  type ServicePageView as ServicePageRecord,
  type TechnologyPill,
} from '@site/shared/content/service-page-bodies.derived';
import { BalancedGrid, bareList, ButtonLink, Card, Container, CtaBanner, FaqAccordion, Icon, mediaUp, PageHero, pill, roundBox, Row, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { TonedTile } from '../common/bits';

// Starts at the container's edge like the headings and grids around it; only its measure is limited.
const Overview = styled.div`
  max-width: 820px;
  margin: 0 0 ${(p) => p.theme.space(12)};
  > header { margin-bottom: ${(p) => p.theme.space(5)}; }
  p { font-size: ${typeScale.lg}; }
`;

const Offering = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: ${typeScale.xl}; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(12)};
  ${mediaUp('large')} { grid-template-columns: 1fr 1fr; }
  h2 { font-size: ${typeScale.h3}; margin-bottom: ${(p) => p.theme.space(6)}; }
`;

const Checklist = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; font-weight: 500; }
  svg { flex: none; color: ${(p) => p.theme.colors.success}; margin-top: 2px; }
`;

const Steps = styled.ol`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  counter-reset: step;
  li { display: grid; grid-template-columns: 44px 1fr; gap: ${(p) => p.theme.space(4)}; counter-increment: step; }
  li::before {
    content: counter(step);
    ${roundBox(44)}
    background: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 700;
  }
  h3 { font-size: ${typeScale.lg}; margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const TechList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  ${bareList}
  li {
    ${pill}
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
  }
  img, svg { flex: none; }
  svg { color: ${(p) => p.theme.colors.muted}; }
`;

/*
 * Issue 28: the five service pages share their content's shape, not one look. The section of what
 * each one offers is laid out its own way (the record's `layout`): cards in a grid, a list beside
 * the story, a lead offer with the rest under it, rows in two columns, or a dark band.
 */

// 'beside': the story stays in view (sticky) while the offers scroll past it, from `large`.
const Beside = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  ${mediaUp('large')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
    > :first-child { position: sticky; top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(8)}); margin: 0; }
  }
`;

// 'rows' and 'beside': no card chrome, an icon beside each offer, a rule between them.
const OfferRows = styled.ul<{ $columns: 1 | 2 }>`
  ${bareList}
  display: grid;
  column-gap: ${(p) => p.theme.space(12)};
  ${(p) => p.$columns === 2 && `${mediaUp('medium')} { grid-template-columns: 1fr 1fr; }`}
  li { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: ${(p) => p.theme.space(4)}; padding: ${(p) => p.theme.space(5)} 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  h3 { font-size: ${typeScale.lg}; margin: ${(p) => p.theme.space(1)} 0 ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

// 'lead': the first offer across the width, tinted; the others in a grid under it.
const LeadOffer = styled(Offering)`
  margin-bottom: ${(p) => p.theme.space(6)};
  background: ${(p) => p.theme.colors.brandSoft};
  border-color: transparent;
  ${mediaUp('medium')} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${(p) => p.theme.space(6)};
    align-items: center;
    > :first-child { grid-row: span 2; }
    h3 { font-size: ${typeScale.xxl}; margin: 0; }
  }
`;

// 'band': the offers on the dark band, as outlined tiles.
const BandOffer = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.onDarkSurface};
  align-content: start;
  h3 { font-size: ${typeScale.xl}; margin: 0; color: ${(p) => p.theme.colors.onDark}; }
  p { margin: 0; color: ${(p) => p.theme.colors.onDarkMuted}; }
  svg { color: ${(p) => p.theme.colors.accentOnDark}; }
`;

const BandIntro = styled.div`
  margin-bottom: ${(p) => p.theme.space(10)};
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${typeScale.h3}; margin: 0; }
`;

function OverviewText({ page }: { page: ServicePageRecord }) {
  return (
    <Overview>
      <SectionHeading title={page.overview.title} align="left" />
      {page.overview.paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}
    </Overview>
  );
}

function OfferingCard({ offering, page }: { offering: ServicePageRecord['offerings'][number]; page: ServicePageRecord }) {
  return (
    <Offering>
      <TonedTile $accent={page.color}>
        <Icon name={offering.icon} />
      </TonedTile>
      <h3>{offering.title}</h3>
      <p>{offering.description}</p>
    </Offering>
  );
}

function OfferingRows({ page, columns }: { page: ServicePageRecord; columns: 1 | 2 }) {
  return (
    <OfferRows $columns={columns}>
      {page.offerings.map((o) => (
        <li key={o.title}>
          <TonedTile $accent={page.color}>
            <Icon name={o.icon} />
          </TonedTile>
          <div>
            <h3>{o.title}</h3>
            <p>{o.description}</p>
          </div>
        </li>
      ))}
    </OfferRows>
  );
}

/** The page's story and what it offers, in the page's own layout. */
function OfferingsSection({ page }: { page: ServicePageRecord }) {
  const { layout } = page;
  if (layout === 'band') {
    return (
      <>
        <Section>
          <Container>
            <OverviewText page={page} />
          </Container>
        </Section>
        <Section $tone="dark" aria-labelledby="servicios-banda">
          <Container>
            <BandIntro>
              <h2 id="servicios-banda">{headings.offerings}</h2>
            </BandIntro>
            <BalancedGrid $count={page.offerings.length}>
              {page.offerings.map((o) => (
                <BandOffer key={o.title}>
                  <Icon name={o.icon} size={28} />
                  <h3>{o.title}</h3>
                  <p>{o.description}</p>
                </BandOffer>
              ))}
            </BalancedGrid>
          </Container>
        </Section>
      </>
    );
  }
  const [first, ...rest] = page.offerings;
  return (
    <Section>
      <Container>
        {layout === 'beside' ? (
          <Beside>
            <OverviewText page={page} />
            <OfferingRows page={page} columns={1} />
          </Beside>
        ) : (
          <>
            <OverviewText page={page} />
            {layout === 'rows' && <OfferingRows page={page} columns={2} />}
            {layout === 'lead' && (
              <>
                <LeadOffer>
                  <TonedTile $accent={page.color}>
                    <Icon name={first.icon} />
                  </TonedTile>
                  <h3>{first.title}</h3>
                  <p>{first.description}</p>
                </LeadOffer>
                <BalancedGrid $count={rest.length}>
                  {rest.map((o) => (
                    <OfferingCard key={o.title} offering={o} page={page} />
                  ))}
                </BalancedGrid>
              </>
            )}
            {layout === 'cards' && (
              <BalancedGrid $count={page.offerings.length}>
                {page.offerings.map((o) => (
                  <OfferingCard key={o.title} offering={o} page={page} />
                ))}
              </BalancedGrid>
            )}
          </>
        )}
      </Container>
    </Section>
  );
}

/** A technology's name with its mark: every pill has one (issue 20). */
function TechnologyChip({ pill }: { pill: TechnologyPill }) {
  return (
    <li>
      {'logo' in pill ? (
        // The brand's own logo, 20 px tall (a wide one at most 2.5 × as wide), beside its name.
        <img src={pill.logo} height={20} width={Math.round(20 * Math.min(pill.aspect, 2.5))} alt="" loading="lazy" decoding="async" />
      ) : (
        <Icon name={pill.icon} size={20} />
      )}
      {pill.name}
    </li>
  );
}

/** A service page, drawn from its record (shared/src/content/service-pages); each lays out its offers its own way. */
export function ServicePageView({ page }: { page: ServicePageRecord }) {
  const { primary, secondary } = actions.hero;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} art={heroPicture(page.hero)}>
        <Row>
          <ButtonLink to={primary.to} $variant="light">
            {primary.label}
          </ButtonLink>
          <ButtonLink to={secondary.to} $variant="outlineLight">
            {secondary.label}
          </ButtonLink>
        </Row>
      </PageHero>

      <OfferingsSection page={page} />

      <Section $tone="alt">
        <Container>
          <Columns>
            <div>
              <h2>{headings.deliverables}</h2>
              <Checklist>
                {page.deliverables.map((d) => (
                  <li key={d}>
                    <Icon name="circle-check" size={22} />
                    {d}
                  </li>
                ))}
              </Checklist>
            </div>
            <div>
              <h2>{headings.process}</h2>
              <Steps>
                {page.process.map((step) => (
                  <li key={step.title}>
                    <div>
                      <h3>{step.title}</h3>
                      <p>{step.description}</p>
                    </div>
                  </li>
                ))}
              </Steps>
            </div>
          </Columns>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading {...headings.technologies} />
          <TechList>
            {page.technologies.map((pill) => (
              <TechnologyChip key={pill.name} pill={pill} />
            ))}
          </TechList>
        </Container>
      </Section>

      <Section $tone="alt">
        <Container>
          <SectionHeading {...headings.faqs} />
          <FaqAccordion items={page.faqs} />
        </Container>
      </Section>

      <CtaBanner title={page.cta.title} text={page.cta.text} {...actions.cta} showPhone />
    </>
  );
}

/** Page module of every service page record's path. */
export default function ServicePage({ path }: RemoteRoutesProps) {
  const page = servicePageBodies.find((p) => p.path === path);
  // The entry only mounts this module at the records' paths, so a miss is a programming error.
  if (!page) throw new Error(`No service page content for ${path}`);
  return <ServicePageView page={page} />;
}
