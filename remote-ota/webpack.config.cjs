const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'ota',
  dir: __dirname,
  title: 'ota',
  exposes: { './Pages': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
});
