import { ApiError } from '@site/shared/api';
import { serverField, serverMessage } from './server-message';

describe('serverMessage', () => {
  it("is the api's own message when the api answered with its envelope", () => {
    const error = new ApiError('统一社会信用代码校验位不正确', 'VALIDATION_FAILED', 400, 'usci');
    expect(serverMessage(error)).toBe('统一社会信用代码校验位不正确');
    expect(serverField(error)).toBe('usci');
  });

  it('is undefined when the call never reached the api (the form shows its own message)', () => {
    expect(serverMessage(new ApiError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(serverMessage(new ApiError('Request failed with status code 502', 'ERR_BAD_RESPONSE', 502))).toBeUndefined();
    expect(serverMessage(new ApiError('timeout of 20000ms exceeded', 'ECONNABORTED'))).toBeUndefined();
    expect(serverMessage(new ApiError('Unexpected response', 'BAD_RESPONSE', 200))).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});
