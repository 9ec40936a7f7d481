const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'exportdrawback',
  dir: __dirname,
  title: 'exportdrawback',
  // The micro-site is Chinese only, its QA page too.
  lang: 'zh-CN',
  exposes: { './Pages': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
  // The footer's copyright year is the year of the build: the prerendered HTML and the browser's
  // hydration of it then show the same year, which reading the clock at render could not promise.
  define: { __BUILD_YEAR__: new Date().getFullYear() },
});
