import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Scripts the page requested, by URL. */
function scripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Moves focus by Tab until the named element has it (keyboard only). */
async function tabTo(page: Page, name: RegExp | string, role: 'textbox' | 'button' | 'radio' | 'checkbox' | 'link') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let presses = 0; presses < 200; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test.describe('marketplace eligibility self-check (amazon)', () => {
  test('loads only when scrolled near; a store meeting all four conditions gets Apply now (keyboard only)', async ({ page }) => {
    const requested = scripts(page);
    await page.goto('/en_us/amazon');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /tool-|tools-json/.test(url))).toEqual([]);
    const heading = page.getByRole('heading', { name: 'Check your store in a minute' });
    await page.getByRole('heading', { name: 'Who can apply' }).scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await tabTo(page, /^Months your store has operated/, 'textbox');
    await page.keyboard.type('18');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12,000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4.7');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'four conditions' });
    await expect(status).toContainText('Your store meets all four conditions.');
    await expect(status.getByRole('link', { name: /^Apply now/ })).toHaveAttribute('href', /scenario=AMAZON_SC/);
    expect(await new AxeBuilder({ page }).include('#eligibility').analyze().then((result) => result.violations)).toEqual([]);
  });

  test('zh_cn: says which conditions fail, and keeps what was typed after an error', async ({ page }) => {
    await page.goto('/zh_cn/amazon');
    await page.getByRole('heading', { name: '申请条件' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: '一分钟自查店铺资格' })).toBeVisible();
    await tabTo(page, /^店铺已经营月数/, 'textbox');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('很多');
    await tabTo(page, '检查资格', 'button');
    await page.keyboard.press('Enter');
    const sales = page.getByRole('textbox', { name: /^月均销售额/ });
    await expect(sales).toBeFocused();
    await expect(sales).toHaveValue('很多');
    await expect(sales).toHaveAccessibleDescription(/请以数字输入销售额/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4.2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, '检查资格', 'button');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: '项条件' });
    await expect(status).toContainText('您的店铺符合 4 项条件中的 1 项。');
    await expect(status).toContainText('已经营3个月：需至少经营6个月。');
    await expect(status).toContainText('有严重违规记录的店铺暂不能申请。');
    await expect(status.getByRole('link')).toHaveCount(0);
  });
});

test.describe('financing-cost calculator', () => {
  test('PaymentManagement: interest and total at actual/365; Talk to us carries the figures only when ticked (keyboard only)', async ({ page }) => {
    const requested = scripts(page);
    await page.goto('/en_us/PaymentManagement');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /tool-calculator|tools-json/.test(url))).toEqual([]);
    await page.getByRole('heading', { name: 'Financing for e-commerce receivables' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'What would payment financing cost?' })).toBeVisible();
    await tabTo(page, /^Amount \(USD\)/, 'textbox');
    await page.keyboard.type('100,000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('90');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Total repayment' });
    await expect(status).toContainText('$2,465.75');
    await expect(status).toContainText('$102,465.75');
    await expect(status).toContainText('Interest = $100,000.00 × 10% × 90 ÷ 365 = $2,465.75.');
    await tabTo(page, 'Share these figures with our team in my request', 'checkbox');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Watch a demo' });
    await expect(drawer.getByText(/^Your estimate: \$100,000.00 for 90 days at 10% a year/)).toBeVisible();
  });

  test('zh_cn amazon: an amount above the limit gets a localized message and stays as typed', async ({ page }) => {
    await page.goto('/zh_cn/amazon');
    await page.getByRole('heading', { name: '卖家怎么说' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: '电商卖家融资要花多少？' })).toBeVisible();
    await tabTo(page, /^金额（美元）/, 'textbox');
    await page.keyboard.type('2,000,000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    const amount = page.getByRole('textbox', { name: /^金额（美元）/ });
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('2,000,000');
    await expect(amount).toHaveAccessibleDescription(/该融资额度最高为 US\$1,000,000(?![.\d])/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '还款总额' })).toContainText('US$503,698.63');
  });
});

const HEADING = 'Doc Ref. No.,Document Type,Buyer,Supplier,PO No.,PO Issue Date,Invoice Issue Date,Currency,Document Amount,Invoice Adjustment Amount,Acceptance Date,Acceptance Amount,Acceptance Maturity Date,Proposed Payment Ref No.,Expected Payment Date';
const GOOD_ROW = 'INV-1,Invoice,Harbour Retail,Ningbo Lighting,PO-7,2025-01-05,2025-01-10,USD,"12,500.00",500,,,,,2025-03-10';
const BAD_ROW = 'INV-2,Invoice,,Ningbo Lighting,,2025-02-30,,XYZ,100,200,,,,,';

test.describe('drawdown template checker (help centre)', () => {
  test('a clean CSV is ready to upload; nothing is sent and the parser loads only when used (keyboard only)', async ({ page }) => {
    const requested = scripts(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/en_us/docs/drawdown-bulk-import');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /template-check|papaparse|read-excel/.test(url))).toEqual([]);
    await tabTo(page, 'Check a filled-in template', 'button');
    await page.keyboard.press('Enter');
    const input = page.getByLabel('Choose your filled-in template (CSV or XLSX)');
    await expect(input).toBeFocused();
    await input.setInputFiles({ name: 'drawdown.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADING}\n${GOOD_ROW}\n`) });
    await expect(page.getByRole('status').filter({ hasText: 'drawdown.csv' })).toHaveText('drawdown.csv: all 1 rows are ready to upload.');
    expect(requested.filter((url) => /papaparse/.test(url))).toHaveLength(1);
    expect(requested.filter((url) => /read-excel/.test(url))).toEqual([]);
    expect(posts).toEqual([]);
  });

  test('zh_cn: a file with problems is reported row by row and the report downloads as CSV', async ({ page }) => {
    await page.goto('/zh_cn/docs/drawdown-bulk-import');
    await tabTo(page, '检查已填写的模板', 'button');
    await page.keyboard.press('Enter');
    const input = page.getByLabel('选择已填写的模板（CSV 或 XLSX）');
    await expect(input).toBeFocused();
    await input.setInputFiles({ name: 'drawdown.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADING}\n${GOOD_ROW}\n${BAD_ROW}\n`) });
    await expect(page.getByRole('status').filter({ hasText: 'drawdown.csv' })).toHaveText('drawdown.csv：2 行中有 1 行可上传；共有 4 个问题需要更正。');
    const table = page.getByRole('table', { name: '逐行问题' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(3)).toHaveText(/^3币种（Currency）不是 ISO 4217 币种代码/);
    await tabTo(page, '下载报告（CSV）', 'button');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('提款模板检查报告.csv');
  });
});
