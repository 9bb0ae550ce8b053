import { lazy, type ComponentType } from 'react';
import { AsPrerendered } from '@site/shared/router';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { RemoteRoot } from '@site/shared/ui';

// One lazy chunk per page: a visitor downloads only the page being shown.
const pages: Record<string, ComponentType> = {
  '/telefonia': lazy(() => import('../features/telephony/telephony-page')),
  '/telefonia-empresarial': lazy(() => import('../features/business-telephony/business-telephony-page')),
};

/** Pages with links only: a prerendered load adopts them as they are (see AsPrerendered). */
const staticPaths = new Set(['/telefonia-empresarial']);

/** The telephony pages, mounted by the shell at the SPEC's paths. */
export default function TelephonyRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path];
  if (!Page) return null;
  return <RemoteRoot name="telephony">{staticPaths.has(path) ? <AsPrerendered><Page /></AsPrerendered> : <Page />}</RemoteRoot>;
}
