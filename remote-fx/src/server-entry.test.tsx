/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { act, screen, within } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import { createParcel, SSR_ATTRIBUTE, fragmentKey, type RemoteProps } from '@site/shared/parcel';
import { answer, apiFailure, setupFakeApi } from '@site/shared/testing/api';
import { parcelDefinition } from './app/parcel';
import serverRemote from './server-entry';

// Highcharts is covered in the browser; here the chart chunk is a stub.
jest.mock('./features/rates/components/rate-chart-impl', () => ({ __esModule: true, default: () => <div data-testid="chart" /> }));

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

/*
 * The widget rendered by the site's server for a page that embeds it (Home, Payment & FX): with the
 * latest rates the api has, so a visitor without JavaScript, or before it runs, reads them.
 */
const api = setupFakeApi();
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T04:00:00.000Z`;
beforeEach(() => {
  api.use(
    answer(op.getHistoricalRates, ({ body }) => {
      const level = body.queryCondition.sellCurrency === 'CNH' ? 7.2 : 7.1;
      const records = Array.from({ length: 12 }, (_, i) => ({ rateTime: day(9 + i), rate: level + i / 1000 + 0.00004, source: 'reference' as const }));
      return { records, total: records.length, current: 1, size: 100 };
    }),
  );
});

const render = (lang: RemoteProps['lang'], variant: string, loadTimeoutMs?: number) =>
  serverRemote.render(lang, '/', { query: { variant }, apiUrl: window.location.origin, ...(loadTimeoutMs !== undefined ? { loadTimeoutMs } : {}) });

/** Hydrates the served HTML as the embedding page does (createParcel); resolves with what React reported as mismatches, and how to unmount. */
async function hydrate(html: string): Promise<{ mismatches: unknown[]; unmount: () => Promise<void> }> {
  document.body.innerHTML = '';
  const host = document.createElement('div');
  host.innerHTML = html;
  host.setAttribute(SSR_ATTRIBUTE, fragmentKey('en_us', '/'));
  document.body.append(host);
  const mismatches: unknown[] = [];
  // Both of React's renderers run in this one process, which a page never does; any other error is a mismatch.
  const errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) mismatches.push(args);
  });
  const parcel = createParcel(parcelDefinition);
  const props = { lang: 'en_us', path: '/', query: { variant: 'home' }, navigate: jest.fn(), setTitle: jest.fn(), domElement: host, name: 'fx' };
  const mounted = (parcel.mount as (p: unknown) => Promise<void>)(props);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await mounted;
  errors.mockRestore();
  return {
    mismatches,
    unmount: () =>
      act(async () => {
        await (parcel.unmount as (p: unknown) => Promise<void>)(props);
      }),
  };
}

const widget = () => screen.getByRole('region', { name: 'USD, CNY and CNH rates' });

describe("the widget as the site's server renders it", () => {
  it('shows the latest rates to 4 decimals, the last records and the chart drawn as SVG', async () => {
    const { html, incomplete } = await render('en_us', 'home');
    expect(incomplete).toBeUndefined();
    document.body.innerHTML = html;
    const widget = screen.getByRole('region', { name: 'USD, CNY and CNH rates' });
    expect(within(widget).getAllByText('7.1110').length).toBeGreaterThan(0);
    expect(within(widget).getByRole('img', { name: /USD\/CNY/ }).tagName.toLowerCase()).toBe('svg');
    expect(within(widget).getByRole('table')).toBeInTheDocument();
    expect(widget).not.toHaveAttribute('data-fx-status', 'loading');
  });

  it('speaks the page language', async () => {
    const { html } = await render('zh_hk', 'payment');
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(screen.getAllByText('7.1110').length).toBeGreaterThan(0);
  });

  it('hydrates in the browser with the same rates, without asking the api again', async () => {
    const { html } = await render('en_us', 'home');
    const asked = api.callsTo(op.getHistoricalRates).length;
    const { mismatches, unmount } = await hydrate(html);
    expect(mismatches).toEqual([]);
    expect(screen.getAllByText('7.1110').length).toBeGreaterThan(0);
    expect(api.callsTo(op.getHistoricalRates)).toHaveLength(asked);
    await unmount();
  });
});

describe('the widget served while the api fails or is late', () => {
  it('is served in its loading state, at its size, and the render says it is incomplete', async () => {
    api.use(answer(op.getHistoricalRates, () => apiFailure(500, 'INTERNAL_ERROR', 'Server error')));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html, incomplete } = await render('en_us', 'home');
    logged.mockRestore();
    expect(incomplete).toBe(true);
    document.body.innerHTML = html;
    expect(widget()).toHaveAttribute('data-fx-status', 'loading');
    expect(within(widget()).getByRole('status')).toHaveTextContent('Loading exchange rates…');
    expect(within(widget()).queryByRole('table')).not.toBeInTheDocument();
    // The heading, the controls and Apply Now are there before any script runs.
    expect(within(widget()).getByRole('combobox', { name: 'From' })).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'Apply now (opens in a new tab)' })).toBeInTheDocument();
  });

  it('does not wait past loadTimeoutMs for a slow api', async () => {
    api.use(
      answer(op.getHistoricalRates, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { records: [], total: 0, current: 1, size: 100 };
      }),
    );
    const started = Date.now();
    const { html, incomplete } = await render('zh_cn', 'home', 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(incomplete).toBe(true);
    document.body.innerHTML = html;
    expect(screen.getByRole('region')).toHaveAttribute('data-fx-status', 'loading');
  });

  it('loads the rates in the browser once the loading state is hydrated, without a mismatch', async () => {
    api.use(answer(op.getHistoricalRates, () => apiFailure(503, 'UNAVAILABLE', 'Starting')));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html } = await render('en_us', 'home');
    logged.mockRestore();
    // The api is back by the time the visitor's browser asks.
    api.use(answer(op.getHistoricalRates, ({ body }) => ({ records: [{ rateTime: day(20), rate: body.queryCondition.sellCurrency === 'CNH' ? 7.2 : 7.1, source: 'reference' as const }], total: 1, current: 1, size: 100 })));
    const asked = api.callsTo(op.getHistoricalRates).length;
    const { mismatches, unmount } = await hydrate(html);
    expect(mismatches).toEqual([]);
    expect(await screen.findByText('1 USD = 7.1000 CNY')).toBeInTheDocument();
    expect(widget()).toHaveAttribute('data-fx-status', 'ready');
    expect(api.callsTo(op.getHistoricalRates).length).toBeGreaterThan(asked);
    await unmount();
  });
});
