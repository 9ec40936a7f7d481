import path from 'node:path';
import { ROUTE_LANGS, type RouteLang } from '@site/shared/lang';
import { defineServerRemote } from '@site/shared/parcel/server';
import type { ManifestFile, PageSource } from '@site/shared/routes';
import { parcelDefinition } from './app/parcel';
import { CONTENT_FOLDER, loadArticle, loadManifest, setContentSource } from './lib/content/client';
import { fileContentSource } from './lib/content/file-source';
import { leadOf } from './lib/content/lead';
import { contentLangOf } from './lib/lang';

/** Every published help article of a language, as a page below `docs`, with its head for routes.json and sitemap.xml. */
async function articlePages(lang: RouteLang): Promise<PageSource[]> {
  const contentLang = contentLangOf(lang);
  const manifest = await loadManifest(contentLang);
  return Promise.all(
    manifest.articles.map(async (entry) => ({
      path: `docs/${entry.name}`,
      title: entry.title,
      description: entry.summary ?? leadOf(await loadArticle(contentLang, entry.name)),
      lastmod: entry.date,
    })),
  );
}

/**
 * The published content beside the remote's manifest, where the site's server reads it: each release
 * carries the content it was rendered from (README, "Publishing an article").
 */
const CONTENT = CONTENT_FOLDER;
/** The pointer to the live content version, whose `version` names the folder every other file is in. */
const LATEST = `${CONTENT}latest.json`;

/**
 * The help centre's files for readers and language models, served by the site at stable addresses
 * from the live content version, so a content release changes them with no shell build (README,
 * "llms.txt, Markdown and Copy as Markdown"). Site paths in them become absolute for the site's origin.
 */
const HELP_CENTRE_FILES: ManifestFile[] = [
  { at: '/llms.txt', from: `${CONTENT}{version}/llms.txt`, version: LATEST, type: 'text/plain; charset=utf-8', absoluteLinks: true },
  { at: '/{lang}/llms.txt', from: `${CONTENT}{version}/{i18nLang}/llms.txt`, version: LATEST, type: 'text/plain; charset=utf-8', absoluteLinks: true },
  { at: '/{lang}/docs/{name}.md', from: `${CONTENT}{version}/{i18nLang}/articles/{name}.md`, version: LATEST, type: 'text/markdown; charset=utf-8', absoluteLinks: true },
];

/** The build-time render of the help centre in every language (docs/composition.md); its routes are src/routes.ts's. */
const remote = defineServerRemote({
  name: 'docs',
  definition: parcelDefinition,
  mount: 'lang',
  langs: ROUTE_LANGS,
  pages: articlePages,
  files: HELP_CENTRE_FILES,
});

// Pages render from the content build's output (`build:content` runs first), linked where the
// browser finds it: content/ beside the remote's files, where the release carries it
// (scripts/pack-content.mjs). This file and its build (dist-ssr/server.cjs) both sit one folder below
// the package, beside content-dist/.
setContentSource(fileContentSource(path.join(__dirname, '..', 'content-dist'), () => new URL(CONTENT_FOLDER, remote.publicPath).href));

export default remote;
