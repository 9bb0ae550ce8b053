import fs from 'node:fs';
import os from 'node:os';
import { ConfigError } from '../settings';
import { databaseMarkerFile, writeJsonAtomically } from './layout';

/**
 * Once a site's release state lives in PostgreSQL, release.json in its folder is a stale copy: a
 * server or a deploy run without DATABASE_URL would serve it, or switch it while the instances
 * follow the database. The database store leaves a marker in the site folder, and the file store
 * refuses to open where it finds one.
 */

/** Records that this site's state is in the database (once; best effort: an instance may mount the folder read-only). */
export function markStateInDatabase(siteDir: string): void {
  const file = databaseMarkerFile(siteDir);
  if (fs.existsSync(file)) return;
  try {
    writeJsonAtomically(file, {
      store: 'postgresql',
      since: new Date().toISOString(),
      by: `${os.hostname()} pid ${process.pid}`,
      note: 'The release state, lock and history of this site are in PostgreSQL (DATABASE_URL); release.json and deploy-history.jsonl here are no longer read. Run every release command and server with DATABASE_URL.',
    });
  } catch {
    // A read-only mount: the deploy machine, which writes the folder, leaves the marker.
  }
}

/** The file store was asked for on a site whose state is in the database. */
export class ReleaseStateInDatabase extends ConfigError {
  constructor(readonly siteDir: string) {
    super([`DATABASE_URL is not set, but the release state of ${siteDir} is kept in PostgreSQL (${databaseMarkerFile(siteDir)}): set DATABASE_URL to the database the servers share.`]);
    this.name = 'ReleaseStateInDatabase';
  }
}

/** Throws ReleaseStateInDatabase when the site's state moved to the database. */
export function assertStateInFiles(siteDir: string): void {
  if (fs.existsSync(databaseMarkerFile(siteDir))) throw new ReleaseStateInDatabase(siteDir);
}
