import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@site/shared/schemas/remotes-manifest';
import { isRemotesManifest } from '@site/shared/schemas/remotes-manifest-check';
import { installRemoteErrorReporting, rememberRemoteVersions } from './client-error-report';
import { noScriptTimeoutPlugin } from './no-script-timeout-plugin';

export type { RemoteEntry };

const MANIFEST_URL = '/remotes.json';

/** The read of the remotes list, under way or done. A failed read is dropped: the next load reads it again. */
let registered: Promise<RemoteEntry[]> | undefined;

async function readManifest(url: string): Promise<RemoteEntry[]> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const remotes: unknown = await res.json();
  // A list that breaks the contract is treated like a failed read: nothing is registered, the
  // prerendered page stays, the next load reads it again.
  if (!isRemotesManifest(remotes)) throw new Error(`${url}: not a valid remotes list`);
  registerRemotes(
    // Lists published before the runtime dropped manifest support point at mf-manifest.json.
    remotes.map(({ name, entry }) => ({ name, entry: entry.replace(/mf-manifest\.json$/, 'remoteEntry.js') })),
    { force: true },
  );
  rememberRemoteVersions(remotes);
  return remotes;
}

/**
 * Reads /remotes.json (never cached) and registers each remote's entry with the federation
 * runtime. Where remotes live is deployment data, so deploying a remote never rebuilds the shell.
 * Never rejects: without the list every remote area fails on its own; header and footer still work.
 */
export async function registerRemotesFromManifest(url = MANIFEST_URL): Promise<RemoteEntry[]> {
  registerPlugins([noScriptTimeoutPlugin()]);
  // A remote's browser errors are reported per version (a canary's error rate decides its fate).
  installRemoteErrorReporting();
  try {
    return await ensureRemotesRegistered(url);
  } catch (error) {
    console.error('[shell] could not read the remotes list', error);
    return [];
  }
}

/** Resolves once the remotes are registered; reads the list again if the last read failed. */
export function ensureRemotesRegistered(url = MANIFEST_URL): Promise<RemoteEntry[]> {
  if (!registered) {
    const reading = readManifest(url);
    registered = reading;
    reading.catch(() => {
      if (registered === reading) registered = undefined;
    });
  }
  return registered;
}
