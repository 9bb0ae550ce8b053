import { Suspense } from 'react';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import type { PageRemote } from '@site/shared/schemas/site-route';
import { RemoteErrorBoundary } from './error-boundary';
import { lazyRemote } from './load-remote-module';
import { RemoteUnavailable } from './remote-unavailable';
import { PageLoading } from './page-loading';
import { MarkPageReady } from './mark-page-ready';

/** Renders a SPEC path through the remote that owns it, isolated from the rest of the page. */
export function RemotePage({ remote, path }: { remote: PageRemote; path: string }) {
  const Routes = lazyRemote<RemoteRoutesProps>(`${remote}/routes`, RemoteUnavailable);
  return (
    <RemoteErrorBoundary key={path} fallback={<RemoteUnavailable />}>
      <Suspense fallback={<PageLoading />}>
        <Routes path={path} />
        <MarkPageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
