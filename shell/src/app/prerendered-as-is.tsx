import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from '@site/shared/router';

/*
 * Markup that is the same on every page and has no control of its own (the footer) is adopted as
 * the prerender left it: React hydrates the holder only, not the components inside (no fibers to
 * walk, no styles to compute), which is main-thread time a visitor's first tap no longer waits
 * for (issue 34). React leaves the children of an element hydrated with dangerouslySetInnerHTML
 * alone (the failed-remote fallback relies on the same rule: ../remotes/static-remote-area.tsx),
 * and an unchanged `__html` is never written again.
 */

/** Whether the prerendered holder is still the server's, to be adopted (read once, when the holder first renders). */
function adoptable(id: string): boolean {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return false;
  return Boolean(document.getElementById(id)?.hasChildNodes());
}

/** A plain left click on one of our own links: the router's, as a `<Link>` would do it. */
function ownLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/** Renders `children` inside a `div#id`; while hydrating a prerendered page, keeps the server's markup instead. */
export function PrerenderedAsIs({ id, children }: { id: string; children: ReactNode }) {
  const [adopted] = useState(() => adoptable(id));
  const navigate = useNavigate();
  if (!adopted) return <div id={id}>{children}</div>;
  const onClick = (event: MouseEvent) => {
    const to = ownLink(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return <div id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
