import { siteStore } from '@site/shared/store';
import * as op from '@site/shared/api/operations';
import { callApi, http } from './client';

/** Answers every request with code '200' and records the language it asked for. */
function recordLanguages(): string[] {
  const asked: string[] = [];
  http.defaults.adapter = async (config) => {
    asked.push(String(config.headers['Accept-Language']));
    return { data: { code: '200', msg: 'ok', data: null }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return asked;
}

const APPLICATION = {
  firstName: 'Mei',
  lastName: 'Li',
  businessEmail: 'mei@example.com',
  contactNo: '13800000000',
  companyName: 'Example Trading Co.',
  usci: '91350100M000100Y43',
  businessType: 'EXPORT',
};

afterEach(() => siteStore.getState().setLang('en_us'));

describe('the api client asks for messages in the language each call names', () => {
  it('whatever the site store says (one language channel: the parcel\'s lang)', async () => {
    const asked = recordLanguages();
    siteStore.getState().setLang('zh_hk');
    await callApi(op.listPositions, { lang: 'en_us' });
    await callApi(op.submitExportRefundApplication, { body: APPLICATION, lang: 'zh_cn' });
    siteStore.getState().setLang('en_us');
    await callApi(op.listPositions, { lang: 'zh_hk' });
    expect(asked).toEqual(['en', 'zh-CN', 'zh-HK']);
  });

  it('takes no call without a language (checked by tsc)', () => {
    const typed = async () => {
      // @ts-expect-error every call names its language
      await callApi(op.listPositions);
      // @ts-expect-error every call names its language
      await callApi(op.listPositions, {});
      // @ts-expect-error every call names its language, a body or not
      await callApi(op.submitExportRefundApplication, { body: APPLICATION });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('the api client calls an operation of openapi.yaml by its id', () => {
  it('at the operation\'s path and method, resolving with the data of its envelope', async () => {
    const seen: string[] = [];
    http.defaults.adapter = async (config) => {
      seen.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: { code: '200', msg: 'ok', data: [{ dictParam: 'JOB_TITLE', dictKey: 'CEO', displayName: 'CEO' }] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const positions = await callApi(op.listPositions, { lang: 'en_us' });
    expect(seen).toEqual(['GET /api/official/potentialCust/listAllPositionEnum']);
    expect(positions.map((position) => position.displayName)).toEqual(['CEO']);
  });

  it('takes the body and answers with the types the contract gives (checked by tsc)', () => {
    const typed = async () => {
      // @ts-expect-error getHistoricalRates takes a body
      await callApi(op.getHistoricalRates, { lang: 'en_us' });
      // @ts-expect-error `pageSize` is not a field of RateHistoryRequest
      await callApi(op.getHistoricalRates, { body: { current: 1, pageSize: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY' } }, lang: 'en_us' });
      const page = await callApi(op.getHistoricalRates, { body: { current: 1, size: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY' } }, lang: 'en_us' });
      // @ts-expect-error a record has no `value`, its figure is `rate`
      return page.records.map((record) => record.value);
    };
    expect(typeof typed).toBe('function');
  });
});
