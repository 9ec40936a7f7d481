// @ts-check
/**
 * How every build of an app reads its sources: TypeScript through swc, CSS modules with class names
 * that are the same in the browser and server builds, and images, fonts and data files as assets.
 */
const path = require('node:path');

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

/**
 * css-loader for the app `name`; the server build needs the class names, not the styles (`classNamesOnly`).
 * @param {{ name: string, production: boolean, classNamesOnly: boolean }} options
 */
const cssLoader = ({ name, production, classNamesOnly }) => ({
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

/**
 * TypeScript and TSX through swc, React's automatic runtime (its development build outside production).
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule}
 */
const swcRule = (production) => ({
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
});

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

/** The extensions every build resolves. */
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** React's own useSyncExternalStore for the packages that ask for the shim (zustand). */
const SYNC_EXTERNAL_STORE_ALIAS = { 'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store.mjs') };

module.exports = { assetRules, cssLoader, swcRule, EXTENSIONS, SYNC_EXTERNAL_STORE_ALIAS };
