import { ApiError, callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import { answer, apiFailure, networkError, setupFakeApi } from './api';

const AREA_CODES = [{ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' }];
const api = setupFakeApi(answer(op.listAreaCodes, () => AREA_CODES));

describe('the fake api (MSW, typed from api/openapi.yaml)', () => {
  it('answers the real client in the api’s envelope, and records the call', async () => {
    await expect(callApi(op.listAreaCodes, { lang: 'zh_hk' })).resolves.toEqual(AREA_CODES);
    expect(api.callsTo(op.listAreaCodes)).toEqual([{ operation: 'listAreaCodes', path: '/api/kyc/areaCode/list', body: {}, lang: 'zh-HK' }]);
  });

  it('lets a test answer first, with the request’s body and language', async () => {
    api.use(answer(op.submitArticleFeedback, ({ body, lang }) => ({ ...body, id: `feedback in ${lang}`, createTime: '2026-11-22T03:00:00.000Z' })));
    const body = { article: 'create-a-payout', lang: 'en_us', voter: '6f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15', helpful: true } as const;
    await expect(callApi(op.submitArticleFeedback, { body, lang: 'zh_cn' })).resolves.toMatchObject({ id: 'feedback in zh-CN', article: 'create-a-payout' });
    expect(api.calls.map((call) => call.operation)).toEqual(['submitArticleFeedback']);
  });

  it('answers a failure as the api does: status, code, message and field reach the caller as an ApiError', async () => {
    api.use(answer(op.listAreaCodes, () => apiFailure(400, 'VALIDATION_FAILED', 'Bad field', 'keyword')));
    const error = await callApi(op.listAreaCodes, { lang: 'en_us' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Bad field', code: 'VALIDATION_FAILED', status: 400, field: 'keyword' });
  });

  it('fails the request as a network failure does', async () => {
    api.use(answer(op.listAreaCodes, () => networkError));
    await expect(callApi(op.listAreaCodes, { lang: 'en_us' })).rejects.toMatchObject({ name: 'ApiError', code: 'ERR_NETWORK' });
  });

  it('keeps a test’s handlers and calls to that test', () => {
    expect(api.calls).toEqual([]);
  });

  it('type-checks handlers against the contract, and a handler for a path the api lacks answers nothing', async () => {
    // @ts-expect-error: the answer's shape is not listAreaCodes' data.
    answer(op.listAreaCodes, () => [{ code: '+852' }]);
    // @ts-expect-error: a descriptor written by hand, with a path the operation does not have.
    const stray = answer({ id: 'listAreaCodes', method: 'POST', path: '/api/kyc/areaCode/lists' } as const, () => []);
    api.use(stray);
    // The real call still reaches the handler of the contract's own path.
    await expect(callApi(op.listAreaCodes, { lang: 'en_us' })).resolves.toEqual(AREA_CODES);
  });
});
