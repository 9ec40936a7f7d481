const path = require('node:path');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');
const { localRemotesJson } = require('@site/shared/build/apps.cjs');

module.exports = mfWebpackPreset({
  name: 'shell',
  dir: __dirname,
  title: 'Tradewind Finance',
  publicPath: '/',
  // The shell's server (docs/composition.md): composes every page and renders the shell's frame.
  server: { entry: './server/index.ts', externals: 'dependencies' },
  // Inlined at the end of every page: holds early clicks, then starts main.js after the first paint.
  boot: './src/boot.ts',
  devServer: {
    static: [{ directory: path.join(__dirname, 'public') }, { directory: path.join(__dirname, 'config'), publicPath: '/' }],
    // The local remotes.json: every remote at its port in shared/apps.json.
    setupMiddlewares: (middlewares, server) => {
      server.app?.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').type('application/json').send(localRemotesJson());
      });
      return middlewares;
    },
  },
});
