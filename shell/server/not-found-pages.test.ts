/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RouteLang } from '@site/shared/lang';
import type { ManifestPage, ManifestRoute, RouteManifest } from '@site/shared/routes';
import { fakeRemote, publishedFiles, route, routeManifest, type FakeRemote } from './testing/fake-remote';
import { urlOf } from './testing/http';
import { closeAll, shellBuild, shellIndex, startShell } from './testing/shell';

/*
 * Pages that do not exist (docs/composition.md, "Pages that do not exist"): an address below a route
 * that is none of the pages its remote publishes is answered 404 with the remote's not-found page, or
 * the site's, never a page that says "Loading…" with 200.
 */

const LANGS: RouteLang[] = ['en_us', 'zh_cn', 'zh_hk'];

/** A remote mounted below the language prefix whose pages, in every language, have these titles and fragments. */
function remoteFiles(name: string, routes: ManifestRoute[], pages: Record<string, { title: Record<RouteLang, string>; html: Record<RouteLang, string>; indexable?: boolean }>): Record<string, string> {
  const files: Record<string, string> = {};
  const published: RouteManifest['pages'] = {};
  for (const lang of LANGS) {
    const byPath: Record<string, ManifestPage> = {};
    for (const [pagePath, { title, html, indexable = true }] of Object.entries(pages)) {
      const fragment = `${lang}/${pagePath === '' ? 'index' : pagePath}.html`;
      byPath[pagePath] = { title: title[lang], description: `${title[lang]}.`, indexable, fragment, css: [], js: [] };
      files[`/fragments/v1/${fragment}`] = html[lang];
    }
    published[lang] = byPath;
  }
  return publishedFiles(routeManifest({ remote: name, langs: LANGS, routes, pages: published }), files);
}

const same = (text: string): Record<RouteLang, string> => ({ en_us: text, zh_cn: text, zh_hk: text });

/** The help centre's not-found page as its remote renders it: the search box and the article list around the message. */
const DOCS_NOT_FOUND: Record<RouteLang, string> = {
  en_us: '<div class="frame"><form role="search"><input type="search" aria-label="Search the User Guide"></form><nav aria-label="Articles"><a href="/en_us/docs/create-a-payout">Create a payout</a></nav><h1>Article not found</h1></div>',
  zh_cn: '<div class="frame"><form role="search"><input type="search" aria-label="搜索用户指南"></form><nav aria-label="文章"><a href="/zh_cn/docs/create-a-payout">创建付款</a></nav><h1>未找到文章</h1></div>',
  zh_hk: '<div class="frame"><form role="search"><input type="search" aria-label="搜尋用戶指南"></form><nav aria-label="文章"><a href="/zh_hk/docs/create-a-payout">建立付款</a></nav><h1>找不到文章</h1></div>',
};
const DOCS_NOT_FOUND_TITLE: Record<RouteLang, string> = { en_us: 'Article not found', zh_cn: '未找到文章', zh_hk: '找不到文章' };
const SITE_NOT_FOUND: Record<RouteLang, string> = { en_us: "We can't find that page", zh_cn: '找不到该页面', zh_hk: '找不到該頁面' };
const SITE_TITLE: Record<RouteLang, string> = { en_us: 'Tradewind Finance', zh_cn: '信风金融', zh_hk: '信風金融' };

const { dir, root } = shellBuild('not-found-pages-', { index: shellIndex({ body: '<script data-entry=/main.js>0</script>' }) });
const remotes: FakeRemote[] = [];
let server: FastifyInstance;
let base = '';

beforeAll(async () => {
  const marketing = await fakeRemote(
    remoteFiles('marketing', [route(''), route('404', { indexable: false, notFound: true })], {
      '': { title: same('Home'), html: same('<h1>Home</h1>') },
      '404': { title: SITE_NOT_FOUND, html: { en_us: `<h1>${SITE_NOT_FOUND.en_us}</h1>`, zh_cn: `<h1>${SITE_NOT_FOUND.zh_cn}</h1>`, zh_hk: `<h1>${SITE_NOT_FOUND.zh_hk}</h1>` }, indexable: false },
    }),
  );
  const docs = await fakeRemote(
    remoteFiles(
      'docs',
      [route('docs', { prefix: true, hideFooter: true, unlistedPages: ['*open-ai*'] }), route('docs/404', { indexable: false, hideFooter: true, notFound: true })],
      {
        docs: { title: same('User Guide'), html: same('<h1>User Guide</h1>') },
        'docs/create-a-payout': { title: same('Create a payout'), html: same('<h1>Create a payout</h1>') },
        'docs/404': { title: DOCS_NOT_FOUND_TITLE, html: DOCS_NOT_FOUND, indexable: false },
      },
    ),
  );
  // A remote with a prefix route and no not-found page of its own, and one whose pages are made per request.
  const guides = await fakeRemote(
    remoteFiles('guides', [route('guides', { prefix: true }), route('tools', { prefix: true, live: true })], {
      guides: { title: same('Guides'), html: same('<h1>Guides</h1>') },
      'guides/a': { title: same('Guide A'), html: same('<h1>Guide A</h1>') },
      tools: { title: same('Tools'), html: same('<h1>Tools</h1>') },
    }),
  );
  remotes.push(marketing, docs, guides);
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${marketing.origin}/mf-manifest.json`, docs: `${docs.origin}/mf-manifest.json`, guides: `${guides.origin}/mf-manifest.json` } }));
  server = await startShell({ root, publicDir: dir, remotesFile });
  base = urlOf(server);
});

afterAll(() => closeAll([server, ...remotes], dir), 30_000);

const get = async (pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...(init.headers ?? {}) } });
  return { status: response.status, type: response.headers.get('content-type'), location: response.headers.get('location'), html: await response.text() };
};

/** The route table the page carries for the browser. */
const servedTable = (html: string) => JSON.parse(/<script type="application\/json" id="site-routes">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { notFound?: unknown };

describe('an address that is none of the site’s pages', () => {
  test.each(LANGS)('below the help centre is 404 with its own not-found page, search and article list included, kept out of search engines (%s)', async (lang) => {
    const page = await get(`/${lang}/docs/no-such-article`);
    expect([page.status, page.type]).toEqual([404, 'text/html; charset=utf-8']);
    expect(page.html).toContain(`data-ssr="${lang}:/docs/404">${DOCS_NOT_FOUND[lang]}</div>`);
    expect(page.html).toContain('data-remote="docs/Pages"');
    expect(page.html).toContain(`<title>${DOCS_NOT_FOUND_TITLE[lang]} | ${SITE_TITLE[lang]}</title>`);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).not.toContain('User Guide |');
    // The help centre has its own layout: no site footer, as on its other pages.
    expect(page.html).not.toContain('<footer');
    // The browser renders the same page at that address.
    expect(servedTable(page.html).notFound).toEqual({ at: `/${lang}/docs/no-such-article`, remote: 'docs', path: '/docs/404', hideFooter: true });
  });

  test('below the help centre: however deep, or in another letter case, and the not-found page at its own address', async () => {
    for (const address of ['/en_us/docs/create-a-payout/more', '/en_us/docs/Create-A-Payout', '/en_us/docs/%3Cimg%20src%3Dx%3E', '/en_us/docs/404']) {
      const page = await get(address);
      expect([address, page.status]).toEqual([address, 404]);
      expect(page.html).toContain('<h1>Article not found</h1>');
    }
  });

  test('the help centre’s pages, and those it renders without a published page, stay pages', async () => {
    const article = await get('/en_us/docs/create-a-payout');
    expect(article.status).toBe(200);
    expect(article.html).toContain('<h1>Create a payout</h1>');
    expect(article.html).not.toContain('noindex');
    expect(servedTable(article.html).notFound).toBeUndefined();
    expect((await get('/zh_hk/docs')).status).toBe(200);
    // Named by the route as a page it renders itself: left to the browser, as before.
    const reference = await get('/en_us/docs/open-ai');
    expect(reference.status).toBe(200);
    expect(reference.html).not.toContain('Article not found');
  });

  test.each(LANGS)("below a remote without a not-found page of its own is 404 with the site's not-found page (%s)", async (lang) => {
    const page = await get(`/${lang}/guides/no-such-guide`);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`data-remote="marketing/Pages"`);
    expect(page.html).toContain(`data-ssr="${lang}:/404"><h1>${SITE_NOT_FOUND[lang]}</h1></div>`);
    // As React writes the head: an apostrophe escaped.
    expect(page.html).toContain(`<title>${SITE_NOT_FOUND[lang].replace("'", '&#x27;')} | ${SITE_TITLE[lang]}</title>`);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).toContain('<footer');
    expect(servedTable(page.html).notFound).toEqual({ at: `/${lang}/guides/no-such-guide`, remote: 'marketing', path: '/404', hideFooter: false });
    expect((await get(`/${lang}/guides/a`)).status).toBe(200);
  });

  test('a page made per request is a page, whatever its path below its route', async () => {
    expect((await get('/en_us/tools/anything')).status).toBe(200);
  });

  test('an address below a language that no route owns still goes to that language’s home', async () => {
    const page = await get('/zh_cn/nowhere/at/all');
    expect([page.status, page.location]).toEqual([302, '/zh_cn']);
  });

  test('a form posted to a page that does not exist is 404, never taken', async () => {
    const page = await get('/en_us/docs/no-such-article', { method: 'POST', body: '_form=enquiry&city=x', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base } });
    expect([page.status, page.type]).toEqual([404, 'text/html; charset=utf-8']);
    expect(page.html).toContain('<h1>Article not found</h1>');
  });
});
