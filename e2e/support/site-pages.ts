import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { ROUTE_LANGS, toHtmlLang, type RouteLang } from '@site/shared/lang';
import type { RouteManifest } from '@site/shared/routes';
import { APPS } from './apps';

/**
 * The site's pages as the site itself publishes them, read at test time (docs/composition.md):
 * /remotes.json names the remotes, each remote's routes.json lists its pages by language with
 * their heads, and the help centre's content manifest lists its articles. Tests iterate over
 * these, so a page a remote adds is tested without editing a list, and a page that disappears
 * from one source but not another shows as a difference.
 */

/** A Han character: Chinese text. */
export const HAN = /\p{Script=Han}/u;
/** A Latin letter. */
export const LATIN = /\p{Script=Latin}/u;

/** One page in one language, as its remote's routes.json publishes it. */
export interface SitePage {
  remote: string;
  lang: RouteLang;
  mount: RouteManifest['mount'];
  /** Below the mount point: '' (the remote's index), 'About', 'docs/create-a-payout'. */
  pagePath: string;
  /** Its path on the site: '/en_us/About', '/exportdrawback/FixPrice'. */
  url: string;
  title: string;
  description: string;
  lastmod?: string;
  indexable: boolean;
  /** Its remote's not-found page (`notFound` in routes.json): the site answers it 404, at its own address too. */
  notFound: boolean;
  /** A remote mounted at its own path: its site's name, the suffix of its page titles. */
  siteTitle?: string;
}

export interface PublishedSite {
  /** remotes.json as the shell serves it: remote name → its mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** The routes.json of each remote that publishes one (fx, a widget, has no pages). */
  manifests: Record<string, RouteManifest>;
  /** Every page of every manifest, in every language it lists. */
  pages: SitePage[];
}

/** The remotes whose build writes routes.json (shared/apps.json `outputs`): each must publish its pages. */
export const PAGE_REMOTES = APPS.slice(1)
  .filter((app) => app.outputs.includes('dist/routes.json'))
  .map((app) => app.federation);

const below = (pagePath: string): string => (pagePath ? `/${pagePath}` : '');

/** A page's path on the site: under the language prefix, or under the remote's own mount. */
export const sitePath = (mount: RouteManifest['mount'], lang: RouteLang, pagePath: string): string =>
  mount === 'lang' ? `/${lang}${below(pagePath)}` : `${mount}${below(pagePath)}`;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T | undefined> {
  const response = await request.get(url);
  return response.ok() ? ((await response.json()) as T) : undefined;
}

/** Reads /remotes.json from the site, then each remote's routes.json from the remote's origin. */
export async function readPublishedSite(request: APIRequestContext): Promise<PublishedSite> {
  const remotesJson = await getJson<{ remotes: Record<string, string> }>(request, '/remotes.json');
  if (!remotesJson) throw new Error('the site serves no /remotes.json');
  const manifests: Record<string, RouteManifest> = {};
  for (const [name, manifestUrl] of Object.entries(remotesJson.remotes)) {
    const url = new URL('routes.json', manifestUrl).href;
    const response = await request.get(url);
    // A remote whose build writes routes.json must serve it: its pages are never silently dropped.
    if (!response.ok() && PAGE_REMOTES.includes(name)) throw new Error(`${name} publishes pages but ${url} answers ${response.status()}`);
    if (response.ok()) manifests[name] = (await response.json()) as RouteManifest;
  }
  const pages = Object.values(manifests).flatMap((manifest) =>
    manifest.langs.flatMap((lang) =>
      Object.entries(manifest.pages[lang] ?? {}).map(([pagePath, page]): SitePage => ({
        remote: manifest.remote,
        lang,
        mount: manifest.mount,
        pagePath,
        url: sitePath(manifest.mount, lang, pagePath),
        title: page.title,
        description: page.description,
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
        indexable: page.indexable,
        notFound: manifest.routes.some((route) => route.notFound === true && route.path === pagePath),
        ...(manifest.siteTitle?.[lang] ? { siteTitle: manifest.siteTitle[lang] } : {}),
      })),
    ),
  );
  return { remotes: remotesJson.remotes, manifests, pages };
}

/** One article of the help centre's content manifest (remote-docs, `content/{version}/{lang}/manifest.json`). */
export interface HelpArticle {
  name: string;
  title: string;
  /** YYYY-MM-DD: the sitemap's lastmod. */
  date: string;
}

/** The help centre's live articles in a language: content/latest.json names the version, whose manifest lists them. */
export async function readHelpArticles(request: APIRequestContext, docsManifestUrl: string, lang: RouteLang): Promise<HelpArticle[]> {
  const content = new URL('content/', docsManifestUrl);
  const latest = await getJson<{ version: string }>(request, new URL('latest.json', content).href);
  if (!latest) throw new Error(`the docs remote serves no ${content.href}latest.json`);
  const manifest = await getJson<{ articles: HelpArticle[] }>(request, new URL(`${latest.version}/${toHtmlLang(lang)}/manifest.json`, content).href);
  if (!manifest) throw new Error(`the docs remote serves no content manifest for ${lang} (version ${latest.version})`);
  return manifest.articles.map(({ name, title, date }) => ({ name, title, date }));
}

const SHELL_LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/src/locales');

/**
 * The suffix of every page title: the site's name in the page's language (the shell's strings, as its
 * server reads them), or, on a remote mounted at its own path, the name its manifest publishes.
 */
export function siteTitle(page: Pick<SitePage, 'lang' | 'mount' | 'siteTitle'>): string {
  if (page.mount !== 'lang') return page.siteTitle ?? '';
  const strings = JSON.parse(fs.readFileSync(path.join(SHELL_LOCALES, toHtmlLang(page.lang), 'shell.json'), 'utf8')) as { site: { title: string } };
  return strings.site.title;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** What a page's head must say: its title, description, canonical URL and hreflang alternates. */
export function expectedHead(page: SitePage, origin: string): { title: string; description: string; canonical: string; alternates: Alternate[] } {
  return {
    title: `${page.title} | ${siteTitle(page)}`,
    description: page.description,
    canonical: `${origin}${page.url}`,
    alternates: expectedAlternates(page, origin),
  };
}

/**
 * A page under the language prefix has an alternate in each language plus x-default (the address
 * without a prefix, which sends each visitor to their language); the micro-site, in one language,
 * has none.
 */
export function expectedAlternates(page: Pick<SitePage, 'mount' | 'pagePath'>, origin: string): Alternate[] {
  if (page.mount !== 'lang') return [];
  return [
    ...ROUTE_LANGS.map((lang) => ({ hreflang: toHtmlLang(lang), href: `${origin}/${lang}${below(page.pagePath)}` })),
    { hreflang: 'x-default', href: `${origin}${below(page.pagePath) || '/'}` },
  ];
}

/** Alternates in a fixed order, for comparing lists. */
export const sortAlternates = (alternates: Alternate[]): Alternate[] =>
  [...alternates].sort((a, b) => a.hreflang.localeCompare(b.hreflang) || a.href.localeCompare(b.href));

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates: Alternate[];
}

const decodeXml = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The `<url>` entries of sitemap.xml. */
export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1];
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1];
    const alternates = [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang = '', href = '']) => ({
      hreflang,
      href: decodeXml(href),
    }));
    return { loc: decodeXml(loc ?? ''), ...(lastmod ? { lastmod: decodeXml(lastmod) } : {}), alternates: sortAlternates(alternates) };
  });
}
