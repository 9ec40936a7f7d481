// @ts-check
/**
 * The one build of the site: every app (the shell and each remote) calls `mfWebpackPreset`, so
 * all of them federate, share, split, hash and compress the same way (ARCHITECTURE, Federation).
 */
const path = require('node:path');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

const fs = require('node:fs');
const sharedPkg = require('../package.json');

/** Emits the package's standalone.remotes.json as the QA page's remotes.json, when it has one. */
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
        compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(fs.readFileSync(this.file, 'utf8')));
      });
    });
  }
}

/** spec 8, 9: a chunk that has not arrived after 120 s is a ChunkLoadError. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** @param {import('webpack').PathData} pathData */
const entryFilename = (pathData) =>
  pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';

/** The @site/shared entry points that hold module state or are big enough to load once. */
const SHARED_SUBPATHS = ['store', 'lang', 'i18n', 'api', 'env', 'parcel', 'ui'];

/**
 * Federation singletons, each with the version range the app declares (never
 * `shared: {...dependencies}`). `loaded-first` means whichever copy is already on the page wins.
 * @param {Record<string, string>} deps the app's dependencies
 */
function sharedSingletons(deps) {
  const fromShared = /** @type {Record<string, string>} */ (sharedPkg.dependencies);
  /** @param {string} name */
  const range = (name) => deps[name] ?? fromShared[name] ?? require(`${name}/package.json`).version;
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [request, pkg] of [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/client', 'react-dom'],
    ['zustand', 'zustand'],
    ['i18next', 'i18next'],
  ]) {
    shared[request] = { singleton: true, requiredVersion: range(pkg) };
  }
  // react-i18next is not listed: its bindings reach every package through @site/shared/i18n, so
  // one copy (tree-shaken to what is used) serves all parcels. Shared whole it is 10 KB gzip.
  for (const sub of SHARED_SUBPATHS) {
    // The store lives here: if @site/shared were not a singleton, it would be created twice.
    shared[`@site/shared/${sub}`] = { singleton: true, requiredVersion: `^${sharedPkg.version}` };
  }
  return shared;
}

/**
 * @param {{
 *   name: string,
 *   dir: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   title: string,
 *   publicPath?: string,
 *   devServer?: import('webpack-dev-server').Configuration,
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function mfWebpackPreset({ name, dir, port, exposes = {}, title, publicPath = 'auto', devServer = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  const isRemote = Object.keys(exposes).length > 0;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    /**
     * @param {{ role: 'shell' | 'remote' | 'standalone' }} build
     * @returns {import('webpack').Configuration}
     */
    const config = ({ role }) => ({
      name: role,
      mode: production ? 'production' : 'development',
      context: dir,
      // The remote build is only its container (remoteEntry.js); the federation plugin adds it.
      entry: role === 'remote' ? {} : { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
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
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { 'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store.mjs') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    // The remote's name in the class keeps two remotes' classes apart on one page.
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]__[local]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
          { test: /\.(csv|xlsx|ya?ml)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: role === 'standalone' ? `${name}_standalone` : name,
          filename: 'remoteEntry.js',
          exposes: role === 'remote' ? exposes : {},
          remotes: {},
          shared: sharedSingletons(deps),
          shareStrategy: 'loaded-first',
          // The remote's manifest is what the shell registers; the QA page publishes none.
          manifest: role !== 'standalone',
          // Parcels are loaded as ParcelConfig through loadRemote: no remote types to generate.
          dts: false,
          // One federation runtime per page: the host (shell, or a remote's QA page) provides
          // it and every remoteEntry.js uses it, instead of carrying ~20 KB gzip of its own.
          runtimePlugins: role === 'remote' ? [] : [require.resolve('./provide-runtime-core.mjs')],
          experiments: {
            // Browser only: leaves the runtime's Node loading code out of every bundle.
            optimization: { target: 'web' },
            ...(role === 'remote' ? { externalRuntime: true } : {}),
          },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        ...(role === 'standalone' && fs.existsSync(path.join(dir, 'standalone.remotes.json'))
          ? [new StandaloneRemotesPlugin(path.join(dir, 'standalone.remotes.json'))]
          : []),
        ...(role === 'remote'
          ? []
          : [
              // Root-relative script URLs: the page is served for nested client routes (/en_us/About).
              new HtmlWebpackPlugin({
                template: './src/index.html',
                title,
                scriptLoading: 'defer',
                chunks: ['main'],
                filename: role === 'standalone' ? '../index.html' : 'index.html',
              }),
              new StartupPreloadPlugin(),
            ]),
        ...(production
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg|txt|xml|yaml)$/, threshold: 1024, minRatio: 0.9 }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg|txt|xml|yaml)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
        // Every shared module is its own async chunk, and a page starts a dozen of them at once:
        // over HTTP/1.1's six connections per origin the small ones queue behind the big ones.
        // Libraries that always load together at start-up travel together.
        splitChunks: {
          cacheGroups: {
            react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true, priority: 20 },
            i18n: { test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-resources-to-backend)[\\/]/, name: 'i18n', chunks: 'async', enforce: true, priority: 20 },
            siteCore: { test: /[\\/]shared[\\/]src[\\/](lang|store|env|i18n)[\\/]|[\\/]node_modules[\\/]zustand[\\/]/, name: 'site-core', chunks: 'async', enforce: true, priority: 10 },
          },
        },
      },
      performance: { hints: false },
      ...(role === 'standalone'
        ? {}
        : {
            devServer: {
              port,
              historyApiFallback: true,
              hot: false,
              liveReload: true,
              headers: { 'Access-Control-Allow-Origin': '*' },
              proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100' }],
              client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
              ...devServer,
            },
          }),
    });

    // A remote is two builds: its container for the shell, and its standalone QA page, which
    // hosts the parcel itself and so provides its own federation runtime.
    return isRemote ? [config({ role: 'remote' }), config({ role: 'standalone' })] : config({ role: 'shell' });
  };
}

module.exports = { mfWebpackPreset, sharedSingletons, CHUNK_LOAD_TIMEOUT_MS };
