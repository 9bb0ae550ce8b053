import { build, needsBuild } from './build';
import { openSiteReleases } from './deploy';
import { releaseFirst } from './first-release';
import { buildVersion } from './publish';
import { allParts } from './parts';
import { liveVersion } from '../../api/src/releases';
import { siteDir } from './workspaces';
import { startServer } from '../../api/src/server';
import { writeSiteAssets } from './write-site-assets';

/**
 * `npm start`: builds what is missing or out of date and serves the site with the API at
 * http://localhost:8080 (PORT to change). On a site with nothing released yet it makes the first
 * release of what it built; after that, only `npm run deploy` changes what visitors get, and this
 * says when the builds differ from the live release.
 */
async function main() {
  const stale = allParts().map((p) => p.workspace).filter(needsBuild);
  for (const workspace of stale) await build(workspace);
  const site = siteDir();
  const releases = await openSiteReleases(site);
  try {
    const state = await releases.read();
    if (!(await releaseFirst(site))) {
      // The share cards and icons may still be missing or made from older content.
      await writeSiteAssets();
      const newer = allParts().filter((p) => {
        try {
          return buildVersion(p.dist) !== liveVersion(state, p.name);
        } catch {
          return false;
        }
      });
      if (newer.length) console.log(`[start] serving the live release; built but not released: ${newer.map((p) => p.workspace).join(', ')} (npm run deploy -- --all)`);
    }
  } finally {
    await releases.close();
  }
  const app = await startServer();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT ?? 8080;
  console.log(`\n  The site is running at http://localhost:${port}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
