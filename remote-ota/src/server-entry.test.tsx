/**
 * @jest-environment node
 */
import { failOnPrerenderWarnings, textOf } from '@site/shared/testing';
import serverRemote from './server-entry';

/*
 * The build-time render (prerender.mjs calls `render` for every route and language) in Node, with
 * no browser globals: what a visitor without JavaScript and a crawler get. app/hydration.test.tsx
 * shows the browser hydrates the same HTML.
 */

failOnPrerenderWarnings();

describe('the OTA server entry', () => {
  it('renders the whole landing page in each language: hero, offer, success story and FAQ', async () => {
    const en = (await serverRemote.render('en_us', '/OTAFinance')).html;
    expect(en).toMatch(/<h1[^>]*>Working capital for online travel agencies<\/h1>/);
    expect(textOf(en)).toContain('Credit limits of up to USD 50 million, tenors of up to 120 days and interest from 10% p.a.');
    expect(textOf(en)).toContain('Frequently asked questions');
    expect(en).toContain('href="/en_us/Questionnaire1"');

    const zhHK = (await serverRemote.render('zh_hk', '/OTAFinance')).html;
    const [, h1 = ''] = /<h1[^>]*>(.*?)<\/h1>/s.exec(zhHK) ?? [];
    expect(textOf(h1)).toBe('為網上旅行社提供營運資金');
    expect(textOf(zhHK)).toContain('信貸額度最高 5000萬美元，期限最長 120 日，年利率低至 10%。');
    expect(textOf(zhHK)).toContain('成功案例');
    expect(textOf(zhHK)).toContain('常見問題');

    const zhCN = (await serverRemote.render('zh_cn', '/OTAFinance')).html;
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(zhCN)?.[1] ?? '')).toBe('为在线旅行社提供营运资金');
  });

  it('renders each flow page in its first state, with what depends on the visitor as a sized placeholder', async () => {
    const { html, namespaces } = await serverRemote.render('en_us', '/Questionnaire1');
    expect(html).toMatch(/<h1[^>]*>Contact information<\/h1>/);
    expect(textOf(html)).toContain('Step 1/2');
    // Sized by its class (the policy forbids style attributes; flow.module.css holds the height).
    expect(html).toMatch(/<div class="loading contactLoading" role="status"/);
    expect(html).not.toContain(' style=');
    expect(html).not.toContain('<form');
    expect(namespaces).toContain('flow');

    const progress = (await serverRemote.render('zh_cn', '/ProgressBar')).html;
    expect(progress).toContain('role="progressbar"');
    expect(progress).toContain('aria-valuenow="17"');
  });

  it('publishes its five routes, only the landing page for search engines, with a head in every language', async () => {
    expect((await serverRemote.listRoutes()).map((route) => [route.path, Boolean(route.indexable)])).toEqual([
      ['OTAFinance', true],
      ['Questionnaire1', false],
      ['Questionnaire2', false],
      ['ProgressBar', false],
      ['QuotaDisplay', false],
    ]);
    expect(await serverRemote.meta('zh_hk', { key: 'otaFinance' })).toEqual({ title: 'OTA 融資', description: expect.stringContaining('5000 萬美元') });
  });
});
