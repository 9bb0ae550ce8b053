import { build, needsBuild } from './build';
import { deployAll, shellChangedSinceRender } from './deploy';
import { readRemotes } from '../../api/src/site/layout';
import { remoteWorkspaces, siteDir } from './workspaces';
import { startServer } from '../../api/src/server';
import { writeSiteAssets } from './write-site-assets';

/**
 * `npm start`: builds what is missing or out of date, publishes and prerenders the site if
 * anything changed, then serves it with the API at http://localhost:8080 (PORT to change).
 */
async function main() {
  const stale = ['shell', ...remoteWorkspaces().map((r) => r.workspace)].filter(needsBuild);
  for (const workspace of stale) await build(workspace);
  const site = siteDir();
  const published = readRemotes(site).map((r) => r.name);
  const unpublished = remoteWorkspaces().some((r) => !published.includes(r.name));
  if (stale.length || unpublished || shellChangedSinceRender(site)) await deployAll(site);
  // No deploy needed: the share cards and icons may still be missing or made from older content.
  else await writeSiteAssets();
  const app = await startServer();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT ?? 8080;
  console.log(`\n  The site is running at http://localhost:${port}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
