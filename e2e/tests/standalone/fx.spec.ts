import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  answerRates,
  apiHistory,
  dailyRecords,
  failRates,
  headline,
  latest,
  rate4,
  RATE_CALL,
  timeUtc8,
  watchHighcharts,
} from '../../support/fx-rates';

/** The visitor reaches for the chart: a pointer over the drawing the widget shows until then. */
const reachForChart = (region: Locator) => region.locator('svg[role="img"]').first().hover();

/*
 * The exchange-rate widget (remote-fx, issue 4) alone on its QA page,
 * http://localhost:3003/en_us, reading the api at http://localhost:3100.
 */

const widget = (page: Page) => page.getByRole('region', { name: 'USD, CNY and CNH rates' });
const ready = (page: Page) => page.locator('section[data-fx-status="ready"]');
async function heightOf(region: Locator): Promise<number> {
  const box = await region.boundingBox();
  if (!box) throw new Error('the widget is not laid out');
  return box.height;
}

test.describe('exchange-rate widget, standalone', () => {
  test('shows the real USD/CNY rates of the api: the latest to 4 decimals, the last 10 records, times in UTC+8', async ({ page, request }) => {
    const cny = await apiHistory(request, 'USD', 'CNY');
    const cnh = await apiHistory(request, 'USD', 'CNH');
    await page.goto('/en_us');
    const region = widget(page);
    await expect(region.getByText(headline('USD', 'CNY', cny), { exact: true })).toBeVisible();
    await expect(region.getByText(`Latest rate, ${timeUtc8(latest(cny).rateTime)} UTC+8`)).toBeVisible();
    await expect(region.getByText(`Offshore 1 USD = ${rate4(latest(cnh).rate)} CNH`)).toBeVisible();

    const table = region.getByRole('table', { name: 'Last 10 records' });
    await expect(table.getByRole('columnheader', { name: 'Date and time (UTC+8)' })).toBeVisible();
    const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    const newest = cny.slice(-10).reverse();
    await expect(rows).toHaveCount(newest.length);
    for (const [index, record] of newest.entries()) {
      await expect(rows.nth(index)).toContainText(timeUtc8(record.rateTime));
      await expect(rows.nth(index)).toContainText(rate4(record.rate));
    }
    // The api marks where its records come from; any demo record is visibly marked.
    if ([...cny, ...cnh].some((record) => record.source === 'demo')) await expect(region.getByText(/^Demo data:/)).toBeVisible();
  });

  test('keeps the same height while loading, loaded, empty and failed, on a desktop and on a phone', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      let mode: 'hold' | 'pass' | 'empty' | 'fail' = 'hold';
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(RATE_CALL, async (route) => {
        if (mode === 'hold') await held;
        if (mode === 'empty') return route.fulfill({ json: { code: '200', msg: 'success', data: { records: [], total: 0, current: 1, size: 100 } } });
        if (mode === 'fail') return route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', msg: 'Internal error' } });
        return route.continue();
      });
      await page.goto('/en_us');
      const region = page.locator('section[data-fx-status]');
      await expect(region).toHaveAttribute('data-fx-status', 'loading');
      const loading = await heightOf(region);

      mode = 'pass';
      release();
      await expect(region).toHaveAttribute('data-fx-status', 'ready');
      await reachForChart(region);
      await expect(page.locator('.highcharts-root')).toBeVisible();
      expect(await heightOf(region)).toBe(loading);

      mode = 'empty';
      await region.getByRole('button', { name: '7 days' }).click();
      await expect(region).toHaveAttribute('data-fx-status', 'empty');
      expect(await heightOf(region)).toBe(loading);

      mode = 'fail';
      await region.getByRole('combobox', { name: 'To' }).selectOption('CNH');
      await expect(region).toHaveAttribute('data-fx-status', 'error');
      expect(await heightOf(region)).toBe(loading);
      await page.unrouteAll();
    }
  });

  test('loads Highcharts only when the widget nears the viewport; the rates do not wait for it', async ({ page }) => {
    // Put the widget far below the fold, through the CSSOM: the page's policy refuses inline <style>.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (root) root.style.marginTop = '4000px';
      });
    });
    const highcharts = watchHighcharts(page);
    await page.goto('/en_us');
    await expect(ready(page)).toBeAttached();
    await expect(widget(page).getByRole('table', { name: 'Last 10 records' }).getByRole('row')).not.toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(highcharts.urls).toEqual([]);

    await widget(page).scrollIntoViewIfNeeded();
    await expect.poll(() => highcharts.loaded()).toBe(true);
    await reachForChart(widget(page));
    await expect(page.locator('.highcharts-root')).toBeVisible();
  });

  test('marks demo data, and marks each demo row when published and demo rates are mixed', async ({ page }) => {
    await answerRates(page, ({ sellCurrency, buyCurrency }) =>
      sellCurrency === 'CNY' || buyCurrency === 'CNY'
        ? dailyRecords(14, 7.1, (index) => (index < 10 ? 'reference' : 'demo'))
        : dailyRecords(14, 7.12, () => 'demo'),
    );
    await page.goto('/en_us');
    const region = widget(page);
    await expect(region.getByText(/^Demo data:/)).toBeVisible();
    await expect(region.getByText(/rows marked Demo are illustrative values/)).toBeVisible();
    const table = region.getByRole('table', { name: 'Last 10 records' });
    await expect(table.getByText('Demo', { exact: true })).toHaveCount(4);
  });

  test('shows no demo mark, and names the source, when every record is published', async ({ page }) => {
    await answerRates(page, () => dailyRecords(14, 7.1));
    await page.goto('/en_us');
    const region = widget(page);
    await expect(region.getByText('1 USD = 7.1130 CNY', { exact: true })).toBeVisible();
    await expect(region.getByText(/^Demo data:/)).toHaveCount(0);
    await expect(region.getByText(/Published rates: Federal Reserve H\.10 noon buying rate/)).toBeVisible();
  });

  test('a failed rate call shows a localized error with Retry that loads the rates', async ({ page }) => {
    const restore = await failRates(page);
    await page.goto('/zh_cn');
    const region = page.getByRole('region', { name: '美元、在岸及离岸人民币汇率' });
    const alert = region.getByRole('alert');
    await expect(alert).toContainText('汇率加载失败。');
    await restore();
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(region.getByText(/^1 USD = \d+\.\d{4} CNY$/)).toBeVisible();
  });

  test('a chart chunk that fails to load leaves the rates in place and can be retried', async ({ page }) => {
    let failChart = true;
    await page.route('**/fx-chart.*.js', (route) => (failChart ? route.abort('failed') : route.continue()));
    await page.goto('/en_us');
    const region = widget(page);
    await reachForChart(region);
    await expect(region.getByText('The chart could not be loaded.', { exact: false })).toBeVisible();
    await expect(region.getByRole('table', { name: 'Last 10 records' })).toBeVisible();
    failChart = false;
    await region.getByRole('button', { name: 'Load the chart again' }).click();
    await expect(page.locator('.highcharts-root')).toBeVisible();
  });

  test('follows the page language: Simplified and Traditional Chinese, with Intl formats', async ({ page }) => {
    await page.goto('/zh_cn');
    const cn = page.getByRole('region', { name: '美元、在岸及离岸人民币汇率' });
    await expect(cn.getByRole('combobox', { name: '源货币' })).toHaveValue('USD');
    await expect(cn.getByRole('option', { name: 'CNY' })).toHaveCount(2);
    await expect(cn.getByText(/^最新汇率，\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（UTC\+8）$/)).toBeVisible();
    await expect(cn.getByRole('columnheader', { name: '日期和时间（UTC+8）' })).toBeVisible();

    await page.getByRole('banner').getByRole('combobox', { name: '语言' }).selectOption('zh_hk');
    await expect(page).toHaveURL(/\/zh_hk$/);
    const hk = page.getByRole('region', { name: '美元、在岸及離岸人民幣匯率' });
    await expect(hk.getByRole('button', { name: '互換貨幣' })).toBeVisible();
    await expect(hk.getByRole('link', { name: '立即申請 （在新分頁中開啟）' })).toBeVisible();
  });

  test('the payment page variant has its own heading; the widget never sets the title', async ({ page }) => {
    await page.goto('/en_us?variant=payment');
    await expect(page.getByRole('heading', { level: 3, name: 'Rate history: USD, onshore CNY and offshore CNH' })).toBeVisible();
    await expect(page.locator('section[data-fx-status="ready"]')).toBeVisible();
    await expect(page).toHaveTitle('fx');
  });

  test('is operable by keyboard', async ({ page }) => {
    await page.goto('/en_us');
    const region = widget(page);
    await expect(ready(page)).toBeVisible();
    await region.getByRole('combobox', { name: 'From' }).focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Swap currencies' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('combobox', { name: 'From' })).toHaveValue('CNY');
    await expect(region.getByRole('combobox', { name: 'To' })).toHaveValue('USD');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: '30 days' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(region.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('records fx:data and fx:rendered for the bench, once per load', async ({ page }) => {
    await page.goto('/en_us');
    await expect(ready(page)).toBeVisible();
    const marks = await page.evaluate(() => ({
      data: performance.getEntriesByName('fx:data', 'mark').length,
      rendered: performance.getEntriesByName('fx:rendered', 'mark').length,
      render: performance.getEntriesByName('fx:render', 'measure').map((entry) => entry.duration),
    }));
    expect(marks).toMatchObject({ data: 1, rendered: 1 });
    expect(marks.render).toHaveLength(1);
    await widget(page).getByRole('button', { name: '7 days' }).click();
    await expect(ready(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('fx:rendered', 'mark').length)).toBe(2);
  });

  test('has no serious or critical accessibility violation, on a desktop and a phone', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/en_us');
      // The drawing, then the interactive chart the visitor reaches for: both pass.
      await expect(ready(page)).toBeVisible();
      await reachForChart(widget(page));
      await expect(page.locator('.highcharts-root')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('section[data-fx-status]').analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
