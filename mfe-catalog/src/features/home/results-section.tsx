import styled from 'styled-components';
import { resultsHeading } from '@site/shared/content/home-copy';
import { resultsPoints } from '@site/shared/content/why-choose-us';
import { Container, Icon, IconTile, mediaUp, Section, SectionHeading, typeScale } from '@site/shared/ui';

const Points = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  ${mediaUp('medium')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

// Three columns are too narrow at tablet width for icon and text side by side, so there the icon
// sits above the text.
const Point = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(4)};
  align-items: flex-start;
  ${mediaUp('medium')} { flex-direction: column; }
  ${mediaUp('large')} { flex-direction: row; }
  h3 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

/** Home section "Tu agencia orientada a conseguir resultados". */
export function ResultsSection() {
  return (
    <Section>
      <Container>
        <SectionHeading {...resultsHeading} />
        <Points>
          {resultsPoints.map((point) => (
            <Point key={point.title}>
              <IconTile>
                <Icon name={point.icon} />
              </IconTile>
              <div>
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </div>
            </Point>
          ))}
        </Points>
      </Container>
    </Section>
  );
}
