// @ts-check
/**
 * The one build of the site: every app (the shell and each remote) calls `mfWebpackPreset`, so
 * all of them federate, share, split, hash and compress the same way (ARCHITECTURE, Federation).
 */
const path = require('node:path');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { InlineBootPlugin } = require('./inline-boot-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

const fs = require('node:fs');
const sharedPkg = require('../package.json');
const { API, appOf, localRemotesJson } = require('./apps.cjs');

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

/**
 * Writes `dist-ssr/chunk-groups.json`: every named chunk group of the browser build (pages,
 * locale files) with its JavaScript and CSS files. The prerender step turns a route's chunks and
 * the namespaces its render used into the preloads of `routes.json`.
 */
class ChunkGroupsPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      /** @type {Record<string, { js: string[], css: string[] }>} */
      const groups = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        groups[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(groups, null, 1)}\n`);
    });
  }
}

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
 * Packages that publish their production build only under a path of its own, not through the export
 * conditions webpack resolves: react-router's default entry is its development build (the same code
 * with its development warnings always on). A browser build for production takes the production one;
 * a package the app does not depend on gets no alias.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
const productionBuilds = (dir) => {
  try {
    const root = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
    return { 'react-router$': path.join(root, 'dist', 'production', 'index.mjs') };
  } catch {
    return {};
  }
};

const SHARED_SRC = path.join(__dirname, '..', 'src');

/**
 * Class names of @site/shared's own CSS modules are the same in every app's build: the shared UI is
 * a federation singleton, so the copy on the page (the shell's) must style the HTML a remote
 * rendered with its own copy at build time. Everything else keeps the app's prefix.
 * @param {boolean} production
 * @returns {(context: { resourcePath: string }, name: string, localName: string) => string | undefined}
 */
const sharedLocalIdent = (production) => (context, _name, localName) => {
  const file = path.relative(SHARED_SRC, context.resourcePath);
  if (file.startsWith('..') || path.isAbsolute(file)) return undefined; // the app's own: the default
  const stem = path.basename(file).replace(/\.module\.css$/, '');
  if (!production) return `site-${stem}__${localName}`;
  const hash = require('node:crypto').createHash('sha256').update(`${file.split(path.sep).join('/')}:${localName}`).digest('base64url').slice(0, 6);
  return `site-${hash}`;
};

/** The HTML of every remote's standalone QA page (`lang`: its document language, `title`). */
const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');

/** spec 8, 9: a chunk that has not arrived after 120 s is a ChunkLoadError. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** @param {import('webpack').PathData} pathData */
const entryFilename = (pathData) =>
  pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';

/**
 * What the shell starts with from `@site/shared` and beside it, in its `site-core` chunk: the
 * shared entry points, their strings and the libraries they use.
 */
const SHELL_START_LIBRARIES =
  /[\\/]shared[\\/]src[\\/](lang|store|env|i18n|parcel|ui|locales)[\\/]|[\\/]node_modules[\\/](zustand|single-spa|valibot|@module-federation)[\\/]/;

/** The @site/shared entry points that hold module state or are big enough to load once. */
const SHARED_SUBPATHS = ['store', 'lang', 'i18n', 'api', 'env', 'parcel', 'ui'];

/**
 * Federation singletons, each with the version the app bundles (never `shared: {...dependencies}`).
 * `loaded-first` means whichever copy is already on the page wins. No `requiredVersion`: the
 * runtime's check only warned in the visitor's console, and parsing the ranges was the largest
 * piece of the federation runtime's start-up on a phone; the shell's server checks each remote's
 * versions against its own instead, once per manifest (shell/server/shared-versions.ts).
 */
function sharedSingletons() {
  /** @param {string} name the installed version the build bundles */
  const version = (name) => require(`${name}/package.json`).version;
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
    shared[request] = { singleton: true, requiredVersion: false, version: version(pkg) };
  }
  // react-i18next is not listed: its bindings reach every package through @site/shared/i18n, so
  // one copy (tree-shaken to what is used) serves all parcels. Shared whole it is 10 KB gzip.
  for (const sub of SHARED_SUBPATHS) {
    // The store lives here: if @site/shared were not a singleton, it would be created twice.
    shared[`@site/shared/${sub}`] = { singleton: true, requiredVersion: false, version: sharedPkg.version };
  }
  return shared;
}

/**
 * Images, fonts and data files, the same for the browser build and the server build (which only
 * needs their URLs: `emit: false`). `x.svg?inline` is the drawing's markup, for drawing it into the
 * page: the browser builds a whole document for each SVG image, 5-15 ms of main thread on a phone
 * for even a small one.
 * @param {{ emit: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function assetRules({ emit }) {
  const generator = emit ? {} : { generator: { emit: false } };
  return [
    { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/source' },
    { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, resourceQuery: { not: [/inline/] }, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } }, ...generator },
    { test: /\.(csv|xlsx|ya?ml)$/i, type: 'asset/resource', ...generator },
  ];
}

/**
 * @param {{
 *   name: string,
 *   dir: string,
 *   port?: number,
 *   exposes?: Record<string, string>,
 *   title: string,
 *   lang?: string,
 *   publicPath?: string,
 *   devServer?: import('webpack-dev-server').Configuration,
 *   server?: { entry: string, externals?: 'dependencies' | 'none' },
 *   boot?: string,
 *   define?: Record<string, unknown>,
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function mfWebpackPreset({ name, dir, port = appOf(dir).port, exposes = {}, title, lang = 'en', publicPath = 'auto', devServer = {}, server, boot, define = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isRemote = Object.keys(exposes).length > 0;
  // The URL the remote's files are served from: asset URLs in prerendered HTML are absolute,
  // since the page is on the shell's origin. The shell's server rewrites them when remotes.json
  // names another origin (docs/composition.md).
  const publicUrl = process.env.PUBLIC_URL ?? (publicPath === 'auto' ? `http://localhost:${port}/` : publicPath);

  const bootFile = path.join(dir, 'dist-boot', 'boot.js');
  /**
   * Build-time constants (`define`), the same in every build of the app (its container, its QA
   * page and its server build), so that what the server renders and what the browser hydrates
   * agree. Each value is written into the code as JSON.
   */
  const defines = () => (Object.keys(define).length > 0 ? [new (require('webpack').DefinePlugin)(Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])))] : []);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    /** @param {boolean} classNamesOnly the server build needs the class names, not the styles */
    const cssLoader = (classNamesOnly) => ({
      loader: require.resolve('css-loader'),
      options: {
        modules: {
          auto: true,
          namedExport: false,
          exportLocalsConvention: 'as-is',
          exportOnlyLocals: classNamesOnly,
          // The remote's name in the class keeps two remotes' classes apart on one page.
          localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]__[local]`,
          getLocalIdent: sharedLocalIdent(production),
        },
      },
    });
    /** @type {import('webpack').RuleSetRule} */
    const swcRule = {
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
    };
    /**
     * @param {{ role: 'shell' | 'remote' | 'standalone' }} build
     * @returns {import('webpack').Configuration}
     */
    const config = ({ role }) => ({
      name: role,
      // The page's inline start-up script is built first (bootConfig below).
      ...(role === 'shell' && boot ? { dependencies: ['boot'] } : {}),
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
        alias: { 'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store.mjs'), ...(production ? productionBuilds(dir) : {}) },
      },
      module: {
        rules: [
          swcRule,
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, cssLoader(false)],
          },
          ...assetRules({ emit: true }),
        ],
      },
      plugins: [
        ...defines(),
        new ModuleFederationPlugin({
          name: role === 'standalone' ? `${name}_standalone` : name,
          filename: 'remoteEntry.js',
          exposes: role === 'remote' ? exposes : {},
          remotes: {},
          shared: sharedSingletons(),
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
        ...(role === 'remote' || (role === 'shell' && server) ? [new ChunkGroupsPlugin(path.join(dir, 'dist-ssr', 'chunk-groups.json'))] : []),
        ...(role === 'standalone' && fs.existsSync(path.join(dir, 'standalone.remotes.json'))
          ? [new StandaloneRemotesPlugin(path.join(dir, 'standalone.remotes.json'))]
          : []),
        ...(role === 'remote'
          ? []
          : [
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
            ]),
        ...(production
          ? [
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
            // With React's own useSyncExternalStore, which the alias above gives zustand: on its own,
            // 180 bytes were a request (and a task, 1-3 ms on a phone) of every first load.
            react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]shared[\\/]build[\\/]use-sync-external-store\.mjs$/, name: 'react', chunks: 'async', enforce: true, priority: 20 },
            i18n: { test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-resources-to-backend)[\\/]/, name: 'i18n', chunks: 'async', enforce: true, priority: 20 },
            siteCore: {
              // The shell starts with all of these, so it gets them in one request: starting a
              // request costs 1-9 ms of main thread on a phone, three of them a task each. A remote
              // keeps the parcel and UI libraries apart, for the pages that use only some of them.
              test: role === 'shell' ? SHELL_START_LIBRARIES : /[\\/]shared[\\/]src[\\/](lang|store|env|i18n)[\\/]|[\\/]node_modules[\\/]zustand[\\/]/,
              name: 'site-core',
              chunks: 'async',
              enforce: true,
              priority: 10,
            },
            // The shell's router is part of its start-up chunk, not a request of its own.
            ...(role === 'shell' ? { defaultVendors: false } : {}),
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
              proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API.port}` }],
              client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
              ...devServer,
            },
          }),
    });

    /**
     * The server build (docs/composition.md): the same components for Node, in one file, with
     * the same CSS-module class names and asset URLs as the browser build, so that what the
     * server renders is what the browser hydrates. Remotes render their pages with it at build
     * time (shared/build/prerender.mjs); the shell's server renders its frame with it per request.
     * @param {{ entry: string, externals?: 'dependencies' | 'none' }} options
     * @returns {import('webpack').Configuration}
     */
    const serverConfig = ({ entry, externals = 'none' }) => ({
      name: 'server',
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'node20',
      entry: { server: entry },
      devtool: false,
      output: {
        path: path.join(dir, 'dist-ssr'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        publicPath: publicUrl,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: { keep: /chunk-groups\.json$/ },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { 'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store.mjs') },
      },
      externalsPresets: { node: true },
      externals: externals === 'dependencies' ? [serverExternals(dir, pkg.dependencies ?? {})] : [],
      module: {
        rules: [
          swcRule,
          { test: /\.css$/, use: [cssLoader(true)] },
          ...assetRules({ emit: false }),
        ],
      },
      plugins: [...defines(), new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    });

    /**
     * The host page's start-up script (shell/src/boot.ts): a few functions that must run before any
     * other script, inlined into index.html by InlineBootPlugin. Its own small build, without the
     * federation runtime, which the preset adds to every entry of the app's build.
     * @param {string} entry
     * @returns {import('webpack').Configuration}
     */
    const bootConfig = (entry) => ({
      name: 'boot',
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'web',
      entry: { boot: entry },
      devtool: false,
      output: { path: path.dirname(bootFile), filename: path.basename(bootFile), iife: true, clean: true },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: { rules: [swcRule] },
      optimization: { splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
    });

    // A remote is two builds: its container for the shell, and its standalone QA page, which
    // hosts the parcel itself and so provides its own federation runtime; and its server build.
    /** @type {import('webpack').Configuration[]} */
    const configs = isRemote ? [config({ role: 'remote' }), config({ role: 'standalone' })] : [config({ role: 'shell' })];
    if (server) configs.push(serverConfig(server));
    // Last: `webpack serve` takes its options from the first configuration, the app's own.
    if (boot && !isRemote) configs.push(bootConfig(boot));
    return configs.length === 1 ? /** @type {import('webpack').Configuration} */ (configs[0]) : configs;
  };
}

module.exports = { mfWebpackPreset, sharedSingletons, CHUNK_LOAD_TIMEOUT_MS };
