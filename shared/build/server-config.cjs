// @ts-check
const path = require('node:path');
const { assetRules, cssLoader, EXTENSIONS, SYNC_EXTERNAL_STORE_ALIAS } = require('./loaders.cjs');

/** @typedef {import('./webpack-preset.cjs').PresetApp} PresetApp */

/**
 * The server build's externals: a package the app itself depends on is required at run time from
 * the app's node_modules (fastify and its plugins cannot be bundled); everything else, @site/shared
 * above all (TypeScript source), is bundled.
 * @param {string} dir
 * @param {Record<string, string>} deps
 */
const serverExternals = (dir, deps) =>
  /** @type {(data: { request?: string }, callback: (error?: Error, result?: string) => void) => void} */
  (({ request }, callback) => {
    if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@site/') || /\.css$/.test(request)) return callback();
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0] ?? request;
    if (!(pkg in deps)) return callback();
    try {
      require.resolve(request, { paths: [dir] });
      return callback(undefined, `commonjs ${request}`);
    } catch {
      return callback();
    }
  });

/**
 * The server build (docs/composition.md): the same components for Node, in one file, with
 * the same CSS-module class names and asset URLs as the browser build, so that what the
 * server renders is what the browser hydrates. Remotes render their pages with it at build
 * time (shared/build/prerender.mjs); the shell's server renders its frame with it per request.
 * @param {PresetApp} app
 * @param {{ entry: string, externals?: 'dependencies' | 'none' }} options
 * @returns {import('webpack').Configuration}
 */
const serverConfig = (app, { entry, externals = 'none' }) => ({
  name: 'server',
  mode: app.production ? 'production' : 'development',
  context: app.dir,
  target: 'node20',
  entry: { server: entry },
  devtool: false,
  output: {
    path: path.join(app.dir, 'dist-ssr'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: app.publicUrl,
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: { keep: /chunk-groups\.json$/ },
  },
  resolve: {
    extensions: [...EXTENSIONS],
    alias: { ...SYNC_EXTERNAL_STORE_ALIAS },
  },
  externalsPresets: { node: true },
  externals: externals === 'dependencies' ? [serverExternals(app.dir, app.dependencies)] : [],
  module: {
    rules: [app.swcRule, { test: /\.css$/, use: [cssLoader({ name: app.name, production: app.production, classNamesOnly: true })] }, ...assetRules({ emit: false })],
  },
  plugins: [...app.defines(), new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
});

module.exports = { serverConfig };
