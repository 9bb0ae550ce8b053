import { Route, Routes } from '@site/shared/router';
import { siteRoutes } from '@site/shared/content/site-routes';
import { RemotePage } from '../remotes/remote-page';
import { NotFound } from './not-found';

/** The route table: each SPEC path mounted at its exact URL in the remote that owns it. */
export function SiteRoutes() {
  return (
    <Routes>
      {siteRoutes.map(({ path, remote }) => (
        <Route key={path} path={path} element={<RemotePage remote={remote} path={path} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
