const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'exportdrawback',
  dir: __dirname,
  port: 3005,
  title: 'exportdrawback',
  exposes: { './Pages': './src/remote-entry.ts' },
});
