// @ts-check
/**
 * Writes the phrase book into each Chinese locale file of a browser build (shared/src/phrases): the
 * texts that could be headings, each with the offsets it breaks at, worked out here by the same
 * model the server renders with, so the browser breaks headings at phrases without a model of its own.
 */
const path = require('node:path');
const { createJiti } = require('jiti');

const jiti = createJiti(__filename);
/** @type {Promise<typeof import('../src/phrases/model')> | undefined} */
let model;

/** The locale file's language, from its folder: `locales/zh-CN/landing.json`. */
const langOf = (/** @type {string} */ file) => {
  const folder = path.basename(path.dirname(file));
  return folder === 'zh-CN' || folder === 'zh-HK' ? folder : undefined;
};

/** @this {import('webpack').LoaderContext<{}>} @param {string} source */
module.exports = function phraseBookLoader(source) {
  const lang = langOf(this.resourcePath);
  if (!lang) return source;
  const done = this.async();
  model ??= jiti.import(path.join(__dirname, '..', 'src', 'phrases', 'model.ts'));
  model.then(
    ({ withPhraseBook }) => done(null, JSON.stringify(withPhraseBook(JSON.parse(source), lang))),
    (error) => done(error),
  );
};
