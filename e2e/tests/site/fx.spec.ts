import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  answerRates,
  apiHistory,
  expectedWindow,
  failRates,
  headline,
  latest,
  pairOf,
  rate4,
  recordRateCalls,
  timeUtc8,
  watchHighcharts,
} from '../../support/fx-rates';
import { originOf } from '../../support/apps';
import { hydrated } from '../../support/hydration';

/*
 * The exchange-rate widget (remote-fx, issue 4) as visitors meet it: embedded
 * by remote-marketing on Home and on PaymentManagement through federation, with the real api.
 */

/**
 * Scrolls to the widget, which the site's server rendered with the latest rates, and waits until it
 * has hydrated (its code loads when it nears the viewport); returns the widget.
 */
async function openWidget(page: Page, name = 'USD, CNY and CNH rates') {
  // Its slot first: a widget the server could not render in time arrives when its slot nears the viewport.
  await page.locator('[data-include="fx/RateWidget"]').scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(region.getByRole('combobox', { name: /^(From|源货币|原貨幣)$/ }))).toBe(true);
  return region;
}
const statusOf = (page: Page) => page.locator('section[data-fx-status]');

test('the rate panel is the same pixels before and after it hydrates (Home, en, 1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The remote's scripts wait until the served panel has been photographed.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${originOf('fx')}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/en_us');
  await page.locator('[data-include="fx/RateWidget"]').scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: 'USD, CNY and CNH rates' });
  await region.scrollIntoViewIfNeeded();
  const from = region.getByRole('combobox', { name: 'From' });
  expect(await hydrated(from)).toBe(false);
  const served = await region.screenshot({ animations: 'disabled', caret: 'hide' });
  release();
  await expect.poll(() => hydrated(from)).toBe(true);
  // Past the moment the old panel changed (about 150 ms after it hydrated).
  await page.waitForTimeout(1000);
  const hydratedPanel = await region.screenshot({ animations: 'disabled', caret: 'hide' });
  // Compared pixel by pixel in the page's own canvas: no channel may differ by more than 2 of 255
  // (a repaint shades a rounded corner's edge one level lighter or darker; nothing a person sees).
  const changed = await page.evaluate(
    async ([before, after]) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return { width: image.width, height: image.height, data: context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray() };
      };
      const [a, b] = [await pixels(before ?? ''), await pixels(after ?? '')];
      if (a.width !== b.width || a.height !== b.height) return -1;
      let count = 0;
      for (let index = 0; index < a.data.length; index += 4) {
        if ([0, 1, 2].some((channel) => Math.abs((a.data[index + channel] ?? 0) - (b.data[index + channel] ?? 0)) > 2)) count += 1;
      }
      return count;
    },
    [served.toString('base64'), hydratedPanel.toString('base64')],
  );
  expect(changed).toBe(0);
});

test.describe('exchange-rate widget on Home and the payment page', () => {
  test('Home shows the real USD/CNY rates of the api, compared with offshore CNH', async ({ page, request }) => {
    const cny = await apiHistory(request, 'USD', 'CNY');
    const offshore = latest(await apiHistory(request, 'USD', 'CNH'));
    const onshore = latest(cny);
    await page.goto('/en_us');
    const region = await openWidget(page);
    await expect(region.getByText(headline('USD', 'CNY', cny), { exact: true })).toBeVisible();
    await expect(region.getByText(`Latest rate, ${timeUtc8(onshore.rateTime)} UTC+8`)).toBeVisible();
    await expect(region.getByText(`Offshore 1 USD = ${rate4(offshore.rate)} CNH`)).toBeVisible();
    const rows = region.getByRole('table', { name: 'Last 10 records' }).getByRole('row');
    await expect(rows).toHaveCount(Math.min(10, cny.length) + 1);
    await expect(rows.nth(1)).toContainText(`${timeUtc8(onshore.rateTime)}${rate4(onshore.rate)}`);
    // The served drawing, until the visitor reaches for it: then the interactive chart.
    await expect(region.getByRole('img', { name: /^USD\/CNY over the last 30 days/ })).toBeVisible();
    await region.getByRole('img', { name: /^USD\/CNY over the last 30 days/ }).hover();
    await expect(region.locator('.highcharts-root')).toBeVisible();
  });

  test('switches pairs (one side always USD), sides and windows, with the api’s rates for each', async ({ page, request }) => {
    // Seven loads in a row, each checked against the api: more than the default budget on a busy machine.
    test.slow();
    const calls = recordRateCalls(page);
    await page.goto('/en_us');
    const region = await openWidget(page);
    const from = region.getByRole('combobox', { name: 'From' });
    const to = region.getByRole('combobox', { name: 'To' });
    const shows = async (buy: string, sell: string) =>
      expect(region.getByText(headline(buy, sell, await apiHistory(request, buy, sell)), { exact: true })).toBeVisible();

    await shows('USD', 'CNY');
    const window30 = expectedWindow(30);
    // The first pair came with the page, rendered by the site's server: the browser asked nothing.
    expect(calls).toEqual([]);

    // Picking CNH on the right: USD/CNH, one call (no twin for a CNH pair).
    await to.selectOption('CNH');
    await expect(from).toHaveValue('USD');
    await shows('USD', 'CNH');
    await expect(region.getByText(/CNH is the renminbi traded offshore/)).toBeVisible();
    expect(calls.map(pairOf)).toEqual(['USD/CNH']);
    expect(calls[0]).toEqual({ current: 1, size: 100, queryCondition: { buyCurrency: 'USD', sellCurrency: 'CNH', ...window30 } });

    // A non-USD currency on the left forces the right side to USD.
    await from.selectOption('CNY');
    await expect(to).toHaveValue('USD');
    await shows('CNY', 'USD');
    expect(calls.slice(1).map(pairOf)).toEqual(['CNY/USD', 'CNH/USD']);

    // USD on the left sets the right side to the left's previous value.
    await from.selectOption('USD');
    await expect(to).toHaveValue('CNY');
    await shows('USD', 'CNY');

    // The swap button exchanges the sides.
    await region.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(from).toHaveValue('CNY');
    await expect(to).toHaveValue('USD');
    await shows('CNY', 'USD');

    // A non-USD currency on the right forces the left side to USD.
    await to.selectOption('CNH');
    await expect(from).toHaveValue('USD');
    await shows('USD', 'CNH');

    // USD on the right sets the left side to the right's previous value.
    await to.selectOption('USD');
    await expect(from).toHaveValue('CNH');
    await shows('CNH', 'USD');

    // The 7-day window.
    const week = region.getByRole('button', { name: '7 days' });
    await week.click();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(region.getByText('over 7 days', { exact: false })).toBeVisible();
    expect(calls.at(-1)?.queryCondition).toEqual({ buyCurrency: 'CNH', sellCurrency: 'USD', ...expectedWindow(7) });
    const lastWeek = await apiHistory(request, 'CNH', 'USD', 7);
    await expect(region.getByRole('table', { name: 'Last 10 records' }).getByRole('row')).toHaveCount(Math.min(10, lastWeek.length) + 1);
  });

  test('the payment page shows the rates chart with its own heading, USD/CNH from the api', async ({ page, request }) => {
    const cnh = await apiHistory(request, 'USD', 'CNH');
    await page.goto('/en_us/PaymentManagement');
    const region = await openWidget(page, 'Rate history: USD, onshore CNY and offshore CNH');
    await expect(region.getByRole('heading', { level: 3 })).toHaveText('Rate history: USD, onshore CNY and offshore CNH');
    await region.getByRole('combobox', { name: 'To' }).selectOption('CNH');
    await expect(region.getByText(headline('USD', 'CNH', cnh), { exact: true })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Apply now (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(page).toHaveTitle(/^Payment/);
  });

  test('names the currencies by their codes at every width, as served', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en_us');
      const region = await openWidget(page);
      await expect(region.getByRole('combobox', { name: 'From' }).locator('option')).toHaveText(['USD', 'CNY', 'CNH']);
      await expect(region.getByRole('combobox', { name: 'To' }).locator('option:checked')).toHaveText('CNY');
    }
  });

  test('a broken rate service costs only the widget: a localized error with Retry, the page keeps working', async ({ page }) => {
    await page.goto('/en_us');
    const region = await openWidget(page);
    // The page came with the rates; the service breaks before the visitor asks for another window.
    const restore = await failRates(page);
    await region.getByRole('button', { name: '7 days' }).click();
    const alert = region.getByRole('alert');
    await expect(alert).toContainText('Exchange rates could not be loaded.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The rest of Home is there and works.
    await expect(page.getByRole('heading', { level: 2, name: 'Partners' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(region.getByText(/^1 USD = \d+\.\d{4} CNY$/)).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Payment & FX' }).click();
    await expect(page).toHaveURL(/\/en_us\/PaymentManagement$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the failure is localized in Chinese too', async ({ page }) => {
    await page.goto('/zh_cn');
    const region = await openWidget(page, '美元、在岸及离岸人民币汇率');
    await failRates(page);
    await region.getByRole('button', { name: '7 天' }).click();
    await expect(region.getByRole('alert')).toContainText('汇率加载失败。');
    await expect(region.getByRole('button', { name: '重试' })).toBeVisible();
  });

  test('an empty window shows the empty state', async ({ page }) => {
    await page.goto('/en_us');
    const region = await openWidget(page);
    await answerRates(page, () => []);
    await region.getByRole('button', { name: '7 days' }).click();
    await expect(statusOf(page)).toHaveAttribute('data-fx-status', 'empty');
    // The visible message (the live region announces the same words).
    await expect(region.getByText('No rates published for this period', { exact: true }).and(page.locator(':not([role=status])'))).toBeVisible();
    await expect(region.getByRole('status')).toHaveText('No rates published for this period');
    await expect(region.getByRole('table')).toHaveCount(0);
  });

  test('Home’s first load carries no Highcharts; it arrives when the widget is scrolled near', async ({ page }) => {
    const highcharts = watchHighcharts(page);
    await page.goto('/en_us');
    await page.waitForLoadState('networkidle');
    expect(highcharts.urls).toEqual([]);
    await expect(page.locator('.highcharts-root')).toHaveCount(0);

    const region = await openWidget(page);
    await expect.poll(() => highcharts.loaded()).toBe(true);
    // Fetched near, shown when the visitor reaches for the chart.
    await expect(page.locator('.highcharts-root')).toHaveCount(0);
    await region.getByRole('img', { name: /^USD\/CNY over the last 30 days/ }).hover();
    await expect(page.locator('.highcharts-root')).toBeVisible();
    expect(highcharts.urls.every((url) => url.startsWith('http://localhost:3003/'))).toBe(true);
  });

  test('the widget has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en_us');
    const region = await openWidget(page);
    await region.getByRole('img', { name: /^USD\/CNY over the last 30 days/ }).hover();
    await expect(page.locator('.highcharts-root')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('section[data-fx-status]').analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
