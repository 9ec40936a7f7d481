// @ts-check
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Puts the host's start-up script (built by the preset's `boot` compiler) inline at the end of the
 * page's body, and hands it the entry scripts instead of letting the document load them: it names
 * them in `data-entry` and starts them itself (shell/src/boot.ts; docs/composition.md, "The first
 * paint comes first"). Inline, it costs the page no request before its first paint. The shell's
 * server allows it by its hash in the Content Security Policy, read from the served template.
 */
class InlineBootPlugin {
  /** @param {string} file the built start-up script */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineBootPlugin', (compilation) => {
      // A change to the start-up script rebuilds the page that carries it.
      compilation.fileDependencies.add(this.file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineBootPlugin', (data) => {
        /** @param {import('html-webpack-plugin').HtmlTagObject} tag */
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entries = [...data.headTags, ...data.bodyTags].filter(isEntry).map((tag) => String(tag.attributes.src));
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag));
        const code = fs.readFileSync(this.file, 'utf8').trim();
        if (/<\/script/i.test(code)) throw new Error(`${this.file} contains "</script", which would end the inline script early`);
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { 'data-entry': entries.join(' ') }, code));
        return data;
      });
    });
  }
}

module.exports = { InlineBootPlugin };
