import { ApiError, createApiClient } from '@site/shared/api';
import { submitApplication } from '../api/submit-application';
import { applicationOutcome } from './application-action';

jest.mock('../api/submit-application', () => ({ submitApplication: jest.fn() }));
const submitMock = jest.mocked(submitApplication);

const VALID = { firstName: '王', lastName: '小明', businessEmail: 'wang@example.cn', contactNo: '13800138000', companyName: '深圳出口有限公司', usci: '91440300MA5FUTUE1Y', businessType: 'PRODUCTION' };
const posted = (values: Record<string, string>) => Object.fromEntries([['_form', ['application']], ...Object.entries(values).map(([name, value]) => [name, [value]])]);

/** The post's own client, as the site's server makes it for this visitor. */
const api = createApiClient({ baseURL: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' });

beforeEach(() => submitMock.mockReset());

describe('the application posted without JavaScript', () => {
  it('answers an incomplete post 400 with each field’s message, the typed values kept, nothing sent', async () => {
    const { status, outcome } = await applicationOutcome({ query: {}, fields: posted({ companyName: '深圳出口有限公司' }) }, api);
    expect(status).toBe(400);
    expect(submitMock).not.toHaveBeenCalled();
    expect(outcome.values).toMatchObject({ companyName: '深圳出口有限公司', firstName: '' });
    expect(outcome.errors).toMatchObject({ firstName: { kind: 'rule', key: 'form.errors.firstNameRequired' }, businessType: { kind: 'rule', key: 'form.errors.businessTypeRequired' } });
    expect(outcome.errors.companyName).toBeUndefined();
  });

  it('submits the application with the channel from the page’s address, as the form does', async () => {
    submitMock.mockResolvedValue(undefined);
    const { status, outcome } = await applicationOutcome({ query: { channelId: 'wechat' }, fields: posted(VALID) }, api);
    expect(status).toBe(200);
    expect(outcome.sent).toBe(true);
    expect(submitMock).toHaveBeenCalledWith(api, { ...VALID, channelId: 'wechat' });
  });

  it('keeps the values with the api’s message on the field it names, and the form’s own failure when the api is down', async () => {
    submitMock.mockRejectedValueOnce(new ApiError('企业邮箱格式不正确', 'BAD_REQUEST', 400, 'businessEmail'));
    const refused = await applicationOutcome({ query: {}, fields: posted(VALID) }, api);
    expect(refused.status).toBe(400);
    expect(refused.outcome.errors.businessEmail).toEqual({ kind: 'server', message: '企业邮箱格式不正确' });
    submitMock.mockRejectedValueOnce(new ApiError('Network Error', 'ERR_NETWORK'));
    const down = await applicationOutcome({ query: {}, fields: posted(VALID) }, api);
    expect(down.status).toBe(503);
    expect(down.outcome).toMatchObject({ sent: false, failure: { kind: 'send' }, values: VALID });
  });
});
