import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { company } from '@site/shared/content/company';
import { headerCopy } from '@site/shared/content/shell-copy';
import { typeScale } from '@site/shared/ui';

const Wordmark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  text-decoration: none;
  font-weight: 800;
  font-size: ${typeScale.xl};
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.ink};
  span { color: ${(p) => p.theme.colors.brand}; }
  /* Between 768 and 1023 px the links need the room: the mark alone stands for the name. */
  @media (min-width: ${(p) => p.theme.breakpoints.medium}px) and (max-width: ${(p) => p.theme.breakpoints.large - 1}px) {
    .wordmark-text { display: none; }
  }
`;

/** The company's wordmark, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  const [first, ...rest] = company.name.split(' ');
  return (
    <Wordmark to="/" onClick={onClick} aria-label={headerCopy.logoLabel}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 23V9l8 9V9M24 9v14" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="wordmark-text">
        <span>{first}</span> {rest.join(' ')}
      </span>
    </Wordmark>
  );
}
