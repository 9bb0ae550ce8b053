import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ADOPTED_BAND_ATTR } from '../contracts';
import { useNavigate } from 'react-router';

/*
 * A band of a page with no control of its own (the footer, a page's headings, cards and lists of
 * links) is adopted as the prerender left it: React hydrates the band's holder only, not the
 * components inside (no fibers to walk, no styles to compute), which is main-thread time a
 * visitor's first tap no longer waits for (issue 34). React leaves the children of an element
 * hydrated with dangerouslySetInnerHTML alone (the failed-remote fallback relies on the same rule:
 * shell/src/remotes/static-remote-area.tsx), and an unchanged `__html` is never written again.
 *
 * It lives in the router module, which the shell provides at run time (a federation singleton),
 * so remotes use it without bundling it: the Kit pages sit at the first-load budget's edge.
 *
 * Only for markup that is the same for every visitor: what is adopted is what the prerender
 * rendered, whatever the store holds in this browser. A band rendered in the browser (after a
 * navigation, or on a page that was not prerendered) renders its children as usual.
 */

/** The holder's attribute: its value is React's id for the holder, the same on the server and in the browser. */
const BAND_ATTR = 'data-prerendered-band';

/** Whether the band's prerendered holder is on the page, to be adopted (read once, when the holder first renders). */
function adoptable(bandId: string): boolean {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return false;
  return Boolean(document.querySelector(`[${BAND_ATTR}="${bandId}"]`)?.hasChildNodes());
}

/** A plain left click on one of our own links: the router's, as a `<Link>` would do it. */
function ownLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * Renders `children` in a holder that takes no box of its own (`display: contents`); while a
 * prerendered page hydrates, keeps the server's markup instead, its links still the router's.
 */
export function AsPrerendered({ children }: { children: ReactNode }) {
  const bandId = useId();
  const [adopted] = useState(() => adoptable(bandId));
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  // Says so in the DOM once adopted: an island in the band will never hydrate, so the shell
  // must hand its clicks to React, which gives them to this holder (shell/src/app/native-until-hydrated.ts).
  useEffect(() => {
    if (adopted) ref.current?.setAttribute(ADOPTED_BAND_ATTR, '');
  }, [adopted]);
  const holder = { [BAND_ATTR]: bandId, style: { display: 'contents' } };
  if (!adopted) return <div {...holder}>{children}</div>;
  const onClick = (event: MouseEvent) => {
    const to = ownLink(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return <div ref={ref} {...holder} onClick={onClick} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
