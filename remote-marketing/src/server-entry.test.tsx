/**
 * @jest-environment node
 */
import { ApiError, type ApiClient } from '@site/shared/api';
import type { RouteLang } from '@site/shared/lang';
import { answeredWithOutcome, failOnPrerenderWarnings, textOf } from '@site/shared/testing';
import { listAreaCodes, listBusinessTypes as listLeadBusinessTypes, listCountries, listPositions, listProducts } from './components/demo-request/api/list-lead-lookups';
import { submitLead } from './components/demo-request/api/submit-lead';
import { listBusinessTypes } from './features/international-trade/api/list-business-types';
import { saveEnquiry } from './features/international-trade/api/save-enquiry';
import { PAGE_HEADINGS } from './lib/test/page-headings';
import serverRemote from './server-entry';

jest.mock('./features/international-trade/api/list-business-types');
jest.mock('./features/international-trade/api/save-enquiry');
jest.mock('./components/demo-request/api/list-lead-lookups');
jest.mock('./components/demo-request/api/submit-lead');

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(listBusinessTypes).mockResolvedValue([{ dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' }]);
  jest.mocked(listPositions).mockResolvedValue([{ dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' }]);
  jest.mocked(listProducts).mockResolvedValue([{ dictParam: 'PRODUCT', dictKey: 'PAYMENT_FX', displayName: 'Payment & FX', children: [] }]);
  jest.mocked(listLeadBusinessTypes).mockResolvedValue([{ dictParam: 'BUSINESS_TYPE', dictKey: 'E_COMMERCE', displayName: 'E-commerce' }]);
  jest.mocked(listCountries).mockResolvedValue([{ id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' }]);
  jest.mocked(listAreaCodes).mockResolvedValue([{ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' }]);
});

const API = 'http://127.0.0.1:3100';
/** Where a client the action or the loader was given reaches the api. */
const reached = (api: ApiClient | undefined) => api?.address('/api');
/** A form's fields as the browser posts them, with its name in the hidden `_form` field. */
const posted = (form: string, values: Record<string, string | string[]>) =>
  Object.fromEntries([['_form', [form]], ...Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value : [value]])]);
const post = (form: string, path: string, values: Record<string, string | string[]>, lang: RouteLang = 'en_us') =>
  serverRemote.action({ lang, path, query: {}, fields: posted(form, values), apiUrl: API, forwardedFor: '203.0.113.7' });
/** A post the page answers with its outcome (the test fails on a redirect or no answer). */
const answered = async (...args: Parameters<typeof post>) => answeredWithOutcome(await post(...args));

const ENQUIRY = {
  companyName: 'Shenzhen Export Co',
  usci: '91440300MA5FUTUE1Y',
  businessType: 'PRIVATE_COMPANY',
  city: 'Shenzhen',
  establishmentYears: '6',
  quarterlyFxAmountCny: '12,000,000',
  mainBusiness: 'Electronics',
  contactPerson: 'Zhang Wei',
  contactNo: '13800138000',
  businessEmail: 'zhang.wei@example.cn',
};
const DEMO = {
  firstName: 'Anna',
  lastName: 'Smith',
  jobTitle: 'IT_MANAGER',
  businessEmail: 'anna@example.co.uk',
  areaCodeId: 'HK',
  contactNo: '91234567',
  interestedProduct: ['PAYMENT_FX'],
  companyName: 'Smith Imports',
  businessType: 'E_COMMERCE',
  country: 'United Kingdom',
};

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

  it('builds the live pages with their lists loading (the browser loads them), and renders them per request with the api', async () => {
    const built = await serverRemote.render('en_us', '/InternationalTrade');
    expect(built.html).toContain('Loading options…');
    expect(listBusinessTypes).not.toHaveBeenCalled();
    const live = await serverRemote.render('zh_cn', '/InternationalTrade', { apiUrl: API });
    expect(live.html).toContain('<option value="PRIVATE_COMPANY">Private company</option>');
    expect(jest.mocked(listBusinessTypes).mock.calls).toEqual([[expect.anything(), 'zh_cn']]);
    expect(reached(jest.mocked(listBusinessTypes).mock.calls[0]?.[0])).toBe(`${API}/api`);
    const demo = await serverRemote.render('en_us', '/DemoRequest', { apiUrl: API });
    expect(demo.html).toContain('<option value="IT_MANAGER">IT manager</option>');
    expect(reached(jest.mocked(listPositions).mock.calls[0]?.[0])).toBe(`${API}/api`);
  });

  it('takes the enquiry posted without JavaScript through the International Trade page’s action and the post’s own client', async () => {
    jest.mocked(saveEnquiry).mockResolvedValue(null as never);
    const sent = await answered('enquiry', '/InternationalTrade', ENQUIRY, 'zh_cn');
    expect(sent).toEqual({ status: 200, outcome: expect.objectContaining({ sent: true, errors: {} }) });
    expect(saveEnquiry).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ companyName: 'Shenzhen Export Co', quarterlyFxAmountCny: 12000000, establishmentYears: 6 }), 'zh_cn');
    expect(reached(jest.mocked(saveEnquiry).mock.calls[0]?.[0])).toBe(`${API}/api`);
    const page = await serverRemote.render('zh_cn', '/InternationalTrade', { apiUrl: API, data: { 'form:enquiry': sent.outcome } });
    expect(textOf(page.html)).toContain('谢谢，您的咨询已发送');
  });

  it('answers an enquiry with broken rules 400, and renders the page with the visitor’s input and the messages in the page’s language', async () => {
    const refused = await answered('enquiry', '/InternationalTrade', { ...ENQUIRY, city: '', usci: '123' }, 'zh_hk');
    expect(refused.status).toBe(400);
    expect(saveEnquiry).not.toHaveBeenCalled();
    const page = await serverRemote.render('zh_hk', '/InternationalTrade', { apiUrl: API, data: { 'form:enquiry': refused.outcome } });
    expect(page.html).toContain('value="Shenzhen Export Co"');
    expect(page.html).toContain('value="123"');
    expect(textOf(page.html)).toContain('統一社會信用代碼應為 18 位');
  });

  it('keeps the input and shows the api’s own message on the field it names', async () => {
    jest.mocked(saveEnquiry).mockRejectedValueOnce(new ApiError('Business type is not one of the list', 'BAD_REQUEST', 400, 'businessType'));
    const refused = await answered('enquiry', '/InternationalTrade', ENQUIRY);
    expect(refused.status).toBe(400);
    const page = await serverRemote.render('en_us', '/InternationalTrade', { apiUrl: API, data: { 'form:enquiry': refused.outcome } });
    expect(page.html).toContain('value="Zhang Wei"');
    expect(textOf(page.html)).toContain('Business type is not one of the list');
  });

  it('takes the demo request posted without JavaScript through the demo request page’s action, the dial code read back from the api’s list', async () => {
    jest.mocked(submitLead).mockResolvedValue({} as never);
    const sent = await answered('demo-request', '/DemoRequest', DEMO);
    expect(sent.status).toBe(200);
    expect(submitLead).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ firstName: 'Anna', areaCode: '+852', areaName: 'Hong Kong +852', interestedProduct: ['PAYMENT_FX'] }), 'en_us');
    expect(reached(jest.mocked(submitLead).mock.calls[0]?.[0])).toBe(`${API}/api`);
    const page = await serverRemote.render('en_us', '/DemoRequest', { apiUrl: API, data: { 'form:demo-request': sent.outcome } });
    expect(textOf(page.html).replace(/&#x27;/g, "'")).toContain("We've received your submission, and we'll be in touch soon!");
  });

  it('answers a demo request with broken rules 400 with the input kept and the messages localized', async () => {
    const refused = await answered('demo-request', '/DemoRequest', { ...DEMO, businessEmail: 'not-an-email' }, 'zh_cn');
    expect(refused.status).toBe(400);
    expect(submitLead).not.toHaveBeenCalled();
    const page = await serverRemote.render('zh_cn', '/DemoRequest', { apiUrl: API, data: { 'form:demo-request': refused.outcome } });
    expect(page.html).toContain('value="not-an-email"');
    expect(textOf(page.html)).toContain('邮箱格式错误');
  });

  it('takes no post on a page without that form', async () => {
    await expect(post('enquiry', '/Contact', ENQUIRY)).resolves.toBeUndefined();
    await expect(post('demo-request', '/InternationalTrade', DEMO)).resolves.toBeUndefined();
    await expect(post('enquiry', '/DemoRequest', ENQUIRY)).resolves.toBeUndefined();
    expect(saveEnquiry).not.toHaveBeenCalled();
    expect(submitLead).not.toHaveBeenCalled();
  });
});
