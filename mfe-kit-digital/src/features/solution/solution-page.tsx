import { lazy, Suspense } from 'react';
import { AsPrerendered } from '@site/shared/router';
import { kitSolutionPage as page } from '@site/shared/content/kit-digital-copy';
import { kitSolutionHeroes } from '@site/shared/content/kit-solution-heroes.derived';
import { ButtonLink, PageHero, Row } from '@site/shared/ui';
import { CallStatus } from '../kit-common/call-status';
import { useKitDigitalStatus } from '../kit-common/use-kit-digital-status';

// Its own chunk: a prerendered page adopts the details as served and never fetches it (issue 34).
const SolutionDetails = lazy(() => import('./solution-details'));

/**
 * The one template of the /kit/* pages (SPEC §2 "Kit solution pages"): every word and figure comes
 * from content records (the solution's own, the template's `kitSolutionPage` and the programme
 * status), so the pages differ only by their data. The hero shows the call's status, which
 * depends on the date; the details below it (./solution-details.tsx) are the same for everyone.
 */
export default function SolutionPage({ slug }: { slug: string }) {
  const solution = kitSolutionHeroes.find((s) => s.slug === slug);
  // The routes entry mounts this page only at the records' slugs, so a miss is a programming error.
  if (!solution) throw new Error(`No Kit Digital solution ${slug}`);
  const { status, copy } = useKitDigitalStatus();

  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={solution.category} intro={solution.intro}>
        <CallStatus status={status} copy={copy} />
        <Row>
          <ButtonLink to={page.primary.to} $variant="light">
            {page.primary.label}
          </ButtonLink>
          <ButtonLink to={page.secondary.to} $variant="outlineLight">
            {page.secondary.label}
          </ButtonLink>
        </Row>
      </PageHero>

      {/* Below the hero, the same for every visitor whatever the call's status: adopted as prerendered (issue 34). */}
      <AsPrerendered>
        <Suspense fallback={null}>
          <SolutionDetails slug={slug} />
        </Suspense>
      </AsPrerendered>
    </>
  );
}
