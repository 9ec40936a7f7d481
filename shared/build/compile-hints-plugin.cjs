// @ts-check

/**
 * V8's explicit compile hint (Chrome 136 and later, and other V8 browsers that read it): the
 * functions of this file run as it loads, so compile them all at once, on the background thread
 * that streams the download, instead of one by one on the main thread as each is first called.
 * Browsers without it read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every script of a browser build with the compile hint. Nearly all of a chunk's code runs
 * when it loads here: the federation runtime and the shell's start in `main.js`, React and i18next,
 * a remote's entry and its page, whose components render at once. Compiled lazily on the main
 * thread, `main.js` alone was a task of 50-140 ms on a slow phone profile, most of it parsing and
 * compiling (docs/performance.md, "Compile hints").
 *
 * Added after minification (which drops comments) and before source maps are written (which then
 * count the extra line) and files compressed.
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
