// `*.derived.ts` modules in webpack builds: the light tables derived from the content records (the
// route table, the remotes' page lists, the Kit slugs and aid rows, the cards). Such a module
// imports whole records, which a browser bundle must not carry where it needs only paths or card
// fields, so it is evaluated here, at build time, in Node, and the bundle gets its exports as
// plain data. Outside webpack (the API, tools, jest) the same module simply runs: one derivation,
// wherever it is read. A derived module exports data only (JSON values); anything else fails the build.
const Module = require('node:module');
const path = require('node:path');
const { NormalModule } = require('webpack');
const { register } = require('tsx/cjs/api');

const DERIVED = /\.derived\.ts$/;
const NAME = 'DerivedModulesPlugin';

let evaluations = 0;

/** A JSON value, or the path of the first part that is not one. */
function notData(value, at) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notData(value[i], `${at}[${i}]`);
      if (bad) return bad;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, v] of Object.entries(value)) {
      const bad = v === undefined ? undefined : notData(v, `${at}.${key}`);
      if (bad) return bad;
    }
    return undefined;
  }
  return at;
}

/**
 * Runs a derived module in Node and returns it as an ES module of constants, with every file it
 * read (the records), so webpack rebuilds it when one of them changes (watch mode, the dev loop).
 */
function evaluateDerived(file) {
  // A namespace of its own each time: the records are read afresh (watch mode), not from the cache.
  const namespace = `derived-${process.pid}-${++evaluations}`;
  const scoped = register({ namespace });
  const suffix = `?namespace=${namespace}`;
  try {
    const exports = scoped.require(file, __filename);
    const names = Object.keys(exports).filter((name) => name !== '__esModule' && name !== 'default');
    const lines = names.map((name) => {
      const bad = notData(exports[name], name);
      if (bad) throw new Error(`${path.basename(file)}: ${bad} is not plain data; a derived module exports JSON values only`);
      return `export const ${name} = ${JSON.stringify(exports[name])};`;
    });
    const dependencies = [];
    // Node's own module cache (under jest, `require.cache` is jest's), where tsx keeps the namespace's modules.
    for (const key of Object.keys(Module._cache)) {
      if (!key.endsWith(suffix)) continue;
      const dependency = key.slice(0, -suffix.length);
      if (!dependency.includes(`${path.sep}node_modules${path.sep}`)) dependencies.push(dependency);
      delete Module._cache[key];
    }
    // Nor as any module's children (tsx's loader holds them): webpack's disk cache takes the
    // children of its build files for build dependencies, and these names (with their namespace)
    // are no files, so the cache was never written.
    for (const loaded of Object.values(Module._cache)) {
      if (loaded?.children?.some((child) => child.id.endsWith(suffix))) loaded.children = loaded.children.filter((child) => !child.id.endsWith(suffix));
    }
    return { source: `${lines.join('\n')}\n`, dependencies };
  } finally {
    scoped.unregister();
  }
}

/**
 * Gives webpack a derived module's evaluated source in place of the file's text, as the file is
 * read: no loader in the module's request, so the module keeps its name, and with it its place in
 * its chunk beside its neighbours (a loader's path in the name moved the Kit pages' data away from
 * the text it compresses against: 0.3 KB more gzip). ts-loader and the rest then run as on any file.
 */
class DerivedModulesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // Before webpack's own file reader (FileUriPlugin, stage 0), which reads every other file.
      NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name: NAME, stage: -10 }, (loaderContext, callback) => {
          if (!DERIVED.test(loaderContext.resourcePath)) return callback();
          try {
            const { source, dependencies } = evaluateDerived(loaderContext.resourcePath);
            for (const dependency of dependencies) loaderContext.addDependency(dependency);
            callback(null, Buffer.from(source));
          } catch (error) {
            callback(error);
          }
        });
    });
  }
}

module.exports = { DerivedModulesPlugin, evaluateDerived, DERIVED };

// `node tools/webpack/derived-modules.js <file>…`: what a bundle gets of each file,
// as JSON (tests run it in a process of its own, since tsx's scoped require needs Node's own loader).
if (require.main === module) {
  process.stdout.write(JSON.stringify(process.argv.slice(2).map((file) => ({ file, ...evaluateDerived(path.resolve(file)) }))));
}
