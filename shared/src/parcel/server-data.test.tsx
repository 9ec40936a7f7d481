/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { createI18n } from '@site/shared/i18n';
import { useResource } from '@site/shared/resource';
import { createParcel, type ParcelDefinition } from './create-parcel';
import { SSR_ATTRIBUTE, fragmentKey } from './fragment';
import { defineServerRemote } from './server';
import { readServerData, serializeServerData, useServerData } from './server-data';
import type { RemoteProps } from './types';

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

const i18n = createI18n({ ns: ['routes'], resources: { en: { routes: {} } } });

/** What the page's loads do, per test. */
let loadRates: jest.Mock<Promise<string[]>, [AbortSignal]>;

function Rates() {
  const rates = useResource('rates', (signal) => loadRates(signal));
  const outcome = useServerData<{ sent: boolean }>('form:demo');
  return (
    <section>
      {/* An image near the top: React writes its preload ahead of everything the page renders. */}
      <img src="/rates.png" alt="" width={320} height={160} />
      {rates.status === 'success' ? (
        <ul>
          {rates.data.map((rate) => (
            <li key={rate}>{rate}</li>
          ))}
        </ul>
      ) : (
        <p>Loading rates</p>
      )}
      {outcome?.sent && <p role="status">Thank you, we will call you.</p>}
    </section>
  );
}

const definition: ParcelDefinition = { i18n, Root: Rates };
const remote = defineServerRemote({ name: 'rates', definition, mount: 'lang', langs: ['en_us'], routes: [] });
const props: RemoteProps = { lang: 'en_us', path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn() };

beforeEach(() => {
  loadRates = jest.fn(async (_signal: AbortSignal) => ['7.1234', '7.1301']);
});

describe('a page rendered per request with its data', () => {
  it('shows what its loads answered, and writes the data into the HTML for the browser', async () => {
    const { html } = await remote.render('en_us', '/', { apiUrl: 'http://api.example' });
    expect(html).toContain('<li>7.1234</li><li>7.1301</li>');
    expect(html).not.toContain('Loading rates');
    expect(html).toContain('<script type="application/json" data-server-data="">{"rates":["7.1234","7.1301"]}</script>');
  });

  it('renders as built, with its loading state, when no api is given (the build)', async () => {
    const { html } = await remote.render('en_us', '/');
    expect(html).toContain('Loading rates');
    expect(html).not.toContain('data-server-data');
    expect(loadRates).not.toHaveBeenCalled();
  });

  it('shows the loading state for a load that fails or is late, and the browser asks again', async () => {
    loadRates.mockRejectedValueOnce(new Error('down'));
    expect((await remote.render('en_us', '/', { apiUrl: 'http://api.example' })).html).toContain('Loading rates');
    loadRates.mockImplementationOnce((signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const late = await remote.render('en_us', '/', { apiUrl: 'http://api.example', loadTimeoutMs: 20 });
    expect(late.html).toContain('Loading rates');
    expect(late.html).not.toContain('data-server-data');
  });

  it("gives the page the site's own data, such as a form's outcome", async () => {
    const { html } = await remote.render('en_us', '/', { apiUrl: 'http://api.example', data: { 'form:demo': { sent: true } } });
    expect(html).toContain('Thank you, we will call you.');
  });

  it('writes data that cannot close its script element or open a comment', () => {
    const json = serializeServerData({ note: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script><!--' });
  });

  it('hydrates in the browser with the same data, without asking the api again', async () => {
    const { html } = await remote.render('en_us', '/', { apiUrl: 'http://api.example' });
    loadRates.mockClear();
    const host = document.createElement('div');
    host.innerHTML = html;
    host.setAttribute(SSR_ATTRIBUTE, fragmentKey('en_us', '/'));
    document.body.append(host);
    expect(host.firstElementChild?.outerHTML).toBe('<link rel="preload" as="image" href="/rates.png">');
    expect(readServerData(host)?.data).toEqual({ rates: ['7.1234', '7.1301'] });
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
    expect(screen.queryByText('Loading rates')).not.toBeInTheDocument();
    expect(loadRates).not.toHaveBeenCalled();
    await act(async () => {
      await (parcel.unmount as (p: unknown) => Promise<void>)({ ...props, domElement: host, name: 'rates' });
    });
    host.remove();
  });
});
