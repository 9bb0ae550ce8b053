import styled from 'styled-components';
import { servicesPageCopy } from '@site/shared/content/services-page-copy';
import { whyChooseUsPoints } from '@site/shared/content/why-choose-us';
import { Container, Grid, Icon, IconTile, Section, SectionHeading, typeScale } from '@site/shared/ui';

const Point = styled.div`
  text-align: center;
  ${IconTile} { margin: 0 auto ${(p) => p.theme.space(4)}; width: 64px; height: 64px; border-radius: 50%; background: ${(p) => p.theme.colors.surface}; box-shadow: ${(p) => p.theme.shadows.card}; }
  h3 { font-size: ${typeScale.xl}; }
  p { color: ${(p) => p.theme.colors.muted}; margin: 0; }
`;

/** The "why choose us" block of /servicios: the four points of SPEC §2. */
export function WhyChooseUs() {
  return (
    <Section $tone="brand">
      <Container>
        <SectionHeading {...servicesPageCopy.whyChooseUsHeading} />
        <Grid $min="220px" $gap={8}>
          {whyChooseUsPoints.map((point) => (
            <Point key={point.title}>
              <IconTile>
                <Icon name={point.icon} />
              </IconTile>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </Point>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
