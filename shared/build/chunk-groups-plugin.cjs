// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes `dist-ssr/chunk-groups.json`: every named chunk group of the browser build (pages,
 * locale files) with its JavaScript and CSS files. The prerender step turns a route's chunks and
 * the namespaces its render used into the preloads of `routes.json`.
 */
class ChunkGroupsPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      /** @type {Record<string, { js: string[], css: string[] }>} */
      const groups = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        groups[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(groups, null, 1)}\n`);
    });
  }
}

module.exports = { ChunkGroupsPlugin };
