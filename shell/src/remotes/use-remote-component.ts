import { useEffect, useState } from 'react';
import { loadRemoteComponent, type RemoteLoad } from './load-remote-module';

/**
 * Loads a remote's component from an effect, for parts that are never prerendered (NavegaBot).
 * Undefined until the first outcome; `null` as id loads nothing yet. After a failure, a new
 * `retryKey` (the next page) tries again while the failure stays on screen; a success is final.
 */
export function useRemoteComponent<P>(id: string | null, retryKey?: unknown): RemoteLoad<P> | undefined {
  const [load, setLoad] = useState<RemoteLoad<P>>();
  const done = load?.ok === true;
  useEffect(() => {
    if (!id || done) return;
    let current = true;
    void loadRemoteComponent<P>(id).then((next) => current && setLoad(next));
    return () => {
      current = false;
    };
  }, [id, retryKey, done]);
  return load;
}
