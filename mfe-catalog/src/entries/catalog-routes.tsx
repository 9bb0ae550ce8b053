import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesProps } from '@site/shared/contracts';

// One lazy chunk per page: a visitor downloads only the page being shown.
const pages: Record<string, ComponentType> = {
  '/': lazy(() => import('../features/home/home-page')),
};

/** The catalogue's pages, mounted by the shell at the SPEC's paths. */
export default function CatalogRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path];
  return Page ? <Page /> : null;
}
