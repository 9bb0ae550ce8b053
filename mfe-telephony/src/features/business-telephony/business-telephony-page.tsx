import styled from 'styled-components';
import { telephonyBusiness as copy } from '@site/shared/content/telephony-business';
import {
  ButtonLink,
  Card,
  Container,
  CtaBanner,
  Eyebrow,
  FaqAccordion,
  Grid,
  H2,
  Icon,
  IconTile,
  NumberedSteps,
  PageHero,
  Row,
  Section,
  SectionHeading,
  mediaUp,
  typeScale,
} from '@site/shared/ui';

const ServiceCard = styled(Card)`
  height: 100%;
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: ${typeScale.xl}; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Features = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(2)} 0 0;
  padding: ${(p) => p.theme.space(4)} 0 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  li { display: flex; gap: ${(p) => p.theme.space(2)}; font-size: ${typeScale.sm}; }
  svg { flex: none; width: 18px; height: 18px; margin-top: 3px; color: ${(p) => p.theme.colors.success}; }
`;

const Split = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1.1fr 1fr; gap: ${(p) => p.theme.space(16)}; }
`;

const Paragraph = styled.p`
  color: ${(p) => p.theme.colors.text};
  font-size: ${typeScale.lg};
`;

// Phones: one row per figure (value, then label); from the small breakpoint: side by side.
const Stats = styled.dl<{ $count: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  div {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(4)};
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: ${(p) => p.theme.shadows.card};
  }
  dt { order: 2; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  dd { margin: 0; min-width: 4ch; white-space: nowrap; font-size: ${typeScale.h2}; font-weight: 800; line-height: 1.1; color: ${(p) => p.theme.colors.brand}; }
  ${mediaUp('small')} {
    gap: ${(p) => p.theme.space(4)};
    grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
    div { flex-direction: column; gap: ${(p) => p.theme.space(1)}; padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(3)}; text-align: center; }
    dd { font-size: ${typeScale.h2}; }
  }
`;

const Benefit = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(4)};
  h3 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

/** /telefonia-empresarial: the business telephony service and the O2 partnership. */
export default function BusinessTelephonyPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <Row>
          <ButtonLink to={copy.cta.primary.to} $variant="light">
            {copy.cta.primary.label}
          </ButtonLink>
          <ButtonLink to={copy.cta.secondary.to} $variant="outlineLight">
            {copy.cta.secondary.label}
          </ButtonLink>
        </Row>
      </PageHero>

      <Section>
        <Container>
          <SectionHeading eyebrow={copy.services.eyebrow} title={copy.services.title} intro={copy.services.intro} />
          <Grid $min="250px">
            {/* The records name their icons (TELEPHONY_ICONS), and each name is a sprite icon's. */}
            {/* No fade-in (Reveal): the cards start below the first screen, where it was over unseen. */}
            {copy.services.items.map((service) => (
              <ServiceCard key={service.title}>
                <IconTile aria-hidden="true">
                  <Icon name={service.icon} />
                </IconTile>
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <Features>
                  {service.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" />
                      {feature}
                    </li>
                  ))}
                </Features>
              </ServiceCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="brand">
        <Container>
          <Split>
            <div>
              <Eyebrow>{copy.partnership.eyebrow}</Eyebrow>
              <H2>{copy.partnership.title}</H2>
              {copy.partnership.paragraphs.map((paragraph) => (
                <Paragraph key={paragraph}>{paragraph}</Paragraph>
              ))}
            </div>
            <Stats $count={copy.partnership.highlights.length}>
              {copy.partnership.highlights.map((highlight) => (
                <div key={highlight.label}>
                  <dt>{highlight.label}</dt>
                  <dd>{highlight.value}</dd>
                </div>
              ))}
            </Stats>
          </Split>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading eyebrow={copy.benefits.eyebrow} title={copy.benefits.title} />
          <Grid $min="300px" $gap={10}>
            {copy.benefits.items.map((benefit) => (
              <Benefit key={benefit.title}>
                <IconTile aria-hidden="true">
                  <Icon name={benefit.icon} />
                </IconTile>
                <div>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.description}</p>
                </div>
              </Benefit>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow={copy.process.eyebrow} title={copy.process.title} />
          <NumberedSteps steps={copy.process.steps} />
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading eyebrow={copy.faqs.eyebrow} title={copy.faqs.title} />
          <FaqAccordion items={copy.faqs.items} />
        </Container>
      </Section>

      <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={copy.cta.primary} secondary={copy.cta.secondary} showPhone />
    </>
  );
}
