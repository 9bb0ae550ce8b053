// The one list of Module Federation singletons, used by every build (browser and Node,
// shell and remotes). Subpaths are not covered by their parent key, so each is listed.
//
// Only modules that hold state or React context are shared: the store must exist once,
// and React, the router and styled-components carry contexts across remotes. Shared
// modules are never tree-shaken, so pure code of @site/shared (content, schemas, UI
// primitives, API client) is bundled by each consumer instead: each remote ships only
// what it uses, and a content change reaches the site with that remote's next deploy.
//
// Everything shared at run time is a contract between the live shell and every remote, with a
// version: npm packages by their installed version, the store, the router module and the theme
// by an explicit constant in their source (STORE_CONTRACT_VERSION…). Explicit semver rather
// than a hash of the shape, because a hash only says "different": the shell could never add a
// store field without refusing every remote built before it. A unit test
// (tools/federation-contracts.test.ts) fingerprints each shape and fails when it changes
// without a bump, so the constant cannot silently go stale. Each build writes what it provides
// and requires to shared-contract.json; the deploy guard (tools/site/deploy/guard.ts) compares a
// remote's requirements with what the live shell provides.
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const installed = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'shared')] })).version;

/** The version constant a shared source file declares (`export const NAME = 'x.y.z';`). */
function contractVersion(rel, constant) {
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  const match = text.match(new RegExp(`^export const ${constant} = '(\\d+\\.\\d+\\.\\d+)';$`, 'm'));
  if (!match) throw new Error(`${rel} must declare \`export const ${constant} = 'x.y.z';\` (the contract version of what it exports)`);
  return match[1];
}

/**
 * What a build of this tree provides at run time, by shared key: exact versions. `theme` is no
 * federation module (each remote bundles the tokens) but remotes style themselves with the theme
 * the shell's ThemeProvider hands them, so it is a run-time contract all the same.
 */
function sharedVersions() {
  return {
    react: installed('react'),
    'react-dom': installed('react-dom'),
    'styled-components': installed('styled-components'),
    zustand: installed('zustand'),
    '@site/shared/store': contractVersion('shared/src/store/index.ts', 'STORE_CONTRACT_VERSION'),
    '@site/shared/router': contractVersion('shared/src/router/index.ts', 'ROUTER_CONTRACT_VERSION'),
    '@site/shared/ui/theme': contractVersion('shared/src/ui/theme/tokens.ts', 'THEME_CONTRACT_VERSION'),
  };
}

/** `{ provides, requires }` of a build of this tree: exact versions, and the caret range of each. */
function sharedContract() {
  const provides = sharedVersions();
  const requires = Object.fromEntries(Object.entries(provides).map(([key, version]) => [key, `^${version}`]));
  return { provides, requires };
}

/**
 * A singleton with its version and the caret range a consumer needs. strictVersion: a remote
 * whose requirement the loaded singleton does not meet fails to load (its area shows the
 * fallback) instead of running against a store or React it was not built for. The deploy guard
 * keeps such a remote from going live in the first place.
 */
const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}`, strictVersion: true });

function federationShared() {
  const v = sharedVersions();
  return {
    react: singleton(v.react),
    'react/jsx-runtime': singleton(v.react),
    'react-dom': singleton(v['react-dom']),
    'react-dom/client': singleton(v['react-dom']),
    // Routing is shared through @site/shared/router (only the parts the site uses) instead of
    // react-router itself, which as a shared module would ship whole (about 60 KB gzip).
    '@site/shared/router': singleton(v['@site/shared/router']),
    'styled-components': singleton(v['styled-components']),
    zustand: singleton(v.zustand),
    '@site/shared/store': singleton(v['@site/shared/store']),
  };
}

/** The file each build writes beside its output: what it provides and requires. */
const SHARED_CONTRACT_FILE = 'shared-contract.json';

/** Writes shared-contract.json into a build's output folder (every browser and Node build). */
class SharedContractPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHARED_CONTRACT_FILE, new RawSource(JSON.stringify(sharedContract(), null, 2) + '\n'));
      });
    });
  }
}

module.exports = federationShared;
module.exports.sharedContract = sharedContract;
module.exports.SharedContractPlugin = SharedContractPlugin;
module.exports.SHARED_CONTRACT_FILE = SHARED_CONTRACT_FILE;
