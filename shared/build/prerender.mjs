// @ts-check
/**
 * The render step of a remote's build (docs/composition.md), run after webpack in the remote's
 * folder: `node ../shared/build/prerender.mjs`. It loads the server build (`dist-ssr/server.cjs`),
 * renders every route and page in every language the remote serves, and publishes beside
 * `mf-manifest.json`:
 *
 * - `fragments/<version>/<lang>/<path>.html`: plain HTML at stable, versioned URLs, so the shell's
 *   server (or an edge's SSI/ESI) can compose pages from them;
 * - `routes.json`: the route manifest, with each page's title, description and preloads (its files,
 *   and the data its render read, `fetch`), and the files the site serves on the remote's behalf.
 *
 * `version` is a hash of the fragments: a changed page gets a new URL, an unchanged one keeps it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { createJiti } from 'jiti';

process.env.NODE_ENV ??= 'production';
const dir = process.cwd();
const require = createRequire(path.join(dir, 'package.json'));
const dist = path.join(dir, 'dist');

/** @typedef {import('../src/parcel/server').ServerRemote} ServerRemote */
/** @typedef {import('../src/routes/manifest').RouteManifest} RouteManifest */
/** @typedef {import('../src/routes/manifest').ManifestPage} ManifestPage */

/** @param {string} lang @param {string} page */
const fragmentFile = (lang, page) => `${lang}/${page === '' ? 'index' : page}.html`;

/** Locale chunks are named `locale-[request]`: `./en/marketing.json` → `locale-en-marketing-json`. */
const localeChunk = (/** @type {string} */ lng, /** @type {string} */ ns) => `locale-${lng}-${ns}-json`;
/** The site's language table (`@site/shared/lang`), loaded from its TypeScript by jiti. */
const { isRouteLang, toI18nLang } = /** @type {typeof import('../src/lang/lang')} */ (await createJiti(import.meta.url).import('../src/lang/lang.ts'));

/** @param {string} file @param {string} text */
function writeCompressed(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (Buffer.byteLength(text) < 1024) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

async function main() {
  const started = Date.now();
  /** @type {ServerRemote} */
  const remote = require(path.join(dir, 'dist-ssr', 'server.cjs')).default;
  /** @type {Record<string, { js: string[], css: string[] }>} */
  const groups = JSON.parse(fs.readFileSync(path.join(dir, 'dist-ssr', 'chunk-groups.json'), 'utf8'));
  const mfManifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  // The exposed parcel's own files: needed on every page of this remote.
  const exposed = { css: new Set(/** @type {string[]} */ ([])), js: new Set(/** @type {string[]} */ ([])) };
  for (const expose of mfManifest.exposes ?? []) {
    for (const file of expose.assets?.css?.sync ?? []) exposed.css.add(file);
    for (const file of expose.assets?.js?.sync ?? []) exposed.js.add(file);
  }
  /**
   * A page's declared chunks (`chunks` in its route manifest, a help article's own) must be chunks
   * this build emitted: a misspelt or renamed webpackChunkName would otherwise publish a page that
   * preloads nothing, which no test sees. Locale chunks are not checked here: a namespace bundled
   * into the entry (`resources`) has none, and that is as it should be.
   * @param {string} page @param {readonly string[]} names
   */
  const checkChunks = (page, names) => {
    const unknown = names.filter((name) => !Object.hasOwn(groups, name));
    if (unknown.length === 0) return;
    const emitted = Object.keys(groups).filter((name) => !name.startsWith('locale-') && !name.startsWith('shared-locale-'));
    throw new Error(
      `${remote.name}: page "/${page}" names the chunk ${unknown.map((name) => `"${name}"`).join(', ')}, which this build did not emit. ` +
        `Each name in a route's \`chunks\` must be a webpackChunkName of the remote's page imports; the build emitted: ${emitted.join(', ')}.`,
    );
  };
  /** @param {Iterable<string>} names */
  const filesOf = (names) => {
    const css = new Set(/** @type {string[]} */ ([]));
    const js = new Set(/** @type {string[]} */ ([]));
    for (const name of names) {
      for (const file of groups[name]?.css ?? []) if (!exposed.css.has(file)) css.add(file);
      for (const file of groups[name]?.js ?? []) if (!exposed.js.has(file)) js.add(file);
    }
    return { css: [...css], js: [...js] };
  };

  // A server build from before `listRoutes` (release:content reuses the last one) has its routes as a list.
  /** @type {readonly import('../src/routes/manifest').RouteSource[]} */
  const routes = typeof remote.listRoutes === 'function' ? await remote.listRoutes() : /** @type {{ routes: import('../src/routes/manifest').RouteSource[] }} */ (/** @type {unknown} */ (remote)).routes;
  /** @type {Map<string, string>} */
  const rendered = new Map();
  /** @type {RouteManifest['pages']} */
  const pages = {};
  for (const lang of remote.langs) {
    /** @type {Record<string, ManifestPage>} */
    const byPath = {};
    const extra = await remote.pages(lang);
    const list = [
      ...routes.map((route) => ({ route, path: route.path, lastmod: undefined, chunks: route.chunks ?? [], styleChunks: route.styleChunks ?? [], head: () => remote.meta(lang, route) })),
      ...extra.map((page) => {
        const route = routes.find((candidate) => candidate.prefix && page.path.startsWith(`${candidate.path}/`));
        return { route, path: page.path, lastmod: page.lastmod, chunks: [...(route?.chunks ?? []), ...(page.chunks ?? [])], styleChunks: route?.styleChunks ?? [], head: async () => page };
      }),
    ];
    for (const page of list) {
      checkChunks(page.path, [...page.chunks, ...page.styleChunks]);
      const { html, namespaces } = await remote.render(lang, `/${page.path}`);
      const { title, description } = await page.head();
      const file = fragmentFile(lang, page.path);
      rendered.set(file, html);
      const lng = isRouteLang(lang) ? toI18nLang(lang) : 'en';
      const files = filesOf([...page.chunks, ...namespaces.map((ns) => localeChunk(lng, ns))]);
      const styles = filesOf(page.styleChunks).css.filter((file) => !files.css.includes(file));
      byPath[page.path] = {
        title,
        description,
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
        indexable: Boolean(page.route?.indexable),
        fragment: file,
        css: [...files.css, ...styles],
        js: files.js,
      };
    }
    pages[lang] = byPath;
  }

  const hash = createHash('sha256');
  for (const [file, html] of [...rendered].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(html);
  const version = hash.digest('hex').slice(0, 12);
  const fragmentsDir = path.join(dist, 'fragments');
  fs.rmSync(fragmentsDir, { recursive: true, force: true });
  for (const [file, html] of rendered) writeCompressed(path.join(fragmentsDir, version, file), html);

  /** @type {Partial<Record<string, string>>} */
  const siteTitle = {};
  for (const lang of remote.langs) {
    const title = await remote.siteTitle(lang);
    if (title) siteTitle[lang] = title;
  }

  /** @type {RouteManifest} */
  const manifest = {
    remote: remote.name,
    version,
    mount: remote.mount,
    langs: [...remote.langs],
    publicPath: remote.publicPath,
    fragments: `fragments/${version}/`,
    assets: { css: [...exposed.css], js: [...exposed.js] },
    routes: routes.map((route) => ({
      path: route.path,
      prefix: Boolean(route.prefix),
      indexable: Boolean(route.indexable),
      hideFooter: Boolean(route.hideFooter),
      query: [...(route.query ?? [])],
      ...(route.aliases?.length ? { aliases: [...route.aliases] } : {}),
      ...(route.live ? { live: true } : {}),
      ...(route.notFound ? { notFound: true } : {}),
      ...(route.unlistedPages?.length ? { unlistedPages: [...route.unlistedPages] } : {}),
    })),
    nav: await navItems(remote, routes),
    ...(Object.keys(siteTitle).length > 0 ? { siteTitle } : {}),
    // A server build from before `files` existed (release:content reuses the last one) declares none.
    ...(remote.files?.length ? { files: [...remote.files] } : {}),
    server: publishServerBuild(),
    pages,
  };
  writeCompressed(path.join(dist, 'routes.json'), `${JSON.stringify(manifest)}\n`);
  // The fragments' folder is named by a hash of the fragments alone; a release's version is a hash of all of dist/
  // (scripts/lib/releases.mjs buildVersion), which the deploy and `npm start` print.
  process.stdout.write(`[prerender] ${remote.name}: ${rendered.size} fragments written to dist/fragments/${version}/ in ${Date.now() - started} ms\n`);
}

/**
 * Publishes the server build beside the browser's files, named by its content, for the site's server
 * to render live pages and embedded regions with per request (docs/composition.md). The one file of
 * `dist-ssr/` holds the same code the browser runs, unminified; the remote's origin serves its folder
 * to the composition server alone (shell/server/server-builds.ts).
 * @returns {string} its path relative to the manifest
 */
function publishServerBuild() {
  const code = fs.readFileSync(path.join(dir, 'dist-ssr', 'server.cjs'));
  const name = `server/server.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`;
  fs.rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, name), code);
  return name;
}

/**
 * The remote's links in the shell's header and footer, labelled in every language it serves.
 * @param {ServerRemote} remote
 * @param {readonly import('../src/routes/manifest').RouteSource[]} routes
 * @returns {Promise<import('../src/routes/manifest').ManifestNavItem[]>}
 */
async function navItems(remote, routes) {
  const items = [];
  for (const route of routes) {
    for (const link of route.nav ?? []) {
      /** @type {Partial<Record<import('../src/lang/lang').RouteLang, string>>} */
      const label = {};
      for (const lang of remote.langs) label[lang] = await remote.navLabel(lang, route, link.label);
      items.push({ group: link.group, order: link.order, path: `${route.path}${link.query ? `?${link.query}` : ''}`, label });
    }
  }
  return items;
}

main().catch((error) => {
  console.error('[prerender] failed:', error);
  process.exit(1);
});
