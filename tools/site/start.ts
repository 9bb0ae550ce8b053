import { build, needsBuild } from './build';
import { withBuildLock } from './build-lock';
import { openSiteReleases } from './deploy';
import { releaseFirst } from './first-release';
import { buildVersion } from './publish';
import { allParts } from './parts';
import { liveVersion, type ReleaseState } from '../../api/src/releases';
import { siteDir } from './workspaces';
import { startServer } from '../../api/src/server';
import { writeSiteAssets } from './write-site-assets';

const log = (message: string) => console.log(`[start] ${message}`);

/** What the site serves now, read from the release store as the server will read it. */
async function readState(site: string): Promise<ReleaseState> {
  const releases = await openSiteReleases(site);
  try {
    return await releases.read();
  } finally {
    await releases.close();
  }
}

/** The built parts whose build is not the live version (read after every build finished). */
export function unreleasedBuilds(state: ReleaseState): string[] {
  return allParts()
    .filter((p) => {
      try {
        return buildVersion(p.dist) !== liveVersion(state, p.name);
      } catch {
        return false; // not built
      }
    })
    .map((p) => p.workspace);
}

/**
 * Under the build lock: builds what is missing or out of date (decided once the lock is held, so a
 * start that waited builds nothing another start just built), makes the first release of a site
 * with nothing live, and writes the share cards and icons. With a release live, a failed build
 * does not keep the site from being served: serving never reads dist/.
 */
async function prepare(site: string): Promise<void> {
  const releasedBefore = Boolean((await readState(site)).shell);
  for (const workspace of allParts().map((p) => p.workspace).filter(needsBuild)) {
    try {
      await build(workspace);
    } catch (error) {
      if (!releasedBefore) throw error;
      log(`WARNING: building ${workspace} failed (${error instanceof Error ? error.message.split('\n')[0] : error}); serving the live release, which does not use the builds`);
    }
  }
  if (await releaseFirst(site)) return;
  // The share cards and icons may still be missing or made from older content.
  await writeSiteAssets();
  const newer = unreleasedBuilds(await readState(site));
  if (newer.length) log(`serving the live release; built but not released: ${newer.join(', ')} (npm run deploy -- --all)`);
}

/** `npm run serve`: nothing is built; the live release must exist. */
async function assertReleased(site: string): Promise<void> {
  if (!(await readState(site)).shell) {
    throw new Error(`Nothing is released on ${site} yet, and npm run serve never builds: run npm start once (it builds and makes the first release), or npm run build && npm run deploy -- --all.`);
  }
  // The share cards and icons (files of the tree, not of a release) are written once, under the lock.
  await withBuildLock(writeSiteAssets, { purpose: 'npm run serve (share cards)' });
}

/**
 * `npm start`: builds what is missing or out of date and serves the site with the API at
 * http://localhost:8080 (PORT to change); on a site with nothing released yet it makes the first
 * release of what it built. Several at once take turns building (the build lock).
 * `npm run serve` (`--serve-only`): never builds, serves the live release: what each instance of a
 * cluster runs. Only `npm run deploy` changes what visitors get.
 */
async function main(args: string[]) {
  const site = siteDir();
  if (args.includes('--serve-only')) await assertReleased(site);
  else await withBuildLock(() => prepare(site), { onWait: (holder) => log(`waiting for another build of this tree to finish (${holder})`) });
  const app = await startServer();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT ?? 8080;
  console.log(`\n  The site is running at http://localhost:${port}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
