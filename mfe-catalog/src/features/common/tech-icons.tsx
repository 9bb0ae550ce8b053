import styled, { css } from 'styled-components';
import { technologyMarksLabel } from '@site/shared/content/brand-marks';
import { Icon, typeScale } from '@site/shared/ui';
import { BrandIcon, type BrandSlug } from './brand-icons';

const byLowerName = <T,>(entries: Record<string, T>) =>
  new Map(Object.entries(entries).map(([name, value]) => [name.toLowerCase(), value]));

// SPEC §3 Project icon map (project cards). Names not in it are shown as text.
const projectIconMap = byLowerName<BrandSlug>({
  React: 'react',
  'Node.js': 'nodedotjs',
  Laravel: 'laravel',
  Python: 'python',
  WordPress: 'wordpress',
  PHP: 'php',
  'Vue.js': 'vuedotjs',
  MongoDB: 'mongodb',
  PostgreSQL: 'postgresql',
  MySQL: 'mysql',
  Instagram: 'instagram',
});

// SPEC §3 detail-page icon map. AWS has no simple-icons mark any more, so it gets a cloud.
const detailIconMap = byLowerName<BrandSlug | 'aws'>({
  React: 'react',
  'Node.js': 'nodedotjs',
  Laravel: 'laravel',
  Python: 'python',
  Wordpress: 'wordpress',
  PHP: 'php',
  Vue: 'vuedotjs',
  MongoDB: 'mongodb',
  PostgreSQL: 'postgresql',
  MySQL: 'mysql',
  AWS: 'aws',
  Android: 'android',
  iOS: 'ios',
});

/** The small square a technology's mark (or its name, where it has none) sits in. */
export const techMarkBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.sm};
`;

/** Most technology icons a project card shows (SPEC §9). */
export const MAX_CARD_TECH_ICONS = 4;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  ${techMarkBox}
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${typeScale.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

/** A project card's technologies: up to four, as icons where the SPEC's map has one, else as text. */
export function ProjectTechIcons({ technologies }: { technologies: string[] }) {
  return (
    <List aria-label={technologyMarksLabel}>
      {technologies.slice(0, MAX_CARD_TECH_ICONS).map((name) => {
        const icon = projectIconMap.get(name.toLowerCase());
        return (
          <Chip key={name} title={name}>
            {icon ? <BrandIcon slug={icon} size={20} title={name} /> : name}
          </Chip>
        );
      })}
    </List>
  );
}

// The detail page's chips sit on the dark hero: marks are drawn white there (some brand colours,
// iOS's black for one, would vanish), as the text beside them is.
const OnDark = styled.span`
  display: inline-flex;
  img { filter: brightness(0) invert(1); }
`;

/** The icon of a technology on the detail page (white, on its dark hero), or null when the SPEC's map has none. */
export function DetailTechIcon({ name, size = 16 }: { name: string; size?: number }) {
  const icon = detailIconMap.get(name.toLowerCase());
  if (!icon) return null;
  if (icon === 'aws') return <Icon name="cloud" size={size} />;
  return (
    <OnDark>
      <BrandIcon slug={icon} size={size} />
    </OnDark>
  );
}
