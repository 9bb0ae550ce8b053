import { Suspense, lazy } from 'react';
import { useScrolledPast } from '../layout/header/use-scrolled-past';
import { loadPageAfresh } from '../remotes/full-page-load';
import { backToTopLabel } from '@site/shared/content/ui-copy';
import { PageLoading } from '../remotes/page-loading';

/*
 * Parts of the shell that most page views never show load their code when they are needed, not
 * with every page (issue 28: less script to evaluate before the first tap, and the first-load
 * JavaScript of every route under its budget).
 */

/** A chunk that cannot load after a client-side navigation: the same address, loaded afresh, is served whole. */
const orReload = <T,>(chunk: Promise<T>) =>
  chunk.catch((error: unknown) => {
    if (!loadPageAfresh()) throw error;
    return new Promise<T>(() => undefined);
  });

const LazyBackToTop = lazy(() => import(/* webpackChunkName: "back-to-top" */ '../layout/back-to-top/back-to-top').then((m) => ({ default: m.BackToTop })));
const LazyNotFound = lazy(() => orReload(import(/* webpackChunkName: "not-found" */ './not-found')).then((m) => ({ default: m.NotFound })));

/** The back-to-top button (it shows past 300 px): its code arrives with the visitor's first scroll. */
export function BackToTopWhenScrolled() {
  const scrolled = useScrolledPast(0);
  return scrolled ? (
    <Suspense fallback={null}>
      <LazyBackToTop label={backToTopLabel} />
    </Suspense>
  ) : null;
}

/** The 404 page. Prerendered like every page; in the browser its code comes only for an unknown address. */
export function NotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyNotFound />
    </Suspense>
  );
}
