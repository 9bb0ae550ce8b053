const { remoteBrowserConfig, remoteServerConfig } = require('../tools/webpack/create-config');
const federation = require('./federation.config');

// `--env server` builds the Node copy (dist/server) that the prerender loads.
module.exports = (env = {}) =>
  env.server ? remoteServerConfig({ dir: __dirname, ...federation }) : remoteBrowserConfig({ dir: __dirname, ...federation });
