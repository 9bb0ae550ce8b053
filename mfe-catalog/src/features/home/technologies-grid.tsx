import styled from 'styled-components';
import { technologiesHeading } from '@site/shared/content/home-copy';
import { technologies } from '@site/shared/content/technologies';
import { Container, Icon, Section, SectionHeading, mediaUp, typeScale, canHover } from '@site/shared/ui';
import { logoUrl, technologyMark } from '@site/shared/content/brand-marks';
import { LOGO_MARK_SIZES } from '@site/shared/content/logo-mark-sizes';
import type { Technology } from '@site/shared/schemas/technology';

// Columns that divide the 24 tiles evenly, each tile wide enough for the longest single word
// ('WooCommerce') on one line: a label wraps between words only, never inside one (issue 36).
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  gap: ${(p) => p.theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mediaUp('medium')} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${(p) => p.theme.space(4)}; }
  ${mediaUp('large')} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  ${mediaUp('wide')} { grid-template-columns: repeat(8, minmax(0, 1fr)); }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 112px;
  /* Phones: three columns of about 104 px, where 'WooCommerce' in the system face (a first visit
     may keep it: font-display optional) needed 109 px in semibold. In medium weight, with 4 px of
     padding, it stays within its tile in either face. */
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(1)};
  font-size: ${typeScale.xs};
  font-weight: 500;
  ${mediaUp('small')} { padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)}; font-weight: 600; }
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  text-align: center;
  line-height: 1.25;
  /* Words stay whole: the columns above leave room for the longest one. */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  color: ${(p) => p.theme.colors.text};
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  ${canHover} { &:hover { transform: translateY(-2px); box-shadow: ${(p) => p.theme.shadows.card}; } }
`;

// Every logo sits in the same band, as tall as the tallest one may be, so the names below line up.
const Mark = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 52px;
  img { display: block; }
`;

/**
 * The brand's own logo, full colour, at the showcase's one optical size (its box computed by
 * tools/site/write-brand-icons.ts from how much of it is ink). Decorative: the name is below.
 */
function markOf(t: Technology) {
  const mark = technologyMark(t.name);
  if ('logo' in mark) {
    const { width, height } = LOGO_MARK_SIZES[mark.logo];
    return <img src={logoUrl(mark.logo)} width={width} height={height} alt="" loading="lazy" decoding="async" data-logo={mark.logo} />;
  }
  return <Icon name={mark.icon} size={36} />;
}

/** Home technology showcase: the 24 technologies of SPEC §3 with their brand marks. */
export function TechnologiesGrid() {
  return (
    <Section>
      <Container>
        <SectionHeading {...technologiesHeading} />
        <List>
          {technologies.map((t) => {
            return (
              <Tile key={t.name}>
                <Mark>{markOf(t)}</Mark>
                <span>{t.name}</span>
              </Tile>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
