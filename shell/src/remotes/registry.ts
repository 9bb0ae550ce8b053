import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin';

/** One line of /remotes.json: a remote's federated name, published version and remoteEntry.js URL. */
export type RemoteEntry = { name: string; version: string; entry: string };

/**
 * Reads /remotes.json (never cached) and registers each remote's entry with the federation
 * runtime. Where remotes live is deployment data, so deploying a remote never rebuilds the shell.
 */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemoteEntry[]> {
  registerPlugins([fallbackPlugin()]);
  let remotes: RemoteEntry[] = [];
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    remotes = (await res.json()) as RemoteEntry[];
  } catch (error) {
    // Every remote area then shows its fallback; header and footer still work.
    console.error('[shell] could not read the remotes list', error);
  }
  registerRemotes(
    // Lists published before the runtime dropped manifest support point at mf-manifest.json.
    remotes.map(({ name, entry }) => ({ name, entry: entry.replace(/mf-manifest\.json$/, 'remoteEntry.js') })),
    { force: true },
  );
  return remotes;
}
