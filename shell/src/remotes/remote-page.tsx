import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '@site/shared/router';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import type { PageRemote } from '@site/shared/schemas/site-route';
import { RemoteErrorBoundary } from './error-boundary';
import { requestRemoteComponent, type RemoteRequest } from './load-remote-module';
import { RemoteUnavailable } from './remote-unavailable';
import { PageLoading } from './page-loading';
import { MarkPageReady } from './mark-page-ready';
import { loadPageAfresh } from './full-page-load';
import { StaticRemoteArea, prerenderedMarkup } from './static-remote-area';
import { RemoteArea } from './remote-area';

type AreaProps = { remote: PageRemote; path: string; request: RemoteRequest<RemoteRoutesProps>; retry: () => void };

/** Suspends while the remote loads; then renders its page, or what is left to show if it failed. */
function RemoteAreaContent({ remote, path, request, retry }: AreaProps) {
  const load = request.read();
  if (load.ok) {
    return (
      <RemoteArea data-remote-area={remote}>
        <load.Component path={path} />
      </RemoteArea>
    );
  }
  // A page that cannot be rendered must never be prerendered: the build fails instead.
  if (typeof window === 'undefined') throw load.error;
  return <FailedRemoteArea remote={remote} retry={retry} />;
}

function FailedRemoteArea({ remote, retry }: { remote: PageRemote; retry: () => void }) {
  // Read once, while the prerendered markup is still on screen (React has not hydrated it).
  const [markup] = useState(() => prerenderedMarkup(remote));
  // After a navigation there is no markup: the page of the live release, loaded afresh, is better than a notice.
  const [reloading] = useState(() => markup === null && loadPageAfresh());
  if (markup !== null) return <StaticRemoteArea remote={remote} markup={markup} />;
  if (reloading) return <PageLoading />;
  return (
    <>
      <RemoteUnavailable />
      <RetryOnNextNavigation retry={retry} />
    </>
  );
}

/** A failure is not kept for the visit: following any link, even to this same page, tries again. */
function RetryOnNextNavigation({ retry }: { retry: () => void }) {
  const { key } = useLocation();
  const [shownAt] = useState(key);
  useEffect(() => {
    if (key !== shownAt) retry();
  }, [key, shownAt, retry]);
  return null;
}

function RemotePageLoad({ remote, path }: { remote: PageRemote; path: string }) {
  const id = `${remote}/routes`;
  const [request, setRequest] = useState(() => requestRemoteComponent<RemoteRoutesProps>(id));
  const retry = useCallback(() => setRequest(requestRemoteComponent<RemoteRoutesProps>(id)), [id]);
  return (
    <RemoteErrorBoundary fallback={<RemoteUnavailable />} remote={remote}>
      <Suspense fallback={<PageLoading />}>
        <RemoteAreaContent remote={remote} path={path} request={request} retry={retry} />
        <MarkPageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Renders a SPEC path through the remote that owns it, isolated from the rest of the page. Each
 * path gets its own load: a new page tries again a remote that failed before. While a prerendered
 * page hydrates, nothing here changes its markup, however long its remote takes.
 */
export function RemotePage({ remote, path }: { remote: PageRemote; path: string }) {
  return <RemotePageLoad key={path} remote={remote} path={path} />;
}
