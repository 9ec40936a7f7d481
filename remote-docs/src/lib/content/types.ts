import { ROUTE_LANGS, toI18nLang, type I18nLang } from '@site/shared/lang';

/**
 * The shapes of the published content artefact (remote-docs/content-dist/<version>/...), written
 * by scripts/build-content.ts and read by the docs screen at run time. Changing them is a
 * contract change between content builds and code releases: add fields, never rename.
 */
/** The content's languages: the site's i18n codes (`@site/shared/lang`). */
export type ContentLang = I18nLang;

export const CONTENT_LANGS: readonly ContentLang[] = ROUTE_LANGS.map(toI18nLang);

/**
 * Where a language looks when an article has no file in it: the English source, shown with a
 * notice in the page's language (the help centre issue: "show the English one with a visible
 * localized notice"). English is the language every article is written in first and the one the
 * docs team keeps current; a Traditional page does not borrow the Simplified text.
 */
export const FALLBACK_CHAIN: Readonly<Record<ContentLang, readonly ContentLang[]>> = {
  en: ['en'],
  'zh-CN': ['zh-CN', 'en'],
  'zh-HK': ['zh-HK', 'en'],
};

/** content-dist/latest.json: the one file that is never cached. */
export interface LatestPointer {
  /** A hash of the artefact's content; the folder the files live in. */
  version: string;
  builtAt: string;
}

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface ArticleEntry {
  /** Document name: the route /docs/{name}. */
  name: string;
  title: string;
  /**
   * The front matter `date`, YYYY-MM-DD: the author's statement of when the content last changed.
   * It is the page's "Last updated" and the sitemap's lastmod, the same in every clone and build.
   */
  date: string;
  /**
   * Always equal to `date`. Written for code releases that still read it (this file is a
   * contract: fields are never removed); new code reads `date`.
   */
  updated: string;
  /**
   * `date` as a reader of the manifest's language writes it ("March 1, 2025", "2025年3月1日"),
   * formatted when the content is built: the page shows it without building a date format in the
   * browser, where the first one loads the locale data (30-40 ms on a phone, in the middle of
   * hydrating the article). Manifests built before this field lack it; the page then formats `date`.
   */
  dateText?: string;
  tags: string[];
  /** The navigation path, in the manifest's language. */
  categories: string[];
  /** The navigation path in English: the identity of each group in every language. */
  categoryKeys: string[];
  summary?: string;
  pinned: boolean;
  order?: number;
  /** h2 and h3, in order, with their ids: the table of contents. */
  headings: Heading[];
  /** The language of the file shown; differs from the manifest's when this is a fallback. */
  sourceLang: ContentLang;
  prev?: string;
  next?: string;
}

/** A group of the navigation tree; `key` is the English path joined with '/'. */
export interface CategoryNode {
  key: string;
  label: string;
  /** Article names directly in this group, pinned first, then by `order`, date and title. */
  articles: string[];
  children: CategoryNode[];
}

/** content-dist/<version>/<lang>/manifest.json */
export interface Manifest {
  lang: ContentLang;
  /** In reading order (the navigation tree, depth first; pinned first inside each group). */
  articles: ArticleEntry[];
  tree: CategoryNode[];
}

/** Paths inside one version of the artefact. */
export const contentPaths = {
  manifest: (lang: ContentLang) => `${lang}/manifest.json`,
  article: (lang: ContentLang, name: string) => `${lang}/articles/${name}.html`,
  search: (lang: ContentLang) => `${lang}/search.json`,
  /** The article as clean Markdown (served by the site at /{lang}/docs/{name}.md). */
  markdown: (lang: ContentLang, name: string) => `${lang}/articles/${name}.md`,
  /** Every article with its summary and Markdown link (served at /{lang}/llms.txt; English also at /llms.txt). */
  llms: (lang: ContentLang) => `${lang}/llms.txt`,
};
