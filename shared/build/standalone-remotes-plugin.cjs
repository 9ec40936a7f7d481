// @ts-check
const fs = require('node:fs');
const { localRemotesJson } = require('./apps.cjs');

/**
 * Emits the QA page's remotes.json, when the package has a standalone.remotes.json: the remotes it
 * names (`{ "remotes": ["fx"] }`) at their local ports from shared/apps.json.
 */
class StandaloneRemotesPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRemotesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StandaloneRemotesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        const { remotes } = JSON.parse(fs.readFileSync(this.file, 'utf8'));
        compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(localRemotesJson({ only: remotes })));
      });
    });
  }
}

module.exports = { StandaloneRemotesPlugin };
