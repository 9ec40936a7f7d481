// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Adds <link rel="preload" as="script"> to the host page for every chunk its start-up needs, and
 * <link rel="stylesheet"> for their CSS, so a server-rendered page is styled on its first paint
 * (the CSS loader finds the links and adds none of its own):
 * the chunks of the async boundary (`import('./bootstrap')`) and, for each shared module it
 * consumes, the chunks of this build's own provided copy (the one `loaded-first` uses), recursively. Without these the browser
 * finds them one level at a time: main.js, then bootstrap and react-dom, then
 * @site/shared/i18n, then i18next (each a round trip on a phone). Lazy chunks (other routes,
 * locales of other languages, a remote's code) are not listed.
 */
class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const files = startupFiles(compilation);
        const links = [
          ...files.filter((file) => file.endsWith('.css')).map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` })),
          ...files.filter((file) => file.endsWith('.js')).map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` })),
        ];
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

/** @param {import('webpack').Compilation} compilation */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  // With loaded-first the host's own provided copy is the one used: the provide module's block.
  /** @type {Map<string, import('webpack').Module[]>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const name = /** @type {{ _name: string }} */ (/** @type {unknown} */ (module))._name;
    providers.set(name, [...(providers.get(name) ?? []), module]);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').ChunkGroup | undefined} group */
  const addGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk) || entryChunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const { shareKey } = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options;
        for (const provider of providers.get(shareKey) ?? []) for (const block of provider.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  // The entry's modules, including those merged into one by module concatenation: once main.ts
  // imports a module of its own, the production build concatenates them, and the `import()` of the
  // async boundary then originates from an inner module the chunk graph does not list.
  /** @type {Set<import('webpack').Module>} */
  const entryModules = new Set();
  for (const chunk of entryChunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      entryModules.add(module);
      for (const inner of /** @type {{ modules?: import('webpack').Module[] }} */ (module).modules ?? []) entryModules.add(inner);
    }
  }
  for (const group of compilation.chunkGroups) {
    const fromEntry = group.origins.some((origin) => origin.module && origin.module.constructor.name !== 'ContextModule' && entryModules.has(origin.module));
    if (fromEntry) addGroup(group);
  }
  return [...chunks].flatMap((chunk) => [...chunk.files]).sort();
}

module.exports = { StartupPreloadPlugin, startupFiles };
