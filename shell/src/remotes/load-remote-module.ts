import { lazy, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** SPEC of issue 2: a remote that does not answer shows its fallback within 3 s. */
export const REMOTE_TIMEOUT_MS = 3000;

type ComponentModule<P> = { default: ComponentType<P> };

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  if (typeof window === 'undefined') return promise; // prerender waits; a dead remote must fail loudly
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${id}: no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

const cache = new Map<string, ComponentType<never>>();

/**
 * A React.lazy component for a remote's exposed module ("catalog/routes"), created once per id
 * so its identity is stable across renders. On the browser a failure or
 * timeout renders `Fallback` instead.
 */
export function lazyRemote<P>(id: string, Fallback: ComponentType<P>): ComponentType<P> {
  const cached = cache.get(id) as ComponentType<P> | undefined;
  if (cached) return cached;
  const component = lazy(async (): Promise<ComponentModule<P>> => {
    try {
      const mod = await withTimeout(loadRemote<ComponentModule<P>>(id), REMOTE_TIMEOUT_MS, id);
      if (!mod?.default) throw new Error(`${id}: the remote exposes no default component`);
      return mod;
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      console.error('[shell] remote unavailable:', String(error).slice(0, 300));
      return { default: Fallback };
    }
  }) as unknown as ComponentType<P>;
  cache.set(id, component as ComponentType<never>);
  return component;
}
