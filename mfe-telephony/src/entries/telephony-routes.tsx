import { AsPrerendered } from '@site/shared/router';
import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { RemoteRoot } from '@site/shared/ui';

// One lazy chunk per page: a visitor downloads only the page being shown.
const pages: Record<string, ComponentType> = {
  '/telefonia': lazy(() => import('../features/telephony/telephony-page')),
  '/telefonia-empresarial': lazy(() => import('../features/business-telephony/business-telephony-page')),
};

/** The telephony pages, mounted by the shell at the SPEC's paths. */
export default function TelephonyRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path];
  if (!Page) return null;
  // The business page has links only: a prerendered load adopts it as it is (see AsPrerendered).
  return <RemoteRoot name="telephony">{path === '/telefonia-empresarial' ? <AsPrerendered><Page /></AsPrerendered> : <Page />}</RemoteRoot>;
}
