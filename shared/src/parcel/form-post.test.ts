import { failedSendStatus } from './form-post';

describe('a form posted without JavaScript', () => {
  it('answers a send the api refused with its status, and one that never reached it 503', () => {
    expect(failedSendStatus({ status: 429 })).toBe(429);
    expect(failedSendStatus({ status: 400 })).toBe(400);
    expect(failedSendStatus({ status: 502 })).toBe(503);
    expect(failedSendStatus(new Error('ECONNREFUSED'))).toBe(503);
  });
});
