import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The longest delay setTimeout accepts (about 24.8 days); a longer one would fire at once. */
const NEVER_MS = 2 ** 31 - 1;

/**
 * Slow is not down: the federation runtime gives up on a remoteEntry.js after 20 s by default and
 * reports it like a network error. Here the script waits as long as the network needs; only a real
 * error (no connection, an error status, a script that throws) fails the load. A failure is
 * never answered with a stand-in module: it reaches the shell's loader, which retries it and then
 * decides what the visitor sees (see load-remote-module.ts).
 */
export const noScriptTimeoutPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'site-no-script-timeout',
  createScript({ url, attrs }) {
    // Returning a script replaces the runtime's own, so its attributes (fetchpriority) are set here.
    const script = document.createElement('script');
    Object.entries(attrs ?? {}).forEach(([name, value]) => script.setAttribute(name, String(value)));
    script.src = url;
    return { script, timeout: NEVER_MS };
  },
});
