import { assertStateInFiles, markStateInDatabase } from './database-marker';
import { PgReleaseStore } from './pg-store';
import { FileReleaseStore, type ReleaseStore } from './store';
import { watchStateFile, type ReleaseWatcher } from './watch';

/** The database store; from then on a release command or server without DATABASE_URL refuses this site. */
async function openDatabaseStore(databaseUrl: string, siteDir: string): Promise<PgReleaseStore> {
  const store = await PgReleaseStore.open(databaseUrl, siteDir);
  markStateInDatabase(siteDir);
  return store;
}

/**
 * The release store of a site, opened the same way by every process that serves or deploys it, so
 * all agree on what is live: the site folder's files on one machine; with DATABASE_URL, the
 * database every instance shares (the release files themselves stay in the site folder, which
 * every instance reads). Without DATABASE_URL on a site whose state moved to the database, it
 * refuses (ReleaseStateInDatabase): a server would serve a stale state, a deploy split it.
 */
export async function openReleaseStore(options: { siteDir: string; databaseUrl?: string; onError?: (error: unknown) => void }): Promise<{ store: ReleaseStore; watcher: ReleaseWatcher }> {
  if (options.databaseUrl) {
    const store = await openDatabaseStore(options.databaseUrl, options.siteDir);
    return { store, watcher: await store.watch(options.onError) };
  }
  assertStateInFiles(options.siteDir);
  return { store: new FileReleaseStore(options.siteDir), watcher: watchStateFile(options.siteDir, options.onError) };
}

/** The store alone, for a tool that changes or reads the state once (a deploy): no watcher to poll. */
export async function openReleaseStoreOnly(options: { siteDir: string; databaseUrl?: string }): Promise<ReleaseStore> {
  if (options.databaseUrl) return openDatabaseStore(options.databaseUrl, options.siteDir);
  assertStateInFiles(options.siteDir);
  return new FileReleaseStore(options.siteDir);
}
