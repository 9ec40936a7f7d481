const { createJiti } = require('jiti');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

const preset = mfWebpackPreset({
  name: 'ota',
  dir: __dirname,
  title: 'ota',
  exposes: { './Pages': './src/remote-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
});

/**
 * The offer's figures (src/config/offer.ts) formatted once, in every language, for all three
 * builds (the container, the standalone page and the server build): see `offerText` in
 * src/config/offer-text.ts. Node formats them with the same ICU data the prerender uses.
 */
module.exports = async (env, argv) => {
  const { formatOfferForAll } = await createJiti(__filename).import('./src/config/offer-text.ts');
  const offerText = {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      new compiler.webpack.DefinePlugin({ __OTA_OFFER_TEXT__: JSON.stringify(formatOfferForAll()) }).apply(compiler);
    },
  };
  const built = preset(env, argv);
  for (const config of Array.isArray(built) ? built : [built]) config.plugins.push(offerText);
  return built;
};
