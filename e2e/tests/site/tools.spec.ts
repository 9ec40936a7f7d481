import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

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

  test("keeps what the visitor typed while the check's code was still on its way", async ({ page }) => {
    // The check's code arrives only when the test lets it: the visitor types into the served form first.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const isCheckCode = (url: URL) => {
      const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
      return file.startsWith('tool-eligibility') && file.endsWith('.js');
    };
    await page.route(isCheckCode, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/en_us/amazon');
    await page.getByRole('heading', { name: 'Who can apply' }).scrollIntoViewIfNeeded();
    const months = page.getByRole('textbox', { name: /^Months your store has operated/ });
    const sales = page.getByRole('textbox', { name: /^Average monthly sales/ });
    await months.fill('18');
    await sales.fill('12,000');
    expect(await hydrated(months), 'typed before the check could answer').toBe(false);
    arrive();
    await expect.poll(() => hydrated(months)).toBe(true);
    await expect(months).toHaveValue('18');
    await expect(sales).toHaveValue('12,000');
    await page.getByRole('textbox', { name: /^Store rating/ }).fill('4.7');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    // The check read what was typed before it could answer: all four conditions are met.
    await expect(page.getByRole('status').filter({ hasText: 'four conditions' })).toContainText('Your store meets all four conditions.');
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
    await expect(drawer.getByText(/^These figures go with your request: \$100,000.00 for 90 days at 10% a year/)).toBeVisible();
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

test.describe('financing-cost calculator on OTA Finance (remote-ota)', () => {
  test('prices a drawing at actual/365; Talk to us opens the drawer for OTA Finance and the api stores the shared figures (keyboard only)', async ({ page }) => {
    const requested = scripts(page);
    await page.goto('/en_us/OTAFinance');
    await page.waitForLoadState('networkidle');
    // Neither the calculator nor the drawer is part of the page's first load.
    expect(requested.filter((url) => /tool-calculator|tools-json|DemoRequest|demo-request/.test(url))).toEqual([]);
    await page.getByRole('heading', { name: 'Estimate what financing costs' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'What would OTA financing cost?' })).toBeVisible();
    expect(requested.filter((url) => /DemoRequest|demo-request/.test(url))).toEqual([]);
    await tabTo(page, /^Amount \(USD\)/, 'textbox');
    await page.keyboard.type('200,000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('60');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10.5');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Total repayment' });
    await expect(status).toContainText('$3,452.05');
    await expect(status).toContainText('$203,452.05');
    await expect(status).toContainText('Interest = $200,000.00 × 10.5% × 60 ÷ 365 = $3,452.05.');
    await expect(page.getByText(/^Day count: actual\/365/)).toBeVisible();
    await tabTo(page, 'Share these figures with our team in my request', 'checkbox');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Talk to us' })).toBeFocused();
    await page.keyboard.press('Enter');

    // remote-marketing's drawer, as on its own pages: preset to the product, with the figures above the form.
    const drawer = page.getByRole('dialog', { name: 'Watch a demo' });
    await expect(drawer.getByText('These figures go with your request: $200,000.00 for 60 days at 10.5% a year, interest $3,452.05, total repayment $203,452.05.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Products of interest/ })).toHaveAccessibleName('Products of interest OTA Finance');
    await drawer.getByRole('textbox', { name: /First name/ }).fill('Li');
    await drawer.getByRole('textbox', { name: /Last name/ }).fill('Na');
    await drawer.getByRole('combobox', { name: /Job title/ }).selectOption('GENERAL_MANAGER');
    await drawer.getByRole('textbox', { name: /Business email/ }).fill('li.na@example.com');
    const area = drawer.getByRole('combobox', { name: /Area code/ });
    await area.fill('+65');
    await drawer.getByRole('option', { name: 'Singapore +65' }).click();
    await drawer.getByRole('textbox', { name: /Contact number/ }).fill('81234567');
    await drawer.getByRole('textbox', { name: /Company name/ }).fill(`Lotus Travel ${Date.now()}`);
    await drawer.getByRole('combobox', { name: /Business type/ }).selectOption('E_COMMERCE');
    await drawer.getByRole('combobox', { name: /Country or region/ }).selectOption('Singapore');
    const answered = page.waitForResponse((response) => response.url().endsWith('/potentialCust/newInsert'));
    await drawer.getByRole('button', { name: 'Submit' }).click();
    const response = await answered;
    const estimate = { product: 'OTA_FINANCE', amount: 200_000, currency: 'USD', tenorDays: 60, annualRatePercent: 10.5, interest: 3452.05, total: 203_452.05 };
    expect(response.request().postDataJSON()).toMatchObject({ interestedProduct: ['OTA_FINANCE'], estimate });
    // Stored before code '200', and answered back figure for figure.
    expect(await response.json()).toMatchObject({ code: '200', data: { interestedProduct: ['OTA_FINANCE'], estimate } });
    await expect(drawer.getByText("We've received your submission, and we'll be in touch soon!")).toBeVisible();
    await expect(drawer.getByRole('heading', { level: 3, name: 'Thank you for your interest' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Talk to us' })).toBeFocused();
  });

  test('zh_cn: a tenor past 120 days gets a localized message and stays as typed; without the tick no figure goes to the drawer', async ({ page }) => {
    await page.goto('/zh_cn/OTAFinance');
    await page.getByRole('heading', { name: '估算融资成本' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'OTA 融资要花多少？' })).toBeVisible();
    await tabTo(page, /^金额（美元）/, 'textbox');
    await page.keyboard.type('100000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('121');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    const tenor = page.getByRole('textbox', { name: /^期限（天）/ });
    await expect(tenor).toBeFocused();
    await expect(tenor).toHaveValue('121');
    await expect(tenor).toHaveAccessibleDescription(/该融资期限最长为 120天$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('90');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '还款总额' })).toContainText('US$102,465.75');
    await tabTo(page, '联系我们', 'button');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '观看演示' });
    await expect(drawer.getByRole('textbox', { name: /^名/ })).toBeVisible();
    await expect(drawer.getByText(/以下估算将随您的申请一并发送/)).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation in the calculator, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en_us/OTAFinance');
    await page.getByRole('heading', { name: 'Estimate what financing costs' }).scrollIntoViewIfNeeded();
    const calculator = page.getByRole('form', { name: 'What would OTA financing cost?' });
    await expect(calculator).toBeVisible();
    // One column on a phone: the boxes stack, each as wide as the form.
    const boxes = await Promise.all(['Amount', 'Tenor', 'Annual rate'].map((name) => page.getByRole('textbox', { name: new RegExp(`^${name}`) }).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
    const form = await calculator.boundingBox();
    expect((form?.x ?? 0) + (form?.width ?? Infinity)).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).include('form').analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
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
    await expect(page.getByRole('status').filter({ hasText: 'drawdown.csv' })).toHaveText('drawdown.csv: its one row is ready to upload.');
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
    await expect(page.getByRole('status').filter({ hasText: 'drawdown.csv' })).toHaveText('drawdown.csv：有 4 个问题需要更正。2 行中有 1 行可上传。');
    const table = page.getByRole('table', { name: '逐行问题' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(3)).toHaveText(/^3币种（Currency）不是有效的币种代码：请填写三位字母代码/);
    await tabTo(page, '下载报告（CSV）', 'button');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('提款模板检查报告.csv');
  });
});
