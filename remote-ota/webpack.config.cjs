const { createJiti } = require('jiti');
const { mfWebpackPreset } = require('@site/shared/webpack-preset');

/**
 * The offer's figures (src/config/offer.ts) are formatted once, in every language, when the remote
 * is built: see `offerText` in src/config/offer-text.ts. Node formats them with the same ICU data
 * the prerender uses.
 */
module.exports = async (env, argv) => {
  const { formatOfferForAll } = await createJiti(__filename).import('./src/config/offer-text.ts');
  return mfWebpackPreset({
    name: 'ota',
    dir: __dirname,
    title: 'ota',
    exposes: { './Pages': './src/remote-entry.ts' },
    server: { entry: './src/server-entry.tsx' },
    define: { __OTA_OFFER_TEXT__: formatOfferForAll() },
  })(env, argv);
};
