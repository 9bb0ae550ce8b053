// Webpack configurations for the shell and every remote, in the browser and for Node.
// Each workspace's webpack.config.js calls one of these with its own federation settings.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const federationShared = require('../federation-shared');
const { PAINT_FIRST_LOADER } = require('../../shared/src/boot/paint-first-loader');
const { minifyStyledCss } = require('./minify-styled-css');
const { styledComponentIds } = require('./styled-component-ids');
const { DerivedModulesPlugin } = require('./derived-modules');
const { CompileOnLoadHintPlugin } = require('./compile-on-load-hint');
const { jsMinimizer } = require('./js-minimizer');
/** The icon sprite (shared/src/ui/icons/sprite.svg): a hashed file for the browser, its text for the prerender. */
const iconSpriteAsset = { test: /sprite\.svg$/, type: 'asset/resource', generator: { filename: 'icons.[contenthash:8].svg' } };
const iconSpriteSource = { test: /sprite\.svg$/, type: 'asset/source' };

/** How long a browser waits for a code chunk before calling it failed: ten minutes. */
const CHUNK_LOAD_TIMEOUT_MS = 10 * 60 * 1000;

const tsRule = {
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: {
    transpileOnly: true,
    configFile: path.resolve(__dirname, '../../tsconfig.base.json'),
    // Every build, browser and Node, so prerendered class names match the browser's.
    getCustomTransformers: () => ({ before: [minifyStyledCss, styledComponentIds] }),
  },
};

/**
 * react-router publishes its production build only under a path its package exports do not
 * map, so webpack would bundle the development build (warnings and checks, about 0.5 KB gzip
 * more). Every build, browser and Node, takes the same file: one module instance, same markup.
 */
const reactRouterProduction = { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') };
/** Lets webpack drop the parts of react-router the site does not use (see the loader). */
const reactRouterRule = { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/, loader: path.join(__dirname, 'tree-shake-react-router.js') };

/** Where a workspace's build goes: its dist/, or BUILD_OUT (a pipeline building a candidate elsewhere). */
/**
 * Federation runtime trimmed for the browser: no Node code paths and no manifest (snapshot)
 * handler, since the shell registers remoteEntry.js URLs. About 8 KB gzip less in the shell and
 * in every remoteEntry.js.
 */
const browserRuntimeOptimization = { disableSnapshot: true, target: 'web' };

const outDir = (dir) => (process.env.BUILD_OUT ? path.resolve(process.env.BUILD_OUT) : path.join(dir, 'dist'));

/**
 * Webpack's cache on disk, one per workspace and build (browser, Node): a rebuild recompiles and
 * re-minifies only the modules whose inputs changed. A release pipeline rebuilding one remote, the
 * dev loop's first build and the browser specs that rebuild a workspace under the running site
 * then take seconds, not a full build (issue 34: the suite in 15 minutes). Every module's files,
 * the content records a derived module read (derived-modules.js adds them as dependencies), the
 * npm packages (by version) and these build files are checked before an entry is used; a
 * cold and a warm build give the same bytes (tools/webpack/build-cache.test.ts).
 */
function diskCache(dir, build, mode) {
  return {
    type: 'filesystem',
    name: `${path.basename(dir)}-${build}-${mode}`,
    // WEBPACK_CACHE_DIR: a test's own, empty cache.
    cacheDirectory: process.env.WEBPACK_CACHE_DIR ? path.resolve(process.env.WEBPACK_CACHE_DIR) : path.join(__dirname, '../../node_modules/.cache/webpack'),
    // This file and all it requires (the plugins, the transformers, the federation settings), the
    // workspace's own config and the TypeScript options ts-loader compiles with.
    buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js'), tsRule.options.configFile] },
  };
}

function common({ dir, mode }) {
  return {
    plugins: [
      // A label a deploy pipeline can stamp into a build (the independent-deploy test uses it).
      new (require('webpack').DefinePlugin)({ 'process.env.REMOTE_BUILD_ID': JSON.stringify(process.env.REMOTE_BUILD_ID ?? '') }),
      // shared-contract.json: the shared versions this build provides and requires (the deploy guard reads it).
      new federationShared.SharedContractPlugin(),
      // `*.derived.ts`: tables derived from the content records, evaluated at build time, so a
      // bundle gets the table and not the records it is made from (./derived-modules.js).
      new DerivedModulesPlugin(),
    ],
    mode,
    context: dir,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterProduction },
    module: { rules: [tsRule, reactRouterRule] },
    performance: { hints: false },
    // publicPath 'auto' is deliberate (remotes live under versioned folders); the manifest plugin warns about it.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    // webpack 5.110 minifies emitted .html by itself; the shell's page must keep its
    // <!--head--> and <!--app--> markers for the prerender.
    optimization: { minimizer: [jsMinimizer()], minimizeOptions: { html: false } },
    stats: 'errors-warnings',
  };
}

/**
 * The federation bundler runtime every container imports, swapped for the trimmed one of its
 * role (./bundler-runtime: what the shell or a remote really runs) in the browser builds.
 */
const stockBundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const trimmedBundlerRuntime = (role) => ({ [`${stockBundlerRuntime}$`]: path.join(__dirname, 'bundler-runtime', `${role}.js`) });

/**
 * A remote's page chunks each carry the site code they use instead of sharing a common chunk:
 * a first visit, the one that counts, fetches one file instead of two (about 0.7 KB gzip less on a
 * Kit Digital page: one file compresses better), at the price of fetching that code again when
 * the visitor moves on to another kind of page of the same remote. npm code still splits out.
 */
const onePageOneChunk = { splitChunks: { cacheGroups: { default: false } } };

/** Browser build of a remote: hashed chunks, remoteEntry.js and mf-manifest.json in dist/. */
function remoteBrowserConfig({ dir, name, exposes, mode = 'production' }) {
  const base = common({ dir, mode });
  return {
    ...base,
    cache: diskCache(dir, 'browser', mode),
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...trimmedBundlerRuntime('remote') } },
    optimization: { ...base.optimization, ...onePageOneChunk },
    entry: {},
    output: {
      path: outDir(dir),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Slow is not down: a chunk still arriving on a rural network is waited for (webpack gives
      // up after 2 min by default); a real failure (error status, network error) still fails at once.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: { keep: /^server\// },
    },
    plugins: [
      ...common({ dir, mode }).plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: federationShared(),
        shareStrategy: 'loaded-first',
        // The federation runtime comes from the shell (provideExternalRuntime there) instead of
        // a second copy in every remoteEntry.js.
        experiments: { externalRuntime: true, optimization: browserRuntimeOptimization },
        dts: false,
      }),
      // Chromium compiles each script off the main thread (./compile-on-load-hint.js).
      new CompileOnLoadHintPlugin(),
    ],
  };
}

/** Node build of a remote (dist/server), loaded by the shell's prerender to render HTML. */
function remoteServerConfig({ dir, name, exposes, mode = 'production' }) {
  return {
    ...common({ dir, mode }),
    cache: diskCache(dir, 'server', mode),
    entry: {},
    target: 'async-node',
    optimization: { minimize: false, minimizeOptions: { html: false } },
    output: {
      path: path.join(outDir(dir), 'server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    plugins: [
      ...common({ dir, mode }).plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes,
        shared: federationShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
      }),
    ],
  };
}

// provideExternalRuntime adds a runtime plugin by its CommonJS path, which pulls the CommonJS copy
// of the federation runtime next to the ES module copy the bundler runtime uses. Point it at its
// ES module build so the shell ships one runtime, which the remotes then borrow.
const injectRuntimePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const injectRuntimePluginEsm = path.join(path.dirname(injectRuntimePluginCjs), 'index.js');

/**
 * The shell needs every singleton on every page, so in its browser build they ship inside
 * main.js instead of one chunk each: each script a page adds costs the main thread a few
 * milliseconds (request set-up, compile) and the network a request.
 */
const eagerly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true }]));

/**
 * The shell's start-up code comes as three scripts fetched together: react-dom, the other
 * singletons, and main.js (webpack and federation runtimes, the entry). Each is compiled in its
 * own task, so none holds a slow phone's main thread for long; webpack starts the entry once
 * all three are in.
 */
const startupScripts = {
  'react-dom': { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial', enforce: true },
  singletons: { test: /[\\/]node_modules[\\/](react|styled-components|@emotion|stylis|react-router|zustand|use-sync-external-store)[\\/]/, name: 'singletons', chunks: 'initial', enforce: true },
  // A lazy chunk keeps its npm code (the footer's brand marks, the toasts' Radix) instead of a
  // vendor chunk beside it: they always load together, so one request instead of two.
  defaultVendors: false,
};

/** Browser build of the shell (host): remotes are registered at run time from /remotes.json. */
function hostBrowserConfig({ dir, name, template, mode = 'production' }) {
  const base = common({ dir, mode });
  return {
    ...base,
    cache: diskCache(dir, 'browser', mode),
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, [`${injectRuntimePluginCjs}$`]: injectRuntimePluginEsm, ...trimmedBundlerRuntime('host') } },
    module: { rules: [...base.module.rules, iconSpriteAsset] },
    entry: { main: './src/main.ts' },
    optimization: { ...base.optimization, splitChunks: { cacheGroups: startupScripts } },
    output: {
      path: outDir(dir),
      publicPath: '/',
      uniqueName: name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      // The Node build (server/) sits beside it: a shell release is this one folder.
      clean: { keep: /^server\// },
    },
    plugins: [
      ...common({ dir, mode }).plugins,
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: eagerly(federationShared()),
        shareStrategy: 'loaded-first',
        experiments: { provideExternalRuntime: true, optimization: browserRuntimeOptimization },
        dts: false,
      }),
      // No <script defer>: the page's one inline script starts main.js after the first paint.
      new HtmlWebpackPlugin({
        template,
        inject: false,
        minify: false,
        templateParameters: (_compilation, assets) => ({ entryScripts: assets.js.join(' '), paintFirstLoader: PAINT_FIRST_LOADER }),
      }),
      new CompileOnLoadHintPlugin(),
    ],
  };
}

/**
 * Node build of the shell: the prerender entry that renders routes to HTML files, in server/ of
 * the browser build's folder, so publishing a shell release copies one folder (as for a remote).
 */
function hostServerConfig({ dir, name, entry, mode = 'production' }) {
  const base = common({ dir, mode });
  return {
    ...base,
    cache: diskCache(dir, 'server', mode),
    module: { rules: [...base.module.rules, iconSpriteSource] },
    entry,
    target: 'async-node',
    optimization: { minimize: false, minimizeOptions: { html: false } },
    output: {
      path: path.join(outDir(dir), 'server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [
      ...common({ dir, mode }).plugins,
      new ModuleFederationPlugin({
        name,
        remotes: {},
        remoteType: 'script',
        shared: federationShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
      }),
    ],
  };
}

module.exports = { remoteBrowserConfig, remoteServerConfig, hostBrowserConfig, hostServerConfig };
