/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { screen, within } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import { answer, apiFailure, languagesAsked, setupFakeApi } from '@site/shared/testing/api';
import { clearLeadLookups } from '../../components/demo-request/hooks/use-lead-lookups';
import { user } from '../../components/demo-request/test-utils';
import { renderRoute } from '../../lib/test/render-page';
import serverRemote from '../../server-entry';

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

/*
 * Contact and the demo request page as the site's server serves them (docs/composition.md, "Forms
 * without JavaScript"): Contact carries no copy of the Watch-a-Demo form, nor its lists; its button
 * leads a browser without JavaScript to the demo request page, which carries the form once, with the
 * api's lists, and also sends it with JavaScript.
 */

const COUNTRIES = [
  { id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' },
  { id: 'SG', code: 'SG', countryNameEng: 'Singapore', countryNameCn: '新加坡', countryNameHk: '新加坡', displayName: 'Singapore' },
  { id: 'HK', code: 'HK', countryNameEng: 'Hong Kong', countryNameCn: '中国香港', countryNameHk: '中國香港', displayName: 'Hong Kong' },
];
const AREA_CODES = [
  { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
  { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
];
/** Whether the next request for the countries fails (the api is briefly down). */
let countriesFail = false;
const api = setupFakeApi(
  answer(op.listPositions, () => [{ dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' }]),
  answer(op.listProducts, () => [{ dictParam: 'PRODUCT' as const, dictKey: 'PAYMENT_FX' as const, displayName: 'Payment & FX', children: [] }]),
  answer(op.listBusinessTypes, () => [{ dictParam: 'BUSINESS_TYPE', dictKey: 'E_COMMERCE', displayName: 'E-commerce' }]),
  answer(op.listCountries, () => {
    if (!countriesFail) return COUNTRIES;
    countriesFail = false;
    return apiFailure(503, 'UNAVAILABLE', 'Service unavailable');
  }),
  answer(op.listAreaCodes, () => AREA_CODES),
  answer(op.newInsertLead, () => ({}) as never),
);

beforeEach(() => clearLeadLookups());
afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the site's server renders it per request, with the api's data. */
const served = (lang: 'en_us' | 'zh_hk', path: string) => serverRemote.render(lang, path, { apiUrl: window.location.origin });
const countOf = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Each `<noscript><a …href="…"…>label</a></noscript>` of served HTML as [href, label], found by index. */
function noscriptLinks(html: string): [string, string][] {
  const links: [string, string][] = [];
  const open = '<noscript><a ';
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + open.length)) {
    const tagEnd = html.indexOf('>', at + open.length);
    const close = html.indexOf('</a></noscript>', tagEnd);
    if (tagEnd === -1 || close === -1) break;
    const tag = html.slice(at, tagEnd);
    const hrefAt = tag.indexOf(' href="');
    if (hrefAt === -1) continue;
    links.push([tag.slice(hrefAt + 7, tag.indexOf('"', hrefAt + 7)), html.slice(tagEnd + 1, close)]);
  }
  return links;
}

describe('Contact as the site serves it', () => {
  it('carries no demo form and none of its lists, as built and rendered per request alike', async () => {
    for (const { html } of [await serverRemote.render('en_us', '/Contact'), await served('en_us', '/Contact')]) {
      expect(countOf(html, /<form\b/g)).toBe(0);
      expect(countOf(html, /<option\b/g)).toBe(0);
      expect(countOf(html, /<select\b/g)).toBe(0);
      // Its data for the browser's router is empty: Contact has no loader.
      expect(html).toContain('<script type="application/json" data-server-data="">{"router":{"loaderData":{}}}</script>');
      document.body.innerHTML = html;
      expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    }
    // Contact reads none of the form's lists.
    expect(api.calls).toEqual([]);
  });

  it('has a Watch-a-Demo button that, without JavaScript, is a link to the demo request page', async () => {
    const { html } = await serverRemote.render('en_us', '/Contact');
    const links = noscriptLinks(html);
    expect(links).toEqual([['/en_us/DemoRequest', 'Watch a demo']]);
  });
});

describe('the demo request page as the site serves it', () => {
  it('carries the form once, with the api’s lists in the page’s language: one country select, one dial-code select', async () => {
    const { html, incomplete } = await served('zh_hk', '/DemoRequest');
    expect(incomplete).toBeUndefined();
    expect(html).not.toContain('<noscript');
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { level: 1, name: '觀看示範' })).toBeInTheDocument();

    const forms = document.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    const form = forms[0] as HTMLFormElement;
    expect(form.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('demo-request');
    // Posted to the page itself, whose answer opens at the form.
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '#demo-request']);
    expect(document.getElementById('demo-request')).not.toBeNull();

    const countries = document.querySelectorAll('select[name="country"]');
    expect(countries).toHaveLength(1);
    expect([...(countries[0] as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'United Kingdom', 'Singapore', 'Hong Kong']);
    const dialCodes = document.querySelectorAll('select[name="areaCodeId"]');
    expect(dialCodes).toHaveLength(1);
    expect([...(dialCodes[0] as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'HK', 'SG']);
    // Every option of the page is one of the form's four lists', each with its placeholder.
    expect(document.querySelectorAll('option')).toHaveLength(2 + 3 + 2 + 4);
    expect(within(form).getByRole('checkbox', { name: 'Payment & FX' })).toBeInTheDocument();
    expect(languagesAsked(api.calls)).toEqual(['zh-HK']);
    // A Chinese name is asked as it is written: family name (姓) first, then given name (名).
    expect([...form.querySelectorAll('input[type="text"]')].slice(0, 2).map((input) => input.getAttribute('name'))).toEqual(['lastName', 'firstName']);
    expect([...form.querySelectorAll('label')].slice(0, 2).map((label) => label.textContent?.replace('*', '').trim())).toEqual(['姓', '名']);
  });

  it('asks an English name as it is written: first name, then last name', async () => {
    document.body.innerHTML = (await served('en_us', '/DemoRequest')).html;
    const form = document.querySelector('form') as HTMLFormElement;
    expect([...form.querySelectorAll('input[type="text"]')].slice(0, 2).map((input) => input.getAttribute('autocomplete'))).toEqual(['given-name', 'family-name']);
  });

  it('sends the form through the api with JavaScript, the dial code taken from its plain select', async () => {
    // In the page's language, whichever the server renders above left the instance in; the page's
    // loader asks for the lists in the browser.
    await renderRoute('/DemoRequest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Watch a demo' })).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'Your details' }));
    await user.type(await form.findByRole('textbox', { name: /First name/ }), 'Anna');
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Smith');
    await user.selectOptions(form.getByRole('combobox', { name: /Job title/ }), 'IT_MANAGER');
    await user.type(form.getByRole('textbox', { name: /Business email/ }), 'anna@example.co.uk');
    await user.selectOptions(form.getByRole('combobox', { name: /Area code/ }), 'SG');
    await user.type(form.getByRole('textbox', { name: /Contact number/ }), '91234567');
    await user.click(form.getByRole('checkbox', { name: 'Payment & FX' }));
    await user.type(form.getByRole('textbox', { name: /Company name/ }), 'Smith Imports');
    await user.selectOptions(form.getByRole('combobox', { name: /Business type/ }), 'E_COMMERCE');
    await user.selectOptions(form.getByRole('combobox', { name: /Country or region/ }), 'United Kingdom');
    await user.click(form.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent("We've received your submission, and we'll be in touch soon!");
    const [sent] = api.callsTo(op.newInsertLead);
    expect(sent?.body).toMatchObject({ firstName: 'Anna', areaCode: '+65', areaName: 'Singapore +65', interestedProduct: ['PAYMENT_FX'], country: 'United Kingdom' });
  });

  it('offers Retry when its lists cannot be loaded, and shows the form once they are', async () => {
    countriesFail = true;
    await renderRoute('/DemoRequest');
    expect(await screen.findByRole('alert')).toHaveTextContent('The lists of options for this form could not be loaded.');
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(api.callsTo(op.listCountries)).toHaveLength(2);
  });
});
