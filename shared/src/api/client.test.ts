import { siteStore } from '@site/shared/store';
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

afterEach(() => siteStore.getState().setLang('en_us'));

describe('the api client asks for messages in the right language', () => {
  it('in the visitor\'s site language by default', async () => {
    const asked = recordLanguages();
    siteStore.getState().setLang('zh_hk');
    await callApi('official', 'potentialCust/listAllPositionEnum', { method: 'GET' });
    expect(asked).toEqual(['zh-HK']);
  });

  it('in the language a region names, whatever the site language (the Chinese-only micro-site)', async () => {
    const asked = recordLanguages();
    siteStore.getState().setLang('en_us');
    await callApi('exportRefund', 'application/submit', { body: {}, lang: 'zh_cn' });
    await callApi('official', 'potentialCust/listAllPositionEnum', { method: 'GET' });
    expect(asked).toEqual(['zh-CN', 'en']);
  });
});
