#!/usr/bin/env node
// Builds one workspace for the browser and for Node: `node tools/build-workspace.js mfe-catalog`.
const path = require('path');
const webpack = require('webpack');

function buildWorkspace(workspace) {
  const dir = path.resolve(__dirname, '..', workspace);
  const configFn = require(path.join(dir, 'webpack.config.js'));
  const configs = [configFn({}), configFn({ server: true })];
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((err, stats) => {
      // Closing lets webpack write its disk cache (create-config.js) before the process ends.
      compiler.close((closeErr) => {
        if (err || closeErr) return reject(err || closeErr);
        const info = stats.toString({ colors: false, preset: 'errors-warnings' }).trim();
        if (stats.hasErrors()) return reject(new Error(`${workspace} build failed:\n${info}`));
        if (info) console.warn(info);
        resolve();
      });
    });
  });
}

module.exports = { buildWorkspace };

if (require.main === module) {
  const workspace = process.argv[2];
  const started = Date.now();
  buildWorkspace(workspace).then(
    () => console.log(`[build] ${workspace} built in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error.message || error);
      process.exit(1);
    },
  );
}
