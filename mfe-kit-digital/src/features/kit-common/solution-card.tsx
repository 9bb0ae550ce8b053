import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { kitSolutionCard as words } from '@site/shared/content/kit-digital-pages';
import type { KitSolutionBody } from '@site/shared/schemas/kit-digital';
import { Card, Icon, IconTile, typeScale, canHover } from '@site/shared/ui';
import { KitIcon } from './kit-icon';

const Body = styled(Card)`
  height: 100%;
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: ${typeScale.xl}; margin: ${(p) => p.theme.space(1)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Includes = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(2)};
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${typeScale.sm};
  li { display: flex; gap: ${(p) => p.theme.space(2)}; align-items: flex-start; }
  svg { flex: none; margin-top: 3px; color: ${(p) => p.theme.colors.success}; }
`;

const More = styled(Link)`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  color: ${(p) => p.theme.colors.brand};
  svg { transition: transform 0.2s ease; }
  ${canHover} { &:hover { text-decoration: underline; svg { transform: translateX(3px); } } }
`;

/** A Kit Digital solution as a card on the agent page: icon, category, description, includes and its "Más información" link. */
export function SolutionCard({ solution }: { solution: KitSolutionBody }) {
  return (
    <Body $interactive>
      <IconTile>
        <KitIcon name={solution.icon} />
      </IconTile>
      <h3>{solution.category}</h3>
      <p>{solution.description}</p>
      <Includes aria-label={`${words.includesLabel} (${solution.shortName})`}>
        {solution.includes.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} />
            {item}
          </li>
        ))}
      </Includes>
      <More to={solution.path}>
        {words.more}
        <span className="visually-hidden">
          {' '}
          {words.about} {solution.category}
        </span>
        <Icon name="arrow-right" size={18} />
      </More>
    </Body>
  );
}
