const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'docs',
  dir: __dirname,
  port: 3002,
  title: 'docs',
  exposes: { './Pages': './src/remote-entry.ts' },
});
