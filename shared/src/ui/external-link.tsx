import type { AnchorHTMLAttributes } from 'react';
import { newTabNote } from '../content/ui-copy';

/** A link that opens another site in a new tab, without giving it access to this page. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden">{` ${newTabNote}`}</span>
    </a>
  );
}
