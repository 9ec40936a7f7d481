const path = require('node:path');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

const preset = mfWebpackPreset({
  name: 'docs',
  dir: __dirname,
  title: 'docs',
  exposes: { './Pages': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
  // The help centre's content is its own artefact (README, "Publishing articles"): in development
  // it is served where production serves it, at /content/ beside the remote's files.
  devServer: {
    static: [{ directory: path.join(__dirname, 'content-dist'), publicPath: '/content', watch: true }],
  },
});

module.exports = preset;
