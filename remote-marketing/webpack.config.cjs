const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'marketing',
  dir: __dirname,
  port: 3001,
  title: 'marketing',
  exposes: { './Pages': './src/remote-entry.ts' },
});
