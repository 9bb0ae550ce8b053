import { lazy, type ComponentType } from 'react';
import { AsPrerendered } from '@site/shared/router';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { projectPagePaths, servicePagePaths } from '@site/shared/content/catalog-pages.derived';
import { RemoteRoot } from '@site/shared/ui';

// One lazy chunk per page: a visitor downloads only the page being shown. The service pages share
// one template module, which picks its content record by path, and so do the projects' own pages;
// their paths come from the records.
const ServicePage = lazy(() => import('../features/service-page/service-page'));
const ProjectDetailPage = lazy(() => import('../features/project-detail/project-detail-page'));

const pages: Record<string, ComponentType<RemoteRoutesProps>> = {
  '/': lazy(() => import('../features/home/home-page')),
  '/servicios': lazy(() => import('../features/services/services-page')),
  '/proyectos': lazy(() => import('../features/projects/projects-page')),
  '/apps': lazy(() => import('../features/apps/apps-page')),
  '/nosotros': lazy(() => import('../features/about/about-page')),
  '/privacidad': lazy(() => import('../features/legal/privacy-page')),
  '/cookies': lazy(() => import('../features/legal/cookies-page')),
  '/terminos': lazy(() => import('../features/legal/terms-page')),
};

/**
 * Pages with no control of their own (links, and the projects' filter: radios that CSS reads) are
 * the same for every visitor: a prerendered load adopts them as they are, and their code is not
 * even run (see AsPrerendered). The cookies page (its settings) and a project's own page (its
 * carousel and videos) hydrate.
 */
const staticPaths = new Set(['/', '/servicios', '/proyectos', '/apps', '/nosotros', '/privacidad', '/terminos', ...servicePagePaths]);

/** The catalogue's pages, mounted by the shell at the SPEC's paths. */
export default function CatalogRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path] ?? (servicePagePaths.includes(path) ? ServicePage : projectPagePaths.includes(path) ? ProjectDetailPage : undefined);
  if (!Page) return null;
  const page = <Page path={path} />;
  return <RemoteRoot name="catalog">{staticPaths.has(path) ? <AsPrerendered>{page}</AsPrerendered> : page}</RemoteRoot>;
}
