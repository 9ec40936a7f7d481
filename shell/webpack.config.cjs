const path = require('node:path');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Tradewind Finance',
  publicPath: '/',
  // The shell's server (docs/composition.md): composes every page and renders the shell's frame.
  server: { entry: './server/index.ts', externals: 'dependencies' },
  devServer: {
    static: [{ directory: path.join(__dirname, 'public') }, { directory: path.join(__dirname, 'config'), publicPath: '/' }],
  },
});
