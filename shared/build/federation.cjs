// @ts-check
/**
 * How every app federates (docs/federation.md): the singletons it shares and the options of its
 * ModuleFederationPlugin, for each of its browser builds.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('../package.json');

/** The @site/shared entry points that hold module state or are big enough to load once. */
const SHARED_SUBPATHS = ['store', 'lang', 'i18n', 'api', 'env', 'parcel', 'pages', 'ui'];

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
 * The federation plugin of one browser build of the app `name`: a remote's container exposes its
 * modules and takes the federation runtime from the page; the shell and a remote's QA page provide it.
 * @param {{ role: 'shell' | 'remote' | 'standalone', name: string, exposes: Record<string, string> }} build
 */
function federationPlugin({ role, name, exposes }) {
  return new ModuleFederationPlugin({
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
  });
}

module.exports = { federationPlugin, sharedSingletons };
