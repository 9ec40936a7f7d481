const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'fx',
  dir: __dirname,
  title: 'fx',
  exposes: { './RateWidget': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
});
