// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the thread that
// streams it in, instead of each one on the main thread the first time it is called. Every
// browser script of the site is start-up code (react-dom, the singletons, the runtimes, a page's
// chunk, hydrated at once) or code loaded for an interaction and run right away (an island,
// NavegaBot), so most of each file's functions run as soon as it arrives. On this machine it took
// the main thread's compiling during a load of `/` from about 200 ms to about 80 (issue 34,
// docs/performance.md "Ninth session"). Browsers without the hint read a comment.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'CompileOnLoadHintPlugin';

class CompileOnLoadHintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (the minifier would drop the comment, and puts its licence line first) and
        // before the real content hash, so each file's name still names its exact bytes.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileOnLoadHintPlugin, COMPILE_ON_LOAD_HINT: HINT };
