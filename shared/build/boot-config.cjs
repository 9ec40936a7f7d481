// @ts-check
const path = require('node:path');

/** @typedef {import('./webpack-preset.cjs').PresetApp} PresetApp */

/**
 * The host page's start-up script (shell/src/boot.ts): a few functions that must run before any
 * other script, inlined into index.html by InlineBootPlugin. Its own small build, without the
 * federation runtime, which the preset adds to every entry of the app's build.
 * @param {PresetApp} app
 * @param {string} entry
 * @returns {import('webpack').Configuration}
 */
const bootConfig = (app, entry) => ({
  name: 'boot',
  mode: app.production ? 'production' : 'development',
  context: app.dir,
  target: 'web',
  entry: { boot: entry },
  devtool: false,
  output: { path: path.dirname(app.bootFile), filename: path.basename(app.bootFile), iife: true, clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  module: { rules: [app.swcRule] },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
});

module.exports = { bootConfig };
