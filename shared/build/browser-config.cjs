// @ts-check
/**
 * The browser builds of an app: the shell, a remote's container (remoteEntry.js, for the shell) and
 * a remote's standalone QA page, which hosts the parcel itself.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { API } = require('./apps.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { federationPlugin } = require('./federation.cjs');
const { InlineBootPlugin } = require('./inline-boot-plugin.cjs');
const { assetRules, cssLoader, EXTENSIONS, SYNC_EXTERNAL_STORE_ALIAS } = require('./loaders.cjs');
const { StandaloneRemotesPlugin } = require('./standalone-remotes-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');

/** @typedef {import('./webpack-preset.cjs').PresetApp} PresetApp */
/** @typedef {'shell' | 'remote' | 'standalone'} Role */

/** The HTML of every remote's standalone QA page (`lang`: its document language, `title`). */
const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');

/** A chunk that has not arrived after 120 s is a ChunkLoadError. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** @param {import('webpack').PathData} pathData */
const entryFilename = (pathData) =>
  pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';

/**
 * What the shell starts with from `@site/shared` and beside it, in its `site-core` chunk: the
 * shared entry points, their strings and the libraries they use (the parcels' lifecycles,
 * single-spa-react), among them the headings' phrases (no model: the server sends them), the page
 * contract every remote's pages run on (`pages`, with React Router, and the wildcard matcher of its
 * unlisted pages) and the shell's router. Not the check of remotes.json: a page the site's server composed comes with the
 * file already checked.
 */
const SHELL_START_LIBRARIES =
  /[\\/]shared[\\/]src[\\/](lang|store|env|i18n|parcel|pages|ui|locales)[\\/](?!remotes-config\.)|[\\/]shared[\\/]src[\\/]phrases[\\/](index|split|book|phrases)\.|[\\/]shared[\\/]src[\\/]routes[\\/]pattern\.|[\\/]node_modules[\\/](zustand|single-spa|single-spa-react|react-router|@remix-run[\\/]route-pattern|cookie-es|@module-federation)[\\/]/;

/**
 * Where a browser build writes its files and how it names them.
 * @param {PresetApp} app @param {Role} role
 * @returns {import('webpack').Configuration['output']}
 */
const browserOutput = ({ name, dir, publicPath, production }, role) => ({
  path: role === 'standalone' ? path.join(dir, 'dist', 'standalone') : path.join(dir, 'dist'),
  publicPath: role === 'standalone' ? '/standalone/' : publicPath,
  uniqueName: role === 'standalone' ? `${name}_standalone` : name,
  // A function: the federation runtime module asks for the entry's file name before
  // content hashes exist (only to measure its directory depth) and a string would throw.
  filename: production ? entryFilename : '[name].js',
  chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
  assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
  chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
  clean: role === 'remote' ? { keep: /^(standalone[\\/]|index\.html)/ } : true,
});

/**
 * The page's HTML, for the shell and a remote's QA page (a remote's container has none).
 * @param {PresetApp} app @param {Role} role
 */
const pagePlugins = ({ title, lang, boot, bootFile }, role) => [
  // Root-relative script URLs: the page is served for nested client routes (/en_us/About).
  new HtmlWebpackPlugin({
    // A remote's QA page is the same small document in every remote: written once, here.
    template: role === 'standalone' ? STANDALONE_TEMPLATE : './src/index.html',
    title,
    lang,
    scriptLoading: 'defer',
    chunks: ['main'],
    filename: role === 'standalone' ? '../index.html' : 'index.html',
  }),
  new StartupPreloadPlugin(),
  ...(role === 'shell' && boot ? [new InlineBootPlugin(bootFile)] : []),
];

/** Every production script starts with V8's compile hint; text files are also served gzip and brotli. */
const productionPlugins = () => [
  new CompileHintsPlugin(),
  new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg|txt|xml|yaml)$/, threshold: 1024, minRatio: 0.9 }),
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|html|json|svg|txt|xml|yaml)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/**
 * The plugins of a browser build.
 * @param {PresetApp} app @param {Role} role
 */
const browserPlugins = (app, role) => {
  const { name, dir, exposes, server, production } = app;
  return [
    ...app.defines(),
    federationPlugin({ role, name, exposes }),
    new MiniCssExtractPlugin({
      filename: production ? '[name].[contenthash:8].css' : '[name].css',
      chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    }),
    ...(role === 'remote' || (role === 'shell' && server) ? [new ChunkGroupsPlugin(path.join(dir, 'dist-ssr', 'chunk-groups.json'))] : []),
    ...(role === 'standalone' && fs.existsSync(path.join(dir, 'standalone.remotes.json')) ? [new StandaloneRemotesPlugin(path.join(dir, 'standalone.remotes.json'))] : []),
    ...(role === 'remote' ? [] : pagePlugins(app, role)),
    ...(production ? productionPlugins() : []),
  ];
};

/**
 * Every shared module is its own async chunk, and a page starts a dozen of them at once: over
 * HTTP/1.1's six connections per origin the small ones queue behind the big ones. Libraries that
 * always load together at start-up travel together. Only where the build starts a page (the shell,
 * a remote's QA page): a remote's copies of the shared libraries are fallbacks the site never loads,
 * since the shell provides them first, and grouped with what its pages do import (react-i18next, the
 * store shim) they made a page with a form download a second React and i18next (67 KB gzip).
 * @param {Role} role
 * @returns {import('webpack').Configuration['optimization']}
 */
const browserOptimization = (role) => ({
  minimizer: ['...', new CssMinimizerPlugin()],
  splitChunks: role === 'remote' ? {} : { cacheGroups: startupGroups(role) },
});

/**
 * The chunks a page starts with.
 * @param {Role} role
 */
const startupGroups = (role) => ({
  // With React's own useSyncExternalStore, which the alias above gives zustand: on its own,
  // 180 bytes were a request (and a task, 1-3 ms on a phone) of every first load.
  react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]shared[\\/]build[\\/]use-sync-external-store\.mjs$/, name: 'react', chunks: 'async', enforce: true, priority: 20 },
  i18n: { test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-resources-to-backend)[\\/]/, name: 'i18n', chunks: 'async', enforce: true, priority: 20 },
  siteCore: {
    // The shell starts with all of these, so it gets them in one request: starting a
    // request costs 1-9 ms of main thread on a phone, three of them a task each. A QA page
    // keeps the parcel and UI libraries apart, for the pages that use only some of them.
    test: role === 'shell' ? SHELL_START_LIBRARIES : /[\\/]shared[\\/]src[\\/](lang|store|env|i18n)[\\/]|[\\/]node_modules[\\/]zustand[\\/]/,
    name: 'site-core',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
  // Nothing the shell starts with is a request of its own.
  ...(role === 'shell' ? { defaultVendors: false } : {}),
});

/**
 * `webpack serve`: the app at its port, with the api proxied to the local api server.
 * @param {PresetApp} app
 * @returns {import('webpack-dev-server').Configuration}
 */
const devServerOptions = ({ port, devServer }) => ({
  port,
  historyApiFallback: true,
  hot: false,
  liveReload: true,
  headers: { 'Access-Control-Allow-Origin': '*' },
  proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API.port}` }],
  client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  ...devServer,
});

/**
 * One browser build of the app: the shell, a remote's container or a remote's QA page.
 * @param {PresetApp} app
 * @param {{ role: Role }} build
 * @returns {import('webpack').Configuration}
 */
const browserConfig = (app, { role }) => ({
  name: role,
  // The page's inline start-up script is built first (bootConfig).
  ...(role === 'shell' && app.boot ? { dependencies: ['boot'] } : {}),
  mode: app.production ? 'production' : 'development',
  context: app.dir,
  // The remote build is only its container (remoteEntry.js); the federation plugin adds it.
  entry: role === 'remote' ? {} : { main: './src/main.ts' },
  // Production maps (with their sources) stay in dist/ and in each release for error reports: no script or
  // stylesheet names them, and no origin serves them (docs/security.md, "What the servers give away").
  devtool: app.production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
  output: browserOutput(app, role),
  resolve: {
    extensions: [...EXTENSIONS],
    alias: { ...SYNC_EXTERNAL_STORE_ALIAS },
  },
  module: {
    rules: [
      app.swcRule,
      {
        test: /\.css$/,
        use: [MiniCssExtractPlugin.loader, cssLoader({ name: app.name, production: app.production, classNamesOnly: false })],
      },
      ...assetRules({ emit: true }),
      // Chinese locale files carry their headings' phrases (shared/src/phrases).
      { test: /[\\/]locales[\\/]zh-(CN|HK)[\\/][^\\/]+\.json$/, use: [require.resolve('./phrase-book-loader.cjs')] },
    ],
  },
  plugins: browserPlugins(app, role),
  optimization: browserOptimization(role),
  performance: { hints: false },
  ...(role === 'standalone' ? {} : { devServer: devServerOptions(app) }),
});

module.exports = { browserConfig, CHUNK_LOAD_TIMEOUT_MS };
