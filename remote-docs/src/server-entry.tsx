import path from 'node:path';
import { ROUTE_LANGS, type RouteLang } from '@site/shared/lang';
import { defineServerRemote } from '@site/shared/parcel/server';
import type { PageSource } from '@site/shared/routes';
import { parcelDefinition } from './app/parcel';
import { ROUTE_MANIFEST } from './config/route-manifest';
import { loadArticle, loadManifest, setContentSource } from './lib/content/client';
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

/** The build-time render of the help centre in every language (docs/composition.md). */
const remote = defineServerRemote({
  name: 'docs',
  definition: parcelDefinition,
  mount: 'lang',
  langs: ROUTE_LANGS,
  routes: ROUTE_MANIFEST,
  pages: articlePages,
});

// Pages render from the content build's output (`build:content` runs first), linked where the
// browser finds it: /content/ on the server of this remote's files. This file and its build
// (dist-ssr/server.cjs) both sit one folder below the package, beside content-dist/.
setContentSource(fileContentSource(path.join(__dirname, '..', 'content-dist'), () => new URL('/content/', remote.publicPath).href));

export default remote;
