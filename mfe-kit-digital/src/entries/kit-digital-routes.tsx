import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { RemoteRoot } from '@site/shared/ui';
import { KIT_SLUGS } from '@site/shared/content/kit-slugs.derived';

// One lazy chunk per page kind: the twelve /kit/* pages share one template chunk and differ
// only by their content record.
const AgentsPage = lazy(() => import('../features/agents/agents-page'));
const OverviewPage = lazy(() => import('../features/overview/overview-page'));
const SolutionPage = lazy(() => import('../features/solution/solution-page'));

const pages: Record<string, ComponentType> = {
  '/agentes-digitalizadores': AgentsPage,
  '/kit-digital': OverviewPage,
};

/** The Kit Digital pages, mounted by the shell at /agentes-digitalizadores, /kit-digital and /kit/*. */
export default function KitDigitalRoutes({ path }: RemoteRoutesProps) {
  const Page = pages[path];
  // By slug (a solution's path is /kit/<slug>; the slugs come from the records, derived at build
  // time), not by record: the content loads with the page's chunk.
  const slug = Page ? undefined : KIT_SLUGS.find((s) => path === `/kit/${s}`);
  if (!Page && !slug) return null;
  return <RemoteRoot name="kit_digital">{Page ? <Page /> : <SolutionPage slug={slug!} />}</RemoteRoot>;
}
