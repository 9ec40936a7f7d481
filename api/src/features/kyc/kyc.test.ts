import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { expectValidResponse } from '../../test/openapi-response';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

interface CountryItem {
  id: string;
  code: string;
  countryNameEng: string;
  countryNameCn: string;
  countryNameHk: string;
  displayName: string;
}

describe('kyc country/list', () => {
  it('lists every ISO 3166-1 country with English and Chinese names and UK for the United Kingdom', async () => {
    const response = await server.post('/api/kyc/country/list', {});
    expect(response.status).toBe(200);
    expectValidResponse('listCountries', 200, response.body);
    const list = response.body.data as CountryItem[];
    expect(list.length).toBe(250);
    const uk = list.find((c) => c.countryNameEng === 'United Kingdom');
    expect(uk).toEqual({
      id: 'UK',
      code: 'UK',
      countryNameEng: 'United Kingdom',
      countryNameCn: '英国',
      countryNameHk: '英國',
      displayName: 'United Kingdom',
    });
    expect(list.some((c) => c.code === 'GB')).toBe(false);
    expect(list.find((c) => c.code === 'CN')?.countryNameCn).toBe('中国');
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
  });

  it('sorts by English name and labels displayName in the request language', async () => {
    const en = (await server.post('/api/kyc/country/list')).body.data as CountryItem[];
    const names = en.map((c) => c.countryNameEng);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const cn = (await server.post('/api/kyc/country/list', {}, { lang: 'zh-CN' })).body.data as CountryItem[];
    expect(cn.find((c) => c.code === 'SG')?.displayName).toBe('新加坡');
    const hk = (await server.post('/api/kyc/country/list', {}, { lang: 'zh-HK' })).body.data as CountryItem[];
    expect(hk.find((c) => c.code === 'US')?.displayName).toBe(hk.find((c) => c.code === 'US')?.countryNameHk);
    expect(hk.find((c) => c.code === 'UK')?.displayName).toBe('英國');
  });
});

describe('kyc areaCode/list', () => {
  it('answers id, areaCode and areaName (label plus dial code) from the libphonenumber metadata', async () => {
    const response = await server.post('/api/kyc/areaCode/list');
    expect(response.status).toBe(200);
    expectValidResponse('listAreaCodes', 200, response.body);
    const list = response.body.data as { id: string; areaCode: string; areaName: string }[];
    expect(list).toContainEqual({ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' });
    expect(list).toContainEqual({ id: 'UK', areaCode: '+44', areaName: 'United Kingdom +44' });
    expect(list).toContainEqual({ id: 'CN', areaCode: '+86', areaName: "People's Republic of China +86" });
    // Every entry agrees with the library; only the two regions ISO 3166-1 does not name are left out.
    const listed = new Set(list.map((item) => (item.id === 'UK' ? 'GB' : item.id)));
    const missing = getCountries().filter((code) => !listed.has(code));
    expect(missing.sort()).toEqual(['AC', 'TA']);
    for (const item of list) {
      const alpha2 = item.id === 'UK' ? 'GB' : item.id;
      expect(item.areaCode).toBe(`+${getCountryCallingCode(alpha2 as Parameters<typeof getCountryCallingCode>[0])}`);
      expect(item.areaName.endsWith(` ${item.areaCode}`)).toBe(true);
    }
  });

  it('names countries in Chinese for zh-CN and zh-HK', async () => {
    const cn = (await server.post('/api/kyc/areaCode/list', {}, { lang: 'zh-CN' })).body.data;
    expect(cn).toContainEqual({ id: 'HK', areaCode: '+852', areaName: '香港 +852' });
    const hk = (await server.post('/api/kyc/areaCode/list', {}, { lang: 'zh-HK' })).body.data;
    expect(hk).toContainEqual({ id: 'UK', areaCode: '+44', areaName: '英國 +44' });
  });
});
