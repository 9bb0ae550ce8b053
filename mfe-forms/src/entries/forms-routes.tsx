import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { RemoteRoot } from '@site/shared/ui';

// One lazy chunk per page: a visitor downloads only the page being shown.
const pages: Record<string, ComponentType> = {
  '/contacto': lazy(() => import('../features/contact/contact-page')),
  '/empleo': lazy(() => import('../features/job-application/job-application-page')),
};

/** The lead forms' pages (/contacto, /empleo), mounted by the shell at the SPEC's paths. */
export default function FormsRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path];
  return Page ? (
    <RemoteRoot name="forms">
      <Page />
    </RemoteRoot>
  ) : null;
}
