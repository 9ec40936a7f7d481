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

/**
 * The API reference's "Try it" console (swagger-ui) opens only in a browser, on a click: the server
 * build, which renders pages and never the console, leaves swagger-ui out (an empty module) instead
 * of bundling its Node build, megabytes the site's server would download and load for nothing.
 */
module.exports = (env, argv) => {
  const configs = preset(env, argv);
  for (const config of Array.isArray(configs) ? configs : [configs]) {
    if (config.name === 'server') config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, 'swagger-ui-react$': false } };
  }
  return configs;
};
