import { Fragment, type ReactNode } from 'react';
import { Link } from '@site/shared/router';
import { ExternalLink } from '@site/shared/ui';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders `[texto](/ruta)` links in a legal text: router links inside the site, new tabs outside. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    if (href.startsWith('/')) parts.push(<Link to={href}>{label}</Link>);
    else if (href.startsWith('mailto:') || href.startsWith('tel:')) parts.push(<a href={href}>{label}</a>);
    else parts.push(<ExternalLink href={href}>{label}</ExternalLink>);
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
