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

describe('the api client asks for messages in the right language', () => {
  it('in the visitor\'s site language by default', async () => {
    const asked = recordLanguages();
    siteStore.getState().setLang('zh_hk');
    await callApi(op.listPositions);
    expect(asked).toEqual(['zh-HK']);
  });

  it('in the language a region names, whatever the site language (the Chinese-only micro-site)', async () => {
    const asked = recordLanguages();
    siteStore.getState().setLang('en_us');
    await callApi(op.submitExportRefundApplication, { body: APPLICATION, lang: 'zh_cn' });
    await callApi(op.listPositions);
    expect(asked).toEqual(['zh-CN', 'en']);
  });
});

describe('the api client calls an operation of openapi.yaml by its id', () => {
  it('at the operation\'s path and method, resolving with the data of its envelope', async () => {
    const seen: string[] = [];
    http.defaults.adapter = async (config) => {
      seen.push(`${config.method?.toUpperCase()} ${config.url}`);
      return { data: { code: '200', msg: 'ok', data: [{ dictParam: 'JOB_TITLE', dictKey: 'CEO', displayName: 'CEO' }] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const positions = await callApi(op.listPositions);
    expect(seen).toEqual(['GET /api/official/potentialCust/listAllPositionEnum']);
    expect(positions.map((position) => position.displayName)).toEqual(['CEO']);
  });

  it('takes the body and answers with the types the contract gives (checked by tsc)', () => {
    const typed = async () => {
      // @ts-expect-error getHistoricalRates takes a body
      await callApi(op.getHistoricalRates);
      // @ts-expect-error `pageSize` is not a field of RateHistoryRequest
      await callApi(op.getHistoricalRates, { body: { current: 1, pageSize: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY' } } });
      const page = await callApi(op.getHistoricalRates, { body: { current: 1, size: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY' } } });
      // @ts-expect-error a record has no `value`, its figure is `rate`
      return page.records.map((record) => record.value);
    };
    expect(typeof typed).toBe('function');
  });
});
