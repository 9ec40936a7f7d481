/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { http } from '@site/shared/api';
import { createI18n } from '@site/shared/i18n';
import type { ParcelDefinition } from './create-parcel';
import { failedSendStatus, type FormAction } from './form-post';
import { defineServerRemote } from './server';

const i18n = createI18n({ ns: ['routes'], resources: { en: { routes: {} } } });
const definition: ParcelDefinition = { i18n, Root: () => null };

describe('a remote’s form actions (defineServerRemote actions)', () => {
  it('runs the named form’s action against the api, as the visitor, and forgets the visitor afterwards', async () => {
    const seen: { baseURL?: string | undefined; forwardedFor?: unknown }[] = [];
    const enquiry: FormAction = async ({ fields }) => {
      seen.push({ baseURL: http.defaults.baseURL, forwardedFor: http.defaults.headers.common['X-Forwarded-For'] });
      return { status: 200, outcome: { values: { city: fields.city?.[0] }, errors: {}, sent: true } };
    };
    const remote = defineServerRemote({ name: 'example', definition, mount: 'lang', langs: ['en_us'], routes: [], actions: { enquiry } });
    const options = { lang: 'en_us' as const, path: '/', query: {}, fields: { city: ['Shenzhen'] }, apiUrl: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' };
    await expect(remote.act?.('enquiry', options)).resolves.toEqual({ status: 200, outcome: { values: { city: 'Shenzhen' }, errors: {}, sent: true } });
    expect(seen).toEqual([{ baseURL: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' }]);
    expect(http.defaults.headers.common['X-Forwarded-For']).toBeUndefined();
    // A name the remote does not declare, an inherited one included, runs nothing.
    await expect(remote.act?.('toString', options)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('answers a send the api refused with its status, and one that never reached it 503', () => {
    expect(failedSendStatus({ status: 429 })).toBe(429);
    expect(failedSendStatus({ status: 400 })).toBe(400);
    expect(failedSendStatus({ status: 502 })).toBe(503);
    expect(failedSendStatus(new Error('ECONNREFUSED'))).toBe(503);
  });
});
