/**
 * @jest-environment node
 */
import { ApiError, type ApiClient } from '@site/shared/api';
import { i18n } from './i18n';
import { answeredWithOutcome, failOnPrerenderWarnings, textOf } from '@site/shared/testing';
import { listBusinessTypes } from './features/application/api/list-business-types';
import { submitApplication } from './features/application/api/submit-application';
import { pages } from './routes';
import serverRemote from './server-entry';

jest.mock('./features/application/api/list-business-types', () => ({ listBusinessTypes: jest.fn() }));
jest.mock('./features/application/api/submit-application', () => ({ submitApplication: jest.fn() }));
const listMock = jest.mocked(listBusinessTypes);
const submitMock = jest.mocked(submitApplication);
beforeEach(() => {
  listMock.mockReset();
  submitMock.mockReset();
});

const API = 'http://127.0.0.1:3100';
const VALID = { firstName: '王', lastName: '小明', businessEmail: 'wang@example.cn', contactNo: '13800138000', companyName: '深圳出口有限公司', usci: '91440300MA5FUTUE1Y', businessType: 'PRODUCTION' };
const posted = (values: Record<string, string>) => Object.fromEntries([['_form', ['application']], ...Object.entries(values).map(([name, value]) => [name, [value]])]);
/** Where a client the action or the loader was given reaches the api. */
const reached = (api: ApiClient | undefined) => api?.address('/api');

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
    for (const page of pages.entries) {
      const { html } = await serverRemote.render('zh_cn', page.path);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  });

  it('publishes every page under /exportdrawback, in zh_cn, with the title the page shows and a description', async () => {
    expect(serverRemote.mount).toBe('/exportdrawback');
    expect(serverRemote.langs).toEqual(['zh_cn']);
    expect((await serverRemote.listRoutes()).map((route) => route.path)).toEqual(['', 'source', 'apply', 'SourcePage', 'FixPrice', 'subscCons', 'info', '404']);
    for (const route of await serverRemote.listRoutes()) {
      const head = await serverRemote.meta('zh_cn', route);
      expect(head.title).toBe(i18n.t(`pages.${route.key}.title`));
      expect(head.description.length).toBeGreaterThan(30);
    }
  });

  it('builds the form with its business types loading (the browser loads them), and renders them per request with the api', async () => {
    const built = await serverRemote.render('zh_cn', '/apply');
    expect(built.html).toContain('正在加载企业类型…');
    expect(listMock).not.toHaveBeenCalled();
    listMock.mockResolvedValue([{ dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'TRADING', displayName: '外贸企业' }]);
    const live = await serverRemote.render('zh_cn', '/apply', { apiUrl: API });
    expect(live.html).toContain('<option value="TRADING">外贸企业</option>');
    expect(reached(listMock.mock.calls[0]?.[0])).toBe(`${API}/api`);
  });

  it('takes the application posted without JavaScript on each page with the form, through the page’s action and the post’s own client', async () => {
    listMock.mockResolvedValue([]);
    submitMock.mockResolvedValue(undefined);
    for (const path of ['/', '/apply', '/subscCons']) {
      const sent = await serverRemote.action({ lang: 'zh_cn', path, query: { channelId: 'wechat' }, fields: posted(VALID), apiUrl: API, forwardedFor: '203.0.113.7' });
      expect(sent).toEqual({ status: 200, outcome: { values: expect.objectContaining({ firstName: '' }), errors: {}, sent: true } });
    }
    expect(submitMock).toHaveBeenCalledTimes(3);
    expect(submitMock).toHaveBeenLastCalledWith(expect.anything(), { ...VALID, channelId: 'wechat' });
    expect(reached(submitMock.mock.calls[0]?.[0])).toBe(`${API}/api`);
    // A page without the form takes no post.
    await expect(serverRemote.action({ lang: 'zh_cn', path: '/FixPrice', query: {}, fields: posted(VALID), apiUrl: API, forwardedFor: '203.0.113.7' })).resolves.toBeUndefined();
  });

  it('answers a refused post with its status, and renders the page with the values kept and the api’s message on its field', async () => {
    listMock.mockResolvedValue([]);
    submitMock.mockRejectedValueOnce(new ApiError('企业邮箱格式不正确', 'BAD_REQUEST', 400, 'businessEmail'));
    const refused = answeredWithOutcome(await serverRemote.action({ lang: 'zh_cn', path: '/apply', query: {}, fields: posted(VALID), apiUrl: API, forwardedFor: '203.0.113.7' }));
    expect(refused.status).toBe(400);
    expect(refused.outcome.errors).toEqual({ businessEmail: { kind: 'server', message: '企业邮箱格式不正确' } });
    const page = await serverRemote.render('zh_cn', '/apply', { apiUrl: API, data: { 'form:application': refused.outcome } });
    expect(page.html).toContain('value="深圳出口有限公司"');
    expect(textOf(page.html)).toContain('企业邮箱格式不正确');
  });
});

