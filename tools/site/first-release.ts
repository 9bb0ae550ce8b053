import { deployer, openSiteReleases } from './deploy';
import { releaseAll } from './deploy/release';
import { siteDir } from './workspaces';

/**
 * The first release of a site with nothing live yet (what `npm start` does on a fresh machine, and
 * the browser tests' set-up on their own empty site folder): every built part at once. Without a
 * live site there is nothing to protect, so no Chromium smoke check; returns false, changing
 * nothing, when something is live already: then only `npm run deploy` changes what visitors get.
 */
export async function releaseFirst(site = siteDir(), log = (m: string) => console.log(`[release] ${m}`)): Promise<boolean> {
  const releases = await openSiteReleases(site);
  try {
    if ((await releases.read()).shell) return false;
    await releaseAll(site, releases, { by: deployer(), accept: [], smoke: false, log });
    return true;
  } finally {
    await releases.close();
  }
}

if (require.main === module) {
  releaseFirst().then(
    (made) => made || console.log('[release] something is live already: release with npm run deploy'),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
