import { FileReleaseStore, type ReleaseStore } from './store';
import { watchStateFile, type ReleaseWatcher } from './watch';

/**
 * The release store for a site: the site folder's files (one machine). Every process that serves
 * or deploys the site opens it the same way, so all agree on what is live.
 */
export async function openReleaseStore(options: { siteDir: string; onError?: (error: unknown) => void }): Promise<{ store: ReleaseStore; watcher: ReleaseWatcher }> {
  return { store: new FileReleaseStore(options.siteDir), watcher: watchStateFile(options.siteDir, options.onError) };
}
