const path = require('node:path');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Tradewind Finance',
  publicPath: '/',
  devServer: {
    static: [{ directory: path.join(__dirname, 'public') }, { directory: path.join(__dirname, 'config'), publicPath: '/' }],
  },
});
