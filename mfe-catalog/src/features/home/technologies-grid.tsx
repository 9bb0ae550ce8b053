import { Fragment } from 'react';
import styled from 'styled-components';
import { technologies } from '@site/shared/content/technologies';
import { Container, Icon, Section, SectionHeading, mediaUp } from '@site/shared/ui';
import { technologyMark } from '@site/shared/content/brand-marks';
import type { Technology } from '@site/shared/schemas/technology';
import { BrandIcon } from '../common/brand-icons';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mediaUp('medium')} { grid-template-columns: repeat(6, minmax(0, 1fr)); gap: ${(p) => p.theme.space(4)}; }
  ${mediaUp('large')} { grid-template-columns: repeat(8, minmax(0, 1fr)); }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 104px;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  text-align: center;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.25;
  overflow-wrap: break-word;
  ${mediaUp('medium')} { font-size: 0.8125rem; }
  color: ${(p) => p.theme.colors.text};
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-2px); box-shadow: ${(p) => p.theme.shadows.card}; }
`;

// Every mark sits in the same 48 px band, so the names below line up whatever the mark's shape.
const Mark = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 48px;
`;

// A brand simple-icons does not carry (C#, AWS, Azure: removed at the brands' request) gets the
// site's generic icon for what it is, in the brand's colour, at the marks' optical size.
const Stand = styled.span<{ $color: string }>`
  display: inline-flex;
  color: ${(p) => p.$color};
`;

/** The marks' optical size: each has the area of a square this many px wide (BrandIcon's `optical` fit). */
const MARK_SIZE = 34;

/**
 * Lets a long camel-case name wrap between its parts ('Woo' / 'Commerce') instead of mid-part
 * in a narrow tile; the text content stays the plain name.
 */
function withBreaks(name: string) {
  const parts = name.split(/(?<=[a-z])(?=[A-Z])/);
  return parts.map((part, i) => (
    <Fragment key={part}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function markOf(t: Technology) {
  const mark = technologyMark(t.name);
  if ('brand' in mark) return <BrandIcon slug={mark.brand} size={MARK_SIZE} fit="optical" />;
  return (
    <Stand $color={t.color}>
      <Icon name={mark.icon} size={MARK_SIZE} />
    </Stand>
  );
}

/** Home technology showcase: the 24 technologies of SPEC §3 with their brand marks. */
export function TechnologiesGrid() {
  return (
    <Section>
      <Container>
        <SectionHeading
          eyebrow="Tecnologías"
          title="Trabajamos con las herramientas líderes"
          intro="Elegimos en cada proyecto la tecnología que mejor encaja, con experiencia probada en todas estas."
        />
        <List>
          {technologies.map((t) => {
            return (
              <Tile key={t.name}>
                <Mark>{markOf(t)}</Mark>
                <span>{withBreaks(t.name)}</span>
              </Tile>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
