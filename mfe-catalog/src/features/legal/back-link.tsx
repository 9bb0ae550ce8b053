import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { canHover } from '@site/shared/ui';

/** The "back" link at the foot of a legal text. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  margin-top: ${(p) => p.theme.space(10)};
  font-weight: 600;
  text-decoration: none;
  ${canHover} { &:hover { text-decoration: underline; } }
`;
