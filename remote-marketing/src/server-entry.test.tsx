/**
 * @jest-environment node
 */
import type { RouteLang } from '@site/shared/lang';
import { failOnPrerenderWarnings, textOf } from '@site/shared/testing';
import { PAGE_HEADINGS } from './lib/test/page-headings';
import serverRemote from './server-entry';

/*
 * The build-time render (prerender.mjs calls `render` for every route and language) in Node, with
 * no browser globals: what a visitor without JavaScript and a crawler get. app/hydration.test.tsx
 * shows the browser hydrates the same HTML.
 */

failOnPrerenderWarnings();
jest.setTimeout(60_000);


const LANGS = ['en_us', 'zh_cn', 'zh_hk'] as const satisfies readonly RouteLang[];

/** The text of each h1 in server HTML. */
const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map(([, inner = '']) => textOf(inner).trim().replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));

describe('the marketing server entry', () => {
  it('publishes exactly the pages above, in every language of the site', async () => {
    expect(serverRemote.mount).toBe('lang');
    expect(serverRemote.langs).toEqual(LANGS);
    expect((await serverRemote.listRoutes()).map((route) => route.path)).toEqual(PAGE_HEADINGS.map(([path]) => path));
    // Kept from search engines: the demo request page (the drawer's form for browsers without
    // JavaScript) and the not-found page.
    expect((await serverRemote.listRoutes()).filter((route) => !route.indexable).map((route) => route.path)).toEqual(['DemoRequest', '404']);
    // The site's not-found page, which the site's server answers a page that does not exist with (404).
    expect((await serverRemote.listRoutes()).filter((route) => route.notFound).map((route) => route.path)).toEqual(['404']);
  });

  it.each(LANGS.map((lang, column) => [lang, column + 1] as const))('renders every page in %s with its one h1 in that language', async (lang, column) => {
    for (const row of PAGE_HEADINGS) {
      const { html } = await serverRemote.render(lang, `/${row[0]}`);
      expect({ page: `/${row[0]}`, headings: headingsOf(html) }).toEqual({ page: `/${row[0]}`, headings: [row[column]] });
    }
  });

  it('gives every page a title and a description in every language (meta fails on a missing one)', async () => {
    for (const lang of LANGS) {
      for (const route of await serverRemote.listRoutes()) {
        const head = await serverRemote.meta(lang, route);
        // The Chinese heads are written in Chinese, not left in English.
        if (lang !== 'en_us') expect(head.title + head.description).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect((await serverRemote.meta('zh_hk', { key: 'paymentManagement' })).title).toContain('收付款與換匯');
  });

  it('renders Home whole, down to its last section (left to hydrate when near, not to the browser), with links under the page’s language', async () => {
    const { html, namespaces } = await serverRemote.render('zh_cn', '/');
    expect(html).toContain('href="/zh_cn/PaymentManagement"');
    expect(textOf(html)).toContain('实力数据');
    expect(html).not.toContain('href="/en_us/');
    expect(namespaces).toContain('home');
  });
});
