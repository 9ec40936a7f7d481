import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRouteLang, langHref, toHtmlLang, type RouteLang } from '@site/shared/lang';
import type { RouteManifest } from '@site/shared/routes';
import type { PageMetaIndex } from '../src/lib/site-routes';
import { escapeHtml } from './document';
import type { RemoteState } from './remote-sources';

/**
 * The files that describe the whole site rather than one page: robots.txt, sitemap.xml (every
 * indexable page of every remote, with its other languages) and page-meta.json (every page's title
 * and description in one language, which the browser's head reads after a navigation).
 */

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /WecomRedirect\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The `<url>` entries of one remote's indexable pages. */
function sitemapUrls(origin: string, manifest: RouteManifest): string[] {
  const mountPath = (lang: RouteLang, pagePath: string) => {
    const below = pagePath ? `/${pagePath}` : '';
    return manifest.mount === 'lang' ? langHref(lang, below || '/') : `${manifest.mount}${below}`;
  };
  const urls: string[] = [];
  for (const lang of manifest.langs) {
    for (const [pagePath, page] of Object.entries(manifest.pages[lang] ?? {})) {
      if (!page.indexable) continue;
      const langs = manifest.langs.filter((other) => manifest.pages[other]?.[pagePath]);
      // A site of its own speaks one language: it has no alternates.
      const alternates =
        manifest.mount === 'lang'
          ? [
              ...langs.map((other) => `<xhtml:link rel="alternate" hreflang="${toHtmlLang(other)}" href="${escapeHtml(origin + mountPath(other, pagePath))}"/>`),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}/${pagePath}`)}"/>`,
            ].join('')
          : '';
      const lastmod = page.lastmod ? `<lastmod>${escapeHtml(page.lastmod)}</lastmod>` : '';
      urls.push(`<url><loc>${escapeHtml(origin + mountPath(lang, pagePath))}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return urls;
}

export function sitemapXml(origin: string, remotes: Record<string, RemoteState>): string {
  const urls = Object.values(remotes).flatMap((state) => (state.routes ? sitemapUrls(origin, state.routes) : []));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

export function pageMetaIndex(remotes: Record<string, RemoteState>, lang: RouteLang): PageMetaIndex {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, state]) => [
      name,
      Object.fromEntries(Object.entries(state.routes?.pages[lang] ?? {}).map(([pagePath, entry]) => [pagePath, { title: entry.title, description: entry.description, indexable: Boolean(entry.indexable) }])),
    ]),
  );
}

export interface SiteFilesOptions {
  /** The site's address for this request. */
  originOf(request: FastifyRequest): string;
  /** The remotes as the site publishes them. */
  liveRemotes(): Promise<Record<string, RemoteState>>;
  /** The remotes as this browser sees them (a tester's preview in place), and whether that is its own view. */
  remotesFor(request: FastifyRequest): Promise<{ remotes: Record<string, RemoteState>; privateView: boolean }>;
}

export function registerSiteFiles(app: FastifyInstance, { originOf, liveRemotes, remotesFor }: SiteFilesOptions): void {
  app.get('/robots.txt', (request, reply) => reply.type('text/plain').send(robotsTxt(originOf(request))));
  app.get('/page-meta.json', async (request, reply) => {
    const lang = (request.query as { lang?: string }).lang;
    if (!isRouteLang(lang)) return reply.code(400).send({ code: 'BAD_LANG', msg: 'lang must be en_us, zh_cn or zh_hk' });
    const { remotes, privateView } = await remotesFor(request);
    return reply.header('Cache-Control', privateView ? 'private, no-store' : 'no-cache').send(pageMetaIndex(remotes, lang));
  });
  app.get('/sitemap.xml', async (request, reply) => reply.header('Cache-Control', 'no-cache').type('application/xml').send(sitemapXml(originOf(request), await liveRemotes())));
}
