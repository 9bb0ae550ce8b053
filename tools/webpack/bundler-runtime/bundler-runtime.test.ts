import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

type Federation = { bundlerRuntime: Record<string, unknown> } & Record<string, unknown>;
type FederationOptions = { remotes?: object; exposes?: object; shared: Record<string, object> };
type Configs = Record<'hostBrowserConfig' | 'remoteBrowserConfig', (o: object) => { plugins: object[] }>;

/* eslint-disable @typescript-eslint/no-require-imports */
const stock = require('@module-federation/webpack-bundler-runtime') as { default: Federation };
const configs = require('../create-config') as Configs;
/* eslint-enable @typescript-eslint/no-require-imports */

/** What each role leaves out of the stock bundler runtime (see federation.js, host.js, remote.js). */
const DROPPED = {
  host: ['remotes', 'initContainerEntry', 'getSharedFallbackGetter'],
  remote: ['remotes', 'installInitialConsumes', 'getSharedFallbackGetter'],
};

/** A trimmed runtime as webpack bundles it (its imports are ES modules jest cannot load). */
async function bundled(role: keyof typeof DROPPED): Promise<Federation> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-runtime-'));
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        { mode: 'none', target: 'node', entry: path.join(__dirname, `${role}.js`), output: { path: out, filename: 'runtime.js', library: { type: 'commonjs2' } } },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      ),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(out, 'runtime.js')) as { default: Federation }).default;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The Module Federation options a browser build is made with. */
function federationOptions(config: { plugins: object[] }): FederationOptions {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as { _options: FederationOptions };
  return plugin._options;
}

const root = path.resolve(__dirname, '../..');
const host = federationOptions(configs.hostBrowserConfig({ dir: path.join(root, 'shell'), name: 'shell', template: 'index.html' }));
const remote = federationOptions(configs.remoteBrowserConfig({ dir: path.join(root, 'mfe-catalog'), name: 'catalog', exposes: { './routes': './x' } }));

describe('the trimmed federation bundler runtimes', () => {
  it.each(['host', 'remote'] as const)('the %s one has the stock shape, less only the helpers it never calls', async (role) => {
    const trimmed = await bundled(role);
    expect(Object.keys(trimmed).sort()).toEqual(Object.keys(stock.default).sort());
    const kept = Object.keys(stock.default.bundlerRuntime).filter((key) => !DROPPED[role].includes(key));
    expect(Object.keys(trimmed.bundlerRuntime).sort()).toEqual(kept.sort());
    for (const key of kept.filter((k) => k !== 'S')) expect(typeof trimmed.bundlerRuntime[key]).toBe('function');
  }, 30_000);

  it('hold only while no container declares remotes at build time or tree-shakes a shared module', () => {
    for (const options of [host, remote]) {
      expect(options.remotes ?? {}).toEqual({});
      for (const [key, shared] of Object.entries(options.shared)) expect({ key, treeShaking: 'treeShaking' in shared }).toEqual({ key, treeShaking: false });
    }
  });

  it('hold only while the shell exposes nothing and the remotes share nothing eagerly', () => {
    expect(host.exposes ?? {}).toEqual({});
    for (const [key, shared] of Object.entries(remote.shared)) expect({ key, eager: 'eager' in shared }).toEqual({ key, eager: false });
  });
});
