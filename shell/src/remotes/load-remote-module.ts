import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from './client-error-report';
import { ensureRemotesRegistered } from './registry';

/**
 * Waits before each new try of a load that really failed, in the browser: so a remote is tried
 * four times over about 7 s before its failure shows. The prerender tries once and fails loudly.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/**
 * How loading a remote's component ended. There is no "too slow": a load waits as long as the
 * network needs, and only a real failure (network error, error status, script error) ends it.
 */
export type RemoteLoad<P> = { ok: true; Component: ComponentType<P> } | { ok: false; error: unknown };

type ComponentModule<P> = { default?: ComponentType<P> };

const isServer = typeof window === 'undefined';
/** Components that loaded, kept for the visit. Failures are never kept: the next call tries again. */
const loaded = new Map<string, ComponentType<never>>();
/** Loads under way, shared by every caller of the same id. */
const inFlight = new Map<string, Promise<RemoteLoad<never>>>();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadOnce<P>(id: string): Promise<ComponentType<P>> {
  // The federation runtime forgets a failed remoteEntry.js load (it drops its pending promise and
  // the script tag), so a new try fetches it again. The remotes list may need a new read, though.
  if (!isServer) await ensureRemotesRegistered();
  const mod = await loadRemote<ComponentModule<P>>(id);
  if (!mod?.default) throw new Error(`${id}: the remote exposes no default component`);
  return mod.default;
}

async function loadWithRetries<P>(id: string, retryDelaysMs: readonly number[]): Promise<RemoteLoad<P>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const Component = await loadOnce<P>(id);
      loaded.set(id, Component as ComponentType<never>);
      return { ok: true, Component };
    } catch (error) {
      if (attempt >= retryDelaysMs.length) {
        console.error(`[shell] remote unavailable after ${attempt + 1} tries: ${id}:`, String(error).slice(0, 300));
        reportRemoteError('load', error, id.split('/')[0]);
        return { ok: false, error };
      }
      await wait(retryDelaysMs[attempt]);
    }
  }
}

/** The component of a remote's exposed module ("catalog/routes") if it has already loaded. */
export function loadedRemoteComponent<P>(id: string): ComponentType<P> | undefined {
  return loaded.get(id) as ComponentType<P> | undefined;
}

/**
 * Loads the default component of a remote's exposed module ("catalog/routes"). Never rejects:
 * a real failure is tried again after each of `retryDelaysMs` (in the browser), then reported as
 * `{ ok: false }`. A component that loaded is kept for the visit; a failure is not.
 */
export function loadRemoteComponent<P>(id: string, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS): Promise<RemoteLoad<P>> {
  const Component = loadedRemoteComponent<P>(id);
  if (Component) return Promise.resolve({ ok: true, Component });
  let pending = inFlight.get(id);
  if (!pending) {
    const loading = loadWithRetries<never>(id, isServer ? [] : retryDelaysMs);
    pending = loading;
    void loading.then(() => inFlight.delete(id));
    inFlight.set(id, loading);
  }
  return pending as Promise<RemoteLoad<P>>;
}

/** One load of a remote component that a component can read while rendering (React Suspense). */
export type RemoteRequest<P> = {
  /** The outcome, or (while the load is under way) throws the pending promise, which suspends. */
  read(): RemoteLoad<P>;
};

/**
 * Starts (or joins) a load for rendering with Suspense. A component that already loaded is ready
 * at once, so moving between pages of a loaded remote never suspends on the remote itself.
 */
export function requestRemoteComponent<P>(id: string): RemoteRequest<P> {
  const Component = loadedRemoteComponent<P>(id);
  if (Component) {
    const ready: RemoteLoad<P> = { ok: true, Component };
    return { read: () => ready };
  }
  let outcome: RemoteLoad<P> | undefined;
  const pending = loadRemoteComponent<P>(id).then((result) => {
    outcome = result;
  });
  return {
    read() {
      if (!outcome) throw pending;
      return outcome;
    },
  };
}
