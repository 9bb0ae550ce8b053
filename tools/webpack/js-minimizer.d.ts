import type { WebpackPluginInstance } from 'webpack';

/** The browser builds' JavaScript minifier: swc through webpack's own minimizer plugin (see the .js file). */
export declare function jsMinimizer(): WebpackPluginInstance;
