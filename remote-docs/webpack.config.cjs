const path = require('node:path');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

module.exports = mfWebpackPreset({
  name: 'docs',
  dir: __dirname,
  port: 3002,
  title: 'docs',
  exposes: { './Pages': './src/remote-entry.ts' },
  // The help centre's content is its own artefact (README, "Publishing articles"): in development
  // it is served where production serves it, at /content/ beside the remote's files.
  devServer: {
    static: [{ directory: path.join(__dirname, 'content-dist'), publicPath: '/content', watch: true }],
  },
});
