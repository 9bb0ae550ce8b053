import styled from 'styled-components';
import { bareList, theme } from '@site/shared/ui';

const { medium, large } = theme.breakpoints;

/** Project cards in one, two (from `medium`) and three (from `large`) columns, as a list. */
export const ProjectGrid = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${medium}px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: ${large}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
