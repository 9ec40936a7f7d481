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

module.exports = (env, argv) => {
  const built = preset(env, argv);
  // The API viewer renders only in the browser (api-reference-page.tsx): the server build leaves
  // swagger-ui-react and its stylesheet out rather than bundle a library it never runs.
  for (const config of Array.isArray(built) ? built : [built]) {
    if (config.name === 'server') config.resolve.alias = { ...config.resolve.alias, 'swagger-ui-react': false };
  }
  return built;
};
