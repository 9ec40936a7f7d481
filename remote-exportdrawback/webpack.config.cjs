const { mfWebpackPreset } = require('@site/shared/webpack-preset');

const preset = mfWebpackPreset({
  name: 'exportdrawback',
  dir: __dirname,
  title: 'exportdrawback',
  // The micro-site is Chinese only, its QA page too.
  lang: 'zh-CN',
  exposes: { './Pages': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
});

/**
 * The footer's copyright year is the year of the build, taken once for all three builds (the
 * container, the standalone page and the server build): the prerendered HTML and the browser's
 * hydration of it then show the same year, which reading the clock at render could not promise.
 */
const BUILD_YEAR = new Date().getFullYear();
const buildYear = {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new compiler.webpack.DefinePlugin({ __BUILD_YEAR__: JSON.stringify(BUILD_YEAR) }).apply(compiler);
  },
};

module.exports = (env, argv) => {
  const built = preset(env, argv);
  for (const config of Array.isArray(built) ? built : [built]) config.plugins.push(buildYear);
  return built;
};
