/**
 * @jest-environment node
 */
import { ROUTES } from './config/routes';
import { i18n } from './i18n';
import { failOnPrerenderWarnings, textOf } from '@site/shared/testing';
import serverRemote from './server-entry';

/*
 * The build-time render (prerender.mjs calls `render` for every page) in Node, with no browser
 * globals: what a visitor without JavaScript and a crawler get. app/hydration.test.tsx shows the
 * browser hydrates the same HTML.
 */

failOnPrerenderWarnings();

describe('the export-refund server entry', () => {
  it('renders the whole home page in Simplified Chinese, header to footer', async () => {
    const { html } = await serverRemote.render('zh_cn', '/');
    const [, h1 = ''] = /<h1[^>]*>(.*?)<\/h1>/s.exec(html) ?? [];
    expect(textOf(h1)).toBe('出口退税，从单证到到账一站办理');
    // Its phrases, each kept on one line: the headline never breaks inside 到账.
    expect(h1).toContain('<span class="phrase">从单证到到账</span>');
    expect(textOf(html)).toContain('信风出口退税帮助生产型企业、外贸企业和外贸综合服务企业归集单证、匹配报关单与发票');
    // Every section down to the application form, and the micro-site's own header and footer.
    for (const heading of ['产品优势：对比传统模式', '退税指南', '企业实力', '客户反馈', '申请免费试用']) expect(textOf(html)).toContain(heading);
    expect(html).toContain('href="/exportdrawback/FixPrice"');
    expect(textOf(html)).toContain('周一至周五 09:00-17:30');
    // The counters start at zero, as the browser's first render does; readers get the final figure.
    expect(textOf(html)).toContain('1,240');
  });

  it('renders every sub-page with its one h1', async () => {
    for (const route of ROUTES) {
      const { html } = await serverRemote.render('zh_cn', route.path);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  });

  it('publishes every page under /exportdrawback, in zh_cn, with the title the page shows and a description', async () => {
    expect(serverRemote.mount).toBe('/exportdrawback');
    expect(serverRemote.langs).toEqual(['zh_cn']);
    expect((await serverRemote.listRoutes()).map((route) => route.path)).toEqual(['', 'source', 'apply', 'SourcePage', 'FixPrice', 'subscCons', 'info', '404']);
    for (const route of ROUTES) {
      const head = await serverRemote.meta('zh_cn', route);
      expect(head.title).toBe(i18n.t(route.titleKey));
      expect(head.description.length).toBeGreaterThan(30);
    }
  });
});
