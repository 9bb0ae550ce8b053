import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@site/shared/router';
import { useSiteStore } from '@site/shared/store';
import { findSiteRoute, notFoundTitle } from '@site/shared/content/site-routes';
import { absoluteUrl } from '@site/shared/seo';

// useLayoutEffect warns during server rendering; the prerender never runs effects anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function setMeta(selector: string, attr: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attr, value);
}

/**
 * What happens on every route change: instant scroll to the top (SPEC §2), the page's title,
 * description and canonical URL (the prerendered HTML has them for the first page), and the
 * stored cookie choice read once after hydration.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const loadConsent = useSiteStore((s) => s.loadConsent);

  useEffect(() => loadConsent(), [loadConsent]);

  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const route = findSiteRoute(pathname);
    document.title = route ? route.title : notFoundTitle;
    if (route) {
      setMeta('meta[name="description"]', 'content', route.description);
      setMeta('link[rel="canonical"]', 'href', absoluteUrl(route.path));
      setMeta('meta[property="og:url"]', 'content', absoluteUrl(route.path));
      setMeta('meta[property="og:title"]', 'content', route.title);
      setMeta('meta[property="og:description"]', 'content', route.description);
    }
  }, [pathname]);

  return null;
}
