const path = require('path');
const { hostBrowserConfig, hostServerConfig } = require('../tools/webpack/create-config');

// `--env server` builds the Node prerender entry (dist/server/prerender.js).
module.exports = (env = {}) =>
  env.server
    ? hostServerConfig({ dir: __dirname, name: 'shell', entry: { prerender: './src/server/index.ts' } })
    : hostBrowserConfig({ dir: __dirname, name: 'shell', template: path.join(__dirname, 'public/index.html') });
