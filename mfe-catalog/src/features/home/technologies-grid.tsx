import { Fragment } from 'react';
import styled from 'styled-components';
import { technologies } from '@site/shared/content/technologies';
import { Container, Section, SectionHeading, mediaUp } from '@site/shared/ui';
import { BrandIcon, isBrandSlug } from '../common/brand-icons';
import { techMarkBox } from '../common/tech-icons';

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

// Brands without a simple-icons mark get their name as a wordmark on a tint of their colour;
// the text stays in the ink colour so it is readable whatever the brand colour.
const Wordmark = styled.span<{ $color: string }>`
  ${techMarkBox}
  background: ${(p) => `${p.$color}22`};
  border-bottom: 3px solid ${(p) => p.$color};
  color: ${(p) => p.theme.colors.ink};
  font-size: 0.9375rem;
  font-weight: 800;
`;

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
                {t.icon && isBrandSlug(t.icon) ? <BrandIcon slug={t.icon} size={36} /> : <Wordmark $color={t.color} aria-hidden="true">{t.name}</Wordmark>}
                <span>{withBreaks(t.name)}</span>
              </Tile>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
