/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { createI18n } from '@site/shared/i18n';
import { definePages, type PageModule } from '@site/shared/pages';
import { createParcel, type ParcelDefinition } from './create-parcel';
import { SSR_ATTRIBUTE, fragmentKey } from './fragment';
import { defineServerRemote } from './server';
import { readServerData, serializeServerData } from './server-data';
import type { RemoteProps } from './types';

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

const i18n = createI18n({ ns: ['routes'], resources: { en: { routes: { rates: { title: 'Rates', description: 'The rates.' } } } } });

/** What the page's loader does, per test. */
let loadRates: jest.Mock<Promise<string[]>, []>;

const ratesPage: PageModule = {
  handle: { head: { key: 'rates' } },
  loader: async () => ({ rates: await loadRates() }),
  default: function Rates() {
    const { rates } = useLoaderData<{ rates: string[] }>();
    return (
      <section>
        {/* An image near the top: React writes its preload ahead of everything the page renders. */}
        <img src="/rates.png" alt="" width={320} height={160} />
        <ul>
          {rates.map((rate) => (
            <li key={rate}>{rate}</li>
          ))}
        </ul>
      </section>
    );
  },
};

const definition: ParcelDefinition = { i18n, pages: definePages([{ id: 'rates', path: '/', chunk: 'page-rates', load: async () => ratesPage }], { unknown: { redirectTo: '/' } }) };
const remote = defineServerRemote({ name: 'rates', definition, mount: 'lang', langs: ['en_us'] });
const props: RemoteProps = { lang: 'en_us', path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn() };

beforeEach(() => {
  loadRates = jest.fn(async () => ['7.1234', '7.1301']);
});

describe('the data a page was served with', () => {
  it('is written into the HTML as JSON that cannot close its script element or open a comment', () => {
    const json = serializeServerData({ note: '</script><script>alert(1)</script><!--\u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script><!--\u2028' });
  });

  it('is found behind the preload React writes first, and the page hydrates with it without asking again', async () => {
    const { html } = await remote.render('en_us', '/', { apiUrl: 'http://api.example' });
    loadRates.mockClear();
    const host = document.createElement('div');
    host.innerHTML = html;
    host.setAttribute(SSR_ATTRIBUTE, fragmentKey('en_us', '/'));
    document.body.append(host);
    expect(host.firstElementChild?.outerHTML).toBe('<link rel="preload" as="image" href="/rates.png">');
    expect(readServerData(host)?.data).toEqual({ router: { loaderData: { rates: { rates: ['7.1234', '7.1301'] } } } });
    const mismatches: unknown[] = [];
    // Both of React's renderers run in this one process, which a page never does; any other error is a mismatch.
    const errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('multiple renderers concurrently')) mismatches.push(args);
    });
    const parcel = createParcel(definition);
    const mounted = (parcel.mount as (p: unknown) => Promise<void>)({ ...props, domElement: host, name: 'rates' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await mounted;
    errors.mockRestore();
    expect(mismatches).toEqual([]);
    expect(screen.getByText('7.1301')).toBeInTheDocument();
    expect(loadRates).not.toHaveBeenCalled();
    await act(async () => {
      await (parcel.unmount as (p: unknown) => Promise<void>)({ ...props, domElement: host, name: 'rates' });
    });
    host.remove();
  });

  it('is none for a host without it, or with a script that is not an object', () => {
    const host = document.createElement('div');
    expect(readServerData(host)).toBeUndefined();
    host.innerHTML = '<script type="application/json" data-server-data="">[1,2]</script>';
    expect(readServerData(host)).toBeUndefined();
    host.innerHTML = '<script type="application/json" data-server-data="">{"router":</script>';
    expect(readServerData(host)).toBeUndefined();
  });
});
