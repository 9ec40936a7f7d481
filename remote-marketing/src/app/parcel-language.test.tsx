import { act, configure, screen, within } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { ParcelDefinition } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { answer, languagesAsked, setupFakeApi } from '@site/shared/testing/api';
import { mountParcel as mount } from '@site/shared/testing/parcel-language';
import { clearLeadLookups } from '../components/demo-request/hooks/use-lead-lookups';
import { fillValidDemoForm, fillValidEnquiry, user } from '../components/demo-request/test-utils';
import { clearBusinessTypes } from '../features/international-trade/loaders';
import { demoRequestParcelDefinition } from './demo-request-parcel';
import { parcelDefinition } from './parcel';

/*
 * One language channel (docs/composition.md): a parcel rendered in a language asks the api in it,
 * whatever the site store says. The store and a parcel's `lang` agree on the site; they are made
 * to disagree here, so a call that read the store would be seen asking in the wrong language.
 * The real client makes the requests; the fake api records the Accept-Language of each.
 */

// The drawer's chunk and lists, and the page's, take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const BUSINESS_TYPES = [
  { dictParam: 'BUSINESS_TYPE', dictKey: 'E_COMMERCE', displayName: 'E-commerce' },
  { dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' },
];
const api = setupFakeApi(
  answer(op.listPositions, () => [{ dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' }]),
  answer(op.listProducts, () => [{ dictParam: 'PRODUCT' as const, dictKey: 'OTA_FINANCE' as const, displayName: 'OTA Finance', children: [] }]),
  answer(op.listBusinessTypes, () => BUSINESS_TYPES),
  answer(op.listCountries, () => [{ id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' }]),
  answer(op.listAreaCodes, () => [{ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' }]),
  answer(op.newInsertLead, () => ({}) as never),
  answer(op.saveTradeFinanceEnquiry, () => ({}) as never),
);

/** Mounts a parcel with `lang` as its prop while the site store says `storeLang` (@site/shared/testing/parcel-language). */
const mountParcel = (definition: ParcelDefinition, lang: RouteLang, storeLang: RouteLang, path = '/') => mount(definition, { lang, storeLang, path });

/** The languages the api was asked in, each once. */
const askedIn = () => languagesAsked(api.calls);

beforeEach(() => {
  clearLeadLookups();
  clearBusinessTypes();
});

describe('a parcel asks the api in its own language, not the site store’s', () => {
  it('the demo drawer of a Traditional Chinese page loads its lists in Traditional Chinese', async () => {
    await mountParcel(demoRequestParcelDefinition, 'zh_hk', 'en_us');
    act(() => siteStore.getState().openDemoRequest('OTA_FINANCE'));
    await screen.findByRole('textbox', { name: /企業電郵/ });
    expect(api.calls.map((call) => call.operation).sort()).toEqual(['listAreaCodes', 'listBusinessTypes', 'listCountries', 'listPositions', 'listProducts']);
    expect(askedIn()).toEqual(['zh-HK']);
  });

  it('the demo drawer opened from one of this remote’s own pages asks in that page’s language', async () => {
    await mountParcel(parcelDefinition, 'zh_hk', 'en_us', '/InternationalTrade');
    await screen.findByRole('option', { name: 'Private company' });
    act(() => siteStore.getState().openDemoRequest('OTA_FINANCE'));
    // The page's own form has no job title: this is the drawer's form, past its placeholder.
    await screen.findByRole('combobox', { name: /職位/ });
    expect(api.callsTo(op.listPositions).length).toBeGreaterThan(0);
    expect(askedIn()).toEqual(['zh-HK']);
  });

  it('the demo drawer of an English page sends the request in English', async () => {
    await mountParcel(demoRequestParcelDefinition, 'en_us', 'zh_hk');
    act(() => siteStore.getState().openDemoRequest('OTA_FINANCE'));
    // A placeholder drawer shows while the drawer's code loads: the form's is the one to fill.
    await screen.findByRole('textbox', { name: /First name/ });
    const dialog = screen.getByRole('dialog', { name: 'Watch a demo' });
    await fillValidDemoForm(dialog);
    const box = within(dialog);
    await user.click(box.getByRole('button', { name: 'Submit' }));
    await box.findByText("We've received your submission, and we'll be in touch soon!");
    expect(api.callsTo(op.newInsertLead)).toHaveLength(1);
    expect(askedIn()).toEqual(['en']);
  });

  it('the International Trade page in Simplified Chinese lists the business types in Simplified Chinese', async () => {
    await mountParcel(parcelDefinition, 'zh_cn', 'zh_hk', '/InternationalTrade');
    await screen.findByRole('option', { name: 'Private company' });
    expect(api.callsTo(op.listBusinessTypes).length).toBeGreaterThan(0);
    expect(askedIn()).toEqual(['zh-CN']);
  });

  it('the International Trade page in English sends its enquiry in English', async () => {
    await mountParcel(parcelDefinition, 'en_us', 'zh_cn', '/InternationalTrade');
    await screen.findByRole('option', { name: 'Private company' });
    await fillValidEnquiry();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: 'Thank you, your enquiry has been sent' });
    expect(api.callsTo(op.saveTradeFinanceEnquiry)).toHaveLength(1);
    expect(askedIn()).toEqual(['en']);
  });
});
