import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import { answer, apiFailure, networkError, setupFakeApi, type ApiFailure } from '@site/shared/testing/api';
import { holdIntersections } from '@site/shared/testing/intersection';
import { renderWidget } from '../../../test/render';
import { i18n } from '../../../i18n';
import { RateWidget } from './rate-widget';

// Highcharts is covered in the browser; here the chart chunk is a stub that shows what it got.
jest.mock('./rate-chart-impl', () => ({
  __esModule: true,
  default: ({ text }: { text: { description: string } }) => <div data-testid="chart">{text.description}</div>,
}));

const api = setupFakeApi();

const bodies = () => api.callsTo(op.getHistoricalRates).map((call) => call.body);
const pairsAsked = () => bodies().map((body) => `${body.queryCondition.buyCurrency}/${body.queryCondition.sellCurrency}`);

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T04:00:00.000Z`;
/** Twelve daily records from Nov 9 to Nov 20 around `level`. */
const records = (level: number, source: 'reference' | 'demo' = 'reference') =>
  Array.from({ length: 12 }, (_, i) => ({ rateTime: day(9 + i), rate: level + i / 1000 + 0.00004, source }));

/** The api's answer for each pair asked (none: no record); a test's answers replace the earlier ones. */
function answerRates(byPair: Record<string, components['schemas']['RateRecord'][] | ApiFailure | typeof networkError>) {
  api.use(
    answer(op.getHistoricalRates, ({ body }) => {
      const { buyCurrency, sellCurrency } = body.queryCondition;
      const result = byPair[`${buyCurrency}/${sellCurrency}`] ?? [];
      return Array.isArray(result) ? { records: result, total: result.length, current: 1, size: 100 } : result;
    }),
  );
}

const widget = () => screen.getByRole('region', { name: 'USD, CNY and CNH rates' });
const from = () => screen.getByRole('combobox', { name: 'From' });
const to = () => screen.getByRole('combobox', { name: 'To' });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  // Only the clock is fixed (today is 2026-11-22 in UTC+8); timers and User Timing stay real.
  jest.useFakeTimers({
    now: new Date('2026-11-22T03:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

describe('RateWidget', () => {
  it('asks for USD/CNY and its CNH twin over 30 days back to today', async () => {
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.11, 'demo') });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/rate/hisExchangeRate/getHisRateData', '/api/rate/hisExchangeRate/getHisRateData']);
    expect(bodies()).toEqual([
      { current: 1, size: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNY', startTime: '2026-10-23', endTime: '2026-11-22' } },
      { current: 1, size: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNH', startTime: '2026-10-23', endTime: '2026-11-22' } },
    ]);
  });

  it('shows the latest rate to 4 decimals, times in UTC+8 and the last 10 records newest first', async () => {
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.11) });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');
    expect(screen.getByText('Latest rate, Nov 20, 2026, 12:00 UTC+8')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Last 10 records' });
    expect(within(table).getByRole('columnheader', { name: 'Date and time (UTC+8)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Nov 20, 2026, 12:00');
    expect(rows[0]).toHaveTextContent('7.1110');
    expect(rows[9]).toHaveTextContent('Nov 11, 2026, 12:00');
    expect(rows[9]).toHaveTextContent('7.1020');
  });

  it('compares onshore CNY with offshore CNH, spread in pips and percent', async () => {
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.1066) });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    expect(await screen.findByText('Offshore 1 USD = 7.1176 CNH')).toBeInTheDocument();
    expect(screen.getByText(/Spread \+66 pips \(\+0\.09%\) against onshore CNY/)).toBeInTheDocument();
  });

  it('switches pairs (one side always USD) and asks for no twin on a CNH pair', async () => {
    const user = userEvent.setup();
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2), 'CNH/USD': records(0.139), 'CNY/USD': records(0.14), 'CNY/CNH': networkError });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');

    await user.selectOptions(to(), 'CNH');
    await screen.findByText('1 USD = 7.2110 CNH');
    expect(from()).toHaveValue('USD');
    expect(pairsAsked().slice(2)).toEqual(['USD/CNH']);
    expect(screen.getByText(/CNH is the renminbi traded offshore/)).toBeInTheDocument();

    // A non-USD currency on the left forces the right side to USD.
    await user.selectOptions(from(), 'CNH');
    expect(to()).toHaveValue('USD');
    await screen.findByText('1 CNH = 0.1500 USD');

    // USD on the left moves the left's previous value (CNH) to the right.
    await user.selectOptions(from(), 'USD');
    expect(to()).toHaveValue('CNH');

    // Swap exchanges the sides; a CNY pair asks for its CNH twin again.
    await user.selectOptions(to(), 'CNY');
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(from()).toHaveValue('CNY');
    expect(to()).toHaveValue('USD');
    await screen.findByText('1 CNY = 0.1510 USD');
    expect(pairsAsked().slice(-2)).toEqual(['CNY/USD', 'CNH/USD']);
    expect(pairsAsked()).not.toContain('CNY/CNH');
  });

  it('toggles the 7-day window', async () => {
    const user = userEvent.setup();
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');
    const week = screen.getByRole('button', { name: '7 days' });
    expect(week).toHaveAttribute('aria-pressed', 'false');
    await user.click(week);
    expect(week).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies().at(-1)?.queryCondition).toMatchObject({ startTime: '2026-11-15', endTime: '2026-11-22' }));
  });

  it('says so when the window has no published rate', async () => {
    answerRates({});
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    expect(await screen.findByText('No rates published for this period', { ignore: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No rates published for this period');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a localized error with Retry that asks again', async () => {
    const user = userEvent.setup();
    answerRates({ 'USD/CNY': apiFailure(500, 'INTERNAL_ERROR', 'Server error') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Exchange rates could not be loaded.');

    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 USD = 7.1110 CNY')).toBeInTheDocument();
  });

  it('keeps the pair when only the CNH comparison fails', async () => {
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': networkError });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');
    expect(screen.getByText('The offshore CNH comparison could not be loaded.')).toBeInTheDocument();
  });

  it('says demo data in one line, not on each figure, and marks demo rows when mixed with published ones', async () => {
    const mixed = [...records(7.1).slice(0, 8), ...records(7.1, 'demo').slice(8)];
    answerRates({ 'USD/CNY': mixed, 'USD/CNH': records(7.2, 'demo') });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    expect(await screen.findAllByText(/^Demo data/)).toHaveLength(1);
    expect(screen.getByText(/rows marked Demo are illustrative values/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.filter((row) => within(row).queryByText('Demo'))).toHaveLength(4);
  });

  it('shows no demo mark and names the source when every record is published', async () => {
    answerRates({ 'USD/CNH': records(7.2) });
    const user = userEvent.setup();
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }), 'CNH');
    await screen.findByText('1 USD = 7.2110 CNH');
    expect(screen.queryByText(/Demo data/)).not.toBeInTheDocument();
    expect(screen.getByText(/Published rates: Federal Reserve H.10/)).toBeInTheDocument();
  });

  it('gives the chart a text description built from the data, the drawing and the interactive chart alike', async () => {
    const description =
      'USD/CNY over the last 30 days: 12 daily rates from Nov 9, 2026 to Nov 20, 2026 (UTC+8). Latest 7.1110, low 7.1000, high 7.1110, change +0.0110 (+0.15%).';
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    const drawing = await screen.findByRole('img', { name: description });
    act(() => {
      fireEvent.pointerEnter(drawing);
    });
    expect(await screen.findByTestId('chart')).toHaveTextContent(description);
  });

  it('opens Apply Now in a new tab and says so', async () => {
    answerRates({});
    await renderWidget(<RateWidget lang="en_us" variant="payment" headingLevel={3} />);
    const apply = await screen.findByRole('link', { name: 'Apply now (opens in a new tab)' });
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(apply.getAttribute('href')).toMatch(/#\/login\?.*lang=en/);
  });

  it('uses the variant’s heading at the level the host asks for', async () => {
    answerRates({});
    await renderWidget(<RateWidget lang="en_us" variant="payment" headingLevel={3} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Rate history: USD, onshore CNY and offshore CNH' })).toBeInTheDocument();
  });

  it('formats for the page language', async () => {
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
    await act(() => i18n.changeLanguage('zh-HK'));
    await renderWidget(<RateWidget lang="zh_hk" variant="home" headingLevel={2} />);
    expect(await screen.findByText('最新匯率，2026年11月20日 12:00（UTC+8）')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '美元、在岸及離岸人民幣匯率' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the rates and their drawing; fetches the interactive chart when the widget nears the viewport, and shows it when the visitor reaches for the drawing', async () => {
    const { observers, restore } = holdIntersections();
    try {
      answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
      await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
      await screen.findByText('1 USD = 7.1110 CNY');
      expect(screen.getByRole('table', { name: 'Last 10 records' })).toBeInTheDocument();
      expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
      expect(observers[0]?.options?.rootMargin).toBe('400px 0px');

      act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      // Near: the chart's code arrives, and the drawing the page was served with stays as it is.
      const drawing = screen.getByRole('img', { name: /^USD\/CNY over the last 30 days/ });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
      expect(drawing).toBeInTheDocument();
      act(() => {
        fireEvent.pointerEnter(drawing);
      });
      expect(await screen.findByTestId('chart')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('marks the bench’s data and render times once per load', async () => {
    // jsdom has no User Timing: record what the widget asks of it.
    const entries: { name: string; startTime: number }[] = [];
    const timing = {
      mark: jest.fn((name: string) => {
        const entry = { name, startTime: entries.length };
        entries.push(entry);
        return entry;
      }),
      measure: jest.fn(),
      getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name),
    };
    Object.assign(performance, timing);
    answerRates({ 'USD/CNY': records(7.1), 'USD/CNH': records(7.2) });
    await renderWidget(<RateWidget lang="en_us" variant="home" headingLevel={2} />);
    await screen.findByText('1 USD = 7.1110 CNY');
    expect(widget()).toHaveAttribute('data-fx-status', 'ready');
    expect(entries.map((entry) => entry.name)).toEqual(['fx:data', 'fx:rendered']);
    expect(timing.measure).toHaveBeenCalledWith('fx:render', expect.objectContaining({ start: 0, end: 1 }));
  });
});
