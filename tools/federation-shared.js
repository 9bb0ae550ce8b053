// The one list of Module Federation singletons, used by every build (browser and Node,
// shell and remotes). Subpaths are not covered by their parent key, so each is listed.
//
// Only modules that hold state or React context are shared: the store must exist once,
// and React, the router and styled-components carry contexts across remotes. Shared
// modules are never tree-shaken, so pure code of @site/shared (content, schemas, UI
// primitives, API client) is bundled by each consumer instead: each remote ships only
// what it uses, and a content change reaches the site with that remote's next deploy.
const sharedPkg = require('../shared/package.json');

const deps = sharedPkg.dependencies;
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });

module.exports = function federationShared() {
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    // Routing is shared through @site/shared/router (only the parts the site uses) instead of
    // react-router itself, which as a shared module would ship whole (about 60 KB gzip).
    '@site/shared/router': singleton(sharedPkg.version),
    'styled-components': singleton(deps['styled-components']),
    zustand: singleton(deps.zustand),
    '@site/shared/store': singleton(sharedPkg.version),
  };
};
