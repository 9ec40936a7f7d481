// @ts-check
/**
 * The one build of the site: every app (the shell and each remote) calls `mfWebpackPreset`, so
 * all of them federate, share, split, hash and compress the same way (docs/federation.md).
 * Its parts, beside this file: the browser builds (browser-config.cjs), the server build
 * (server-config.cjs), the shell's start-up script (boot-config.cjs), federation (federation.cjs)
 * and how sources are read (loaders.cjs).
 */
const path = require('node:path');
const { appOf } = require('./apps.cjs');
const { bootConfig } = require('./boot-config.cjs');
const { browserConfig, CHUNK_LOAD_TIMEOUT_MS } = require('./browser-config.cjs');
const { sharedSingletons } = require('./federation.cjs');
const { swcRule } = require('./loaders.cjs');
const { serverConfig } = require('./server-config.cjs');

/**
 * What every build of one app is made from: the preset's options with their defaults, and what
 * follows from them for the mode being built.
 * @typedef {object} PresetApp
 * @property {string} name
 * @property {string} dir
 * @property {number} port
 * @property {Record<string, string>} exposes
 * @property {string} title
 * @property {string} lang
 * @property {string} publicPath
 * @property {import('webpack-dev-server').Configuration} devServer
 * @property {{ entry: string, externals?: 'dependencies' | 'none' }} [server]
 * @property {string} [boot]
 * @property {boolean} production
 * @property {string} publicUrl the URL the app's files are served from, for the server build's asset URLs
 * @property {string} bootFile where the start-up script's build is written
 * @property {Record<string, string>} dependencies the app's own dependencies
 * @property {import('webpack').RuleSetRule} swcRule
 * @property {() => import('webpack').WebpackPluginInstance[]} defines the build-time constants, as a plugin
 */

/**
 * Build-time constants (`define`), the same in every build of the app (its container, its QA
 * page and its server build), so that what the server renders and what the browser hydrates
 * agree. Each value is written into the code as JSON.
 * @param {Record<string, unknown>} define
 */
const definePlugins = (define) => () =>
  Object.keys(define).length > 0 ? [new (require('webpack').DefinePlugin)(Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])))] : [];

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
  const defines = definePlugins(define);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    /** @type {PresetApp} */
    const app = {
      name,
      dir,
      port,
      exposes,
      title,
      lang,
      publicPath,
      devServer,
      server,
      boot,
      production,
      publicUrl,
      bootFile,
      dependencies: pkg.dependencies ?? {},
      swcRule: swcRule(production),
      defines,
    };
    // A remote is two builds: its container for the shell, and its standalone QA page, which
    // hosts the parcel itself and so provides its own federation runtime; and its server build.
    /** @type {import('webpack').Configuration[]} */
    const configs = isRemote ? [browserConfig(app, { role: 'remote' }), browserConfig(app, { role: 'standalone' })] : [browserConfig(app, { role: 'shell' })];
    if (server) configs.push(serverConfig(app, server));
    // Last: `webpack serve` takes its options from the first configuration, the app's own.
    if (boot && !isRemote) configs.push(bootConfig(app, boot));
    return configs.length === 1 ? /** @type {import('webpack').Configuration} */ (configs[0]) : configs;
  };
}

module.exports = { mfWebpackPreset, sharedSingletons, CHUNK_LOAD_TIMEOUT_MS };
