import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as op from '@site/shared/api/operations';
import { languagesAsked, setupFakeApi } from '@site/shared/testing/api';
import { mountParcel } from '@site/shared/testing/parcel-language';
import { clearLookupCache } from '../features/credit-flow/loaders';
import { endFlow, useFlowStore } from '../features/credit-flow/stores/flow-store';
import { fakeApi } from '../test/fake-api';
import { parcelDefinition } from './parcel';

/*
 * One language channel (docs/composition.md): the flow asks the api in its parcel's `lang`,
 * whatever the site store says. They agree on the site; here they disagree, so a call that took
 * the store's language would be seen. The real client makes the requests; the fake api records
 * each one's Accept-Language.
 */

// A page's chunk and strings, and the lists, take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const server = setupFakeApi();
const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
const BOTH_STEPS = { companyName: 'Lotus Travel Ltd', step1Complete: true, platforms: ['AGODA' as const], annualBookingVolume: 'FROM_5M_TO_20M' as const, yearsOperating: 4, step2Complete: true, indicativeLimitUsd: 2_500_000 };

beforeEach(() => {
  endFlow();
  clearLookupCache();
  useFlowStore.setState({ customerFlag: FLAG });
});

describe('the OTA flow asks the api in its parcel’s language, not the site store’s', () => {
  it('step 1 in Traditional Chinese reads the saved answers, loads both lists and saves in Traditional Chinese', async () => {
    const api = fakeApi(server);
    api.seed(FLAG, {});
    const user = userEvent.setup();
    const { props } = await mountParcel(parcelDefinition, { lang: 'zh_hk', storeLang: 'en_us', path: '/Questionnaire1' });
    await user.type(await screen.findByRole('textbox', { name: /公司名稱/ }), 'Lotus Travel Ltd');
    await user.type(screen.getByRole('textbox', { name: /聯絡人/ }), 'Li Na');
    await user.type(screen.getByRole('textbox', { name: /公司電郵/ }), 'li.na@example.com');
    const country = screen.getByRole('combobox', { name: /國家或地區/ });
    await waitFor(() => expect(country).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /區號/ })).toBeEnabled());
    await user.selectOptions(country, '新加坡');
    await user.type(screen.getByRole('textbox', { name: /聯絡電話/ }), '8123 4567');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/Questionnaire2'));
    expect([...new Set(server.calls.map((call) => call.operation))].sort()).toEqual(['listAreaCodes', 'listCountries', 'queryQuestionnaire', 'saveOrUpdateQuestionnaire']);
    expect(languagesAsked(server.calls)).toEqual(['zh-HK']);
  });

  it('the evaluation in Simplified Chinese asks in Simplified Chinese', async () => {
    fakeApi(server).seed(FLAG, BOTH_STEPS);
    await mountParcel(parcelDefinition, { lang: 'zh_cn', storeLang: 'zh_hk', path: '/ProgressBar' });
    // StrictMode (as the parcel renders) runs the effect twice: the first call is aborted.
    await waitFor(() => expect(server.callsTo(op.queryQuestionnaire).length).toBeGreaterThan(0));
    expect(languagesAsked(server.calls)).toEqual(['zh-CN']);
  });

  it('the quota page in English reads the limit in English', async () => {
    fakeApi(server).seed(FLAG, BOTH_STEPS);
    await mountParcel(parcelDefinition, { lang: 'en_us', storeLang: 'zh_cn', path: '/QuotaDisplay' });
    expect(await screen.findByText('USD 2,500,000')).toBeInTheDocument();
    expect(server.callsTo(op.queryQuestionnaire).length).toBeGreaterThan(0);
    expect(languagesAsked(server.calls)).toEqual(['en']);
  });
});
