import { expect, test } from '@playwright/test';

/*
 * Without JavaScript a control either works as HTML or is not shown: a button that does nothing
 * when pressed is a dead end.
 */
test.use({ javaScriptEnabled: false });

test("Home's carousel shows its first slide without controls that could not move it", async ({ page }) => {
  await page.goto('/en_us');
  const carousel = page.getByRole('region', { name: 'Business highlights' });
  await expect(carousel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const name of ['Previous slide', 'Next slide', 'Pause automatic slide rotation']) {
    // Served with the page (the browser's scripts use them), and not shown without them.
    await expect(carousel.getByRole('button', { name, includeHidden: true })).toHaveCount(1);
    await expect(carousel.getByRole('button', { name, includeHidden: true })).toBeHidden();
  }
});

test("a help article offers its Markdown as a link, and does not ask for an answer it could not send", async ({ page, request }) => {
  await page.goto('/en_us/docs/create-a-payout');
  await expect(page.getByRole('button', { name: 'Copy as Markdown', includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Copy as Markdown', includeHidden: true })).toBeHidden();
  const markdown = page.getByRole('link', { name: 'Open it as Markdown' });
  await expect(markdown).toBeVisible();
  const answer = await request.get((await markdown.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('# ');
  await expect(page.getByRole('heading', { name: 'Was this helpful?', includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Was this helpful?', includeHidden: true })).toBeHidden();
});

for (const width of [390, 1366]) {
  test(`the micro-site's free trial at ${width} px leads to the application form`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/exportdrawback');
    const trial = width < 1060 ? page.getByRole('banner').getByRole('link', { name: '免费试用' }) : page.getByRole('main').getByRole('link', { name: '免费试用' }).first();
    await trial.click();
    await expect(page).toHaveURL(/\/exportdrawback\/apply$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('申请免费试用');
    // The form posts to the page, which works without JavaScript.
    await expect(page.locator('form[method="post"]').first()).toBeVisible();
  });
}

test('the header menus and the language list open as HTML and lead where they say', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en_us/Contact');
  const banner = page.getByRole('banner');
  await banner.locator('summary:visible', { hasText: 'Products' }).click();
  await banner.getByRole('link', { name: 'Payment & FX' }).click();
  await expect(page).toHaveURL(/\/en_us\/PaymentManagement$/);
  await banner.locator('summary[aria-label="Language: English"]').click();
  await banner.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh_hk\/PaymentManagement$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
});

test('on a phone the menu button opens the menu below the header, with every group and the languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh_cn');
  const banner = page.getByRole('banner');
  await banner.locator('summary:visible', { hasText: '打开菜单' }).click();
  const menu = banner.getByRole('navigation', { name: '主导航' });
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: '解决方案' }).click();
  await menu.getByRole('link', { name: 'OTA 融资' }).click();
  await expect(page).toHaveURL(/\/zh_cn\/OTAFinance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const [path, heading, total] of [
  ['/en_us/OTAFinance', 'What would OTA financing cost?', '$102,465.75'],
  ['/en_us/PaymentManagement', 'What would payment financing cost?', '$102,465.75'],
] as const) {
  test(`${path}: the calculator answers on the page it sends its answers to, keeping them as typed`, async ({ page }) => {
    await page.goto(path);
    const calculator = page.getByRole('form', { name: heading });
    await calculator.getByRole('textbox', { name: /^Amount \(USD\)/ }).fill('100,000');
    await calculator.getByRole('textbox', { name: /^Tenor \(days\)/ }).fill('90');
    await calculator.getByRole('textbox', { name: /^Annual rate \(%\)/ }).fill('10');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?amount=100%2C000&tenor=90&rate=10#financing-calculator$`));
    await expect(page.getByRole('status').filter({ hasText: 'Total repayment' })).toContainText(total);
    await expect(page.getByRole('textbox', { name: /^Amount \(USD\)/ })).toHaveValue('100,000');
    // "Talk to us" opens a dialog of the page's script: not shown without it.
    await expect(page.getByRole('button', { name: 'Talk to us', includeHidden: true })).toBeHidden();
  });
}

test('amazon: the eligibility check answers on the page it sends its answers to, keeping them as typed', async ({ page }) => {
  await page.goto('/en_us/amazon?utm_source=mail');
  const check = page.getByRole('form', { name: 'Check your store in a minute' });
  await check.getByRole('textbox', { name: /^Months your store/ }).fill('8');
  await check.getByRole('textbox', { name: /^Average monthly sales/ }).fill('4,000');
  await check.getByRole('textbox', { name: /^Store rating/ }).fill('4.5');
  await check.getByRole('radio', { name: 'No' }).check();
  await check.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page).toHaveURL(/\/en_us\/amazon\?months=8&sales=4%2C000&rating=4\.5&violations=no#eligibility-check$/);
  const status = page.getByRole('status').filter({ hasText: 'conditions' });
  await expect(status).toContainText('Your store meets 3 of the 4 conditions.');
  await expect(page.getByRole('textbox', { name: /^Average monthly sales/ })).toHaveValue('4,000');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
});

test('the OTA questionnaire says it needs JavaScript and offers the demo request instead of spinning', async ({ page }) => {
  await page.goto('/zh_hk/Questionnaire1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '此問卷需要啟用 JavaScript' })).toBeVisible();
  await expect(page.getByRole('status', { includeHidden: false })).toHaveCount(0);
  await page.getByRole('link', { name: '申請回電' }).click();
  await expect(page).toHaveURL(/\/zh_hk\/DemoRequest$/);
  await expect(page.locator('form[method="post"]').first()).toBeVisible();
});

test('the help centre lists every article in its menu at 390 px, and shows no search it could not run', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en_us/docs/create-a-payout');
  await expect(page.getByRole('search', { includeHidden: true })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Help centre articles' });
  const links = menu.getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) await expect(link).toBeVisible();
  await menu.getByRole('link', { name: 'Convert currency' }).click();
  await expect(page).toHaveURL(/\/en_us\/docs\/convert-currency$/);
});

/**
 * Every control a page shows, at a phone's width and a laptop's: a link goes somewhere, a
 * disclosure opens, a field and its button belong to a form that sends them. A button of the page's
 * script (type="button"), or a field no form sends, shown without it, is a dead end.
 */
test.describe('every page', () => {
  test.setTimeout(240_000);
  for (const width of [390, 1366]) {
    test(`at ${width} px shows no control that cannot work without JavaScript`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = sitemap
        .split('<loc>')
        .slice(1)
        .map((entry) => new URL(entry.slice(0, entry.indexOf('</loc>'))).pathname)
        .filter((path) => !path.startsWith('/zh_'));
      expect(paths.length).toBeGreaterThan(20);
      const deadEnds: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        const found = await page.evaluate(() => {
          const shown = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
          };
          const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
          const problems: string[] = [];
          for (const element of document.querySelectorAll('a, button, input, select, textarea, [role="button"], [tabindex]')) {
            if (!shown(element) || element.closest('details:not([open]) > :not(summary)')) continue;
            if (element instanceof HTMLAnchorElement) {
              const href = element.getAttribute('href') ?? '';
              if (href === '' || href === '#' || href.toLowerCase().startsWith('javascript:')) problems.push(`${name(element)} links nowhere`);
            } else if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
              if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
              const form = element.form;
              const sends = form !== null && [...form.elements].some((control) => (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit');
              if (element instanceof HTMLButtonElement && element.type !== 'submit') problems.push(`${name(element)} is a button of the page's script`);
              else if (!sends) problems.push(`${name(element)} is in no form that sends it`);
            } else if (element.tagName !== 'SUMMARY' && !element.matches('[tabindex="-1"], [role="region"], [role="tabpanel"], pre, main, h1, h2, [tabindex="0"][aria-label]')) {
              problems.push(`${name(element)} acts only with the page's script`);
            }
          }
          return problems;
        });
        for (const problem of found) deadEnds.push(`${path}: ${problem}`);
        // Each disclosure opens as HTML.
        for (const summary of await page.locator('summary:visible').all()) {
          const details = summary.locator('xpath=..');
          const open = await details.evaluate((element) => (element as HTMLDetailsElement).open);
          await summary.click();
          if ((await details.evaluate((element) => (element as HTMLDetailsElement).open)) === open) deadEnds.push(`${path}: a disclosure did not open`);
          if (!open) await summary.click();
        }
      }
      expect(deadEnds).toEqual([]);
    });
  }
});
