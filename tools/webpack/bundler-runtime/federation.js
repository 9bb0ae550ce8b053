// The federation "bundler runtime" webpack hands each container, trimmed to what this site's
// containers run (see host.js and remote.js, aliased over the stock
// @module-federation/webpack-bundler-runtime/dist/bundler.js in ../create-config.js).
//
// The stock one carries every helper any container might need plus the whole
// @module-federation/runtime namespace, so main.js and every remoteEntry.js shipped code this
// site never runs: loading remotes declared at build time (the shell registers them at run time),
// shared tree shaking (getSharedFallbackGetter and init's tree-shake plugin, inert without
// `sharedFallback`) and the runtime API the bundler never calls, with its error texts. The
// helpers kept are the stock ones, same files; bundler-runtime.test.ts holds the trimmed objects
// against the stock one and the build options that make the trim safe.
import { init as initRuntime } from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';

/** The stock init without its tree-shake plugin: creates (or joins) this container's federation instance. */
function init({ webpackRequire }) {
  const { initOptions, runtime } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}

/** The object the container's federation entry copies onto `__webpack_require__.federation`. */
export function federation(helpers) {
  return {
    runtime: { init: initRuntime },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...helpers, S: {}, init },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
