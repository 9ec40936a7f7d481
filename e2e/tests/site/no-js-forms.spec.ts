import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

/**
 * The site's forms without JavaScript (docs/composition.md, "Forms without JavaScript"): the page
 * arrives with its lookup lists, the form posts to the page, and the site's server answers with the
 * page showing the field errors in its language and the visitor's values, or the form's success.
 */

const STRINGS = {
  en_us: { submit: 'Send enquiry', company: 'Company name', city: 'City', cityRequired: 'Enter your city', summary: 'Some answers need correcting: see the messages under the fields.', sent: 'Thank you, your enquiry has been sent', businessType: 'Private company' },
  zh_cn: { submit: '发送咨询', company: '公司名称', city: '所在城市', cityRequired: '请输入所在城市', summary: '部分内容需要修改，请查看字段下方的提示。', sent: '谢谢，您的咨询已发送', businessType: '私营公司' },
  zh_hk: { submit: '發送查詢', company: '公司名稱', city: '所在城市', cityRequired: '請輸入所在城市', summary: '部分內容需要修改，請查看欄位下方的提示。', sent: '謝謝，您的查詢已發送', businessType: '私營公司' },
} as const;

/** The enquiry's form, whose submit button names it. */
const enquiryForm = (page: Page, submit: string) => page.locator('form').filter({ has: page.getByRole('button', { name: submit }) });

async function fillEnquiry(page: Page, lang: keyof typeof STRINGS) {
  const form = enquiryForm(page, STRINGS[lang].submit);
  await form.locator('[name="companyName"]').fill('Shenzhen Export Co');
  await form.locator('[name="usci"]').fill('91440300MA5FUTUE1Y');
  await form.locator('[name="businessType"]').selectOption({ label: STRINGS[lang].businessType });
  await form.locator('[name="city"]').fill('Shenzhen');
  await form.locator('[name="establishmentYears"]').fill('6');
  await form.locator('[name="quarterlyFxAmountCny"]').fill('12000000');
  await form.locator('[name="mainBusiness"]').fill('Consumer electronics export');
  await form.locator('[name="contactPerson"]').fill('Zhang Wei');
  await form.locator('[name="contactNo"]').fill('13800138000');
  await form.locator('[name="businessEmail"]').fill('zhang.wei@example.cn');
}

/**
 * The site's server renders a live page within 1.5 s or serves it as built, and its first render
 * of a release also loads the remote's server build: on a busy machine the very first visit may get
 * the built page. Each page is asked for until its list is rendered (the render fills the cache).
 */
test.beforeAll(async ({ request }) => {
  const pages: [string, string][] = [
    ['/en_us/InternationalTrade', 'Private company'],
    ['/zh_cn/InternationalTrade', '私营公司'],
    ['/zh_hk/InternationalTrade', '私營公司'],
    ['/zh_hk/DemoRequest', 'IT 經理'],
    ['/exportdrawback/apply', '生产型企业'],
  ];
  for (const [url, option] of pages) {
    await expect.poll(async () => (await (await request.get(url)).text()).includes(option), { timeout: 30_000 }).toBe(true);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en_us', 'zh_cn', 'zh_hk'] as const) {
    test(`the International Trade enquiry (${lang}) has its business types, shows errors with the typed values, then sends`, async ({ page }) => {
      const text = STRINGS[lang];
      await page.goto(`/${lang}/InternationalTrade`);
      const form = enquiryForm(page, text.submit);
      await expect(form.locator('[name="businessType"] option', { hasText: text.businessType })).toHaveCount(1);

      await form.locator('[name="companyName"]').fill('Acme <b>Ltd</b>');
      const [empty] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: text.submit }).click()]);
      expect(empty.status()).toBe(400);
      expect(empty.headers()['cache-control']).toBe('no-store');
      await expect(page.getByText(text.summary)).toBeVisible();
      await expect(page.getByText(text.cityRequired)).toBeVisible();
      await expect(enquiryForm(page, text.submit).locator('[name="companyName"]')).toHaveValue('Acme <b>Ltd</b>');

      await fillEnquiry(page, lang);
      const [sent] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), enquiryForm(page, text.submit).getByRole('button', { name: text.submit }).click()]);
      expect(sent.status()).toBe(200);
      await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();
    });
  }

  test('the demo request page has the form with its lists, shows errors with the typed values, then sends', async ({ page }) => {
    await page.goto('/zh_hk/DemoRequest');
    await expect(page.getByRole('heading', { level: 1, name: '觀看示範' })).toBeVisible();
    // The page carries the form once.
    await expect(page.locator('form')).toHaveCount(1);
    await expect(page.locator('select[name="country"]')).toHaveCount(1);
    const form = page.locator('form').filter({ has: page.locator('input[name="_form"][value="demo-request"]') });
    await expect(form.locator('[name="jobTitle"] option', { hasText: 'IT 經理' })).toHaveCount(1);
    await expect(form.getByRole('checkbox', { name: '支付與外匯' })).toBeVisible();

    await form.locator('[name="companyName"]').fill('Smith Imports');
    const [empty] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: '提交' }).click()]);
    expect(empty.status()).toBe(400);
    const again = page.locator('form').filter({ has: page.locator('input[name="_form"][value="demo-request"]') });
    // The answer opens at the form.
    await expect(page).toHaveURL(/\/zh_hk\/DemoRequest#demo-request$/);
    await expect(again.getByRole('alert').filter({ hasText: '部分資料需要修改，請查看下方各欄的提示。' })).toBeVisible();
    await expect(again.getByText('請輸入您的名字')).toBeVisible();
    await expect(again.locator('[name="companyName"]')).toHaveValue('Smith Imports');

    await again.locator('[name="firstName"]').fill('Anna');
    await again.locator('[name="lastName"]').fill('Smith');
    await again.locator('[name="jobTitle"]').selectOption('IT_MANAGER');
    await again.locator('[name="businessEmail"]').fill('anna@example.co.uk');
    await again.locator('[name="areaCodeId"]').selectOption({ index: 1 });
    await again.locator('[name="contactNo"]').fill('91234567');
    await again.getByRole('checkbox', { name: '支付與外匯' }).check();
    await again.locator('[name="businessType"]').selectOption('E_COMMERCE');
    await again.locator('[name="country"]').selectOption({ index: 1 });
    const [sent] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), again.getByRole('button', { name: '提交' }).click()]);
    expect(sent.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '我們已收到您的提交，將盡快與您聯絡！' })).toBeVisible();
  });

  test('the export-refund application has its enterprise types, shows errors with the typed values, then is submitted', async ({ page }) => {
    await page.goto('/exportdrawback/apply');
    const form = page.locator('form').filter({ has: page.locator('input[name="_form"][value="application"]') });
    await expect(form.locator('[name="businessType"] option', { hasText: '生产型企业' })).toHaveCount(1);
    await expect(page.getByText('正在加载企业类型')).toHaveCount(0);

    await form.locator('[name="companyName"]').fill('深圳出口有限公司');
    const [empty] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: /提交/ }).click()]);
    expect(empty.status()).toBe(400);
    const again = page.locator('form').filter({ has: page.locator('input[name="_form"][value="application"]') });
    await expect(again.getByText('请输入姓', { exact: true }).last()).toBeVisible();
    await expect(again.getByText('请选择企业类型').last()).toBeVisible();
    await expect(again.locator('[name="companyName"]')).toHaveValue('深圳出口有限公司');

    await again.locator('[name="firstName"]').fill('王');
    await again.locator('[name="lastName"]').fill('小明');
    await again.locator('[name="businessEmail"]').fill('wang@example.cn');
    await again.locator('[name="contactNo"]').fill('13800138000');
    await again.locator('[name="usci"]').fill('91440300MA5FUTUE1Y');
    await again.locator('[name="businessType"]').selectOption('PRODUCTION');
    const [sent] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), again.getByRole('button', { name: /提交/ }).click()]);
    expect(sent.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /申请已提交/ })).toBeVisible();
  });

  test('a Watch-a-Demo button, which could open no drawer, is a link to the demo request page', async ({ page }) => {
    // Contact carries no copy of the form: its button leads to the page too.
    await page.goto('/zh_hk/Contact');
    await expect(page.locator('form')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /^觀看示範/ })).toHaveAttribute('href', '/zh_hk/DemoRequest');

    await page.goto('/zh_hk/PaymentManagement');
    const watch = page.getByRole('link', { name: /^觀看示範/ }).first();
    await expect(watch).toBeVisible();
    // The button, which only JavaScript could make open the drawer, is in the page but hidden.
    const buttons = page.locator('main button', { hasText: '觀看示範' });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await watch.click();
    await expect(page).toHaveURL(/\/zh_hk\/DemoRequest$/);
    await expect(page.getByRole('heading', { level: 1, name: '觀看示範' })).toBeVisible();
    await expect(page.locator('form').filter({ has: page.locator('input[name="_form"][value="demo-request"]') })).toHaveCount(1);
  });

  test('on a phone, a hero\'s Watch-a-Demo link fills the row as the button it stands for does', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const address of ['/en_us/PaymentManagement', '/en_us/Contact', '/zh_cn/DigitalTrade']) {
      await page.goto(address);
      const watch = page.getByRole('main').getByRole('link', { name: /^(Watch a demo|观看演示)/ }).first();
      await expect(watch, address).toBeVisible();
      // The row it stands in: the hero's actions, as wide as the content column.
      const link = await watch.boundingBox();
      const row = await watch.evaluate((element) => {
        const box = element.closest('noscript')?.parentElement?.getBoundingClientRect();
        return box ? { x: box.x, width: box.width } : null;
      });
      expect(link && row, address).toBeTruthy();
      expect(Math.abs((link?.width ?? 0) - (row?.width ?? 0)), `${address}: the link is ${link?.width} px wide in a row of ${row?.width}`).toBeLessThanOrEqual(1);
    }
  });

  test('a post from another site is refused with a page saying so', async ({ request }) => {
    const response = await request.post('/en_us/InternationalTrade', { form: { _form: 'enquiry' }, headers: { Origin: 'https://evil.example' } });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('The form was sent from another website');
  });
});

test('with JavaScript the enquiry is still sent by the page’s script, without loading another page', async ({ page }) => {
  await page.goto('/en_us/InternationalTrade');
  const text = STRINGS.en_us;
  await expect(enquiryForm(page, text.submit).locator('[name="businessType"] option', { hasText: text.businessType })).toHaveCount(1);
  // The list and the fields come with the served page; the checks as a field is left come with hydration,
  // which on a busy machine may finish well after the page has painted.
  const city = enquiryForm(page, text.submit).locator('[name="city"]');
  await expect.poll(() => hydrated(city), { timeout: 15_000 }).toBe(true);
  // Hydrated: the field's message appears as it is left empty after typing, which only the script does.
  await city.fill('x');
  await city.fill('');
  await city.blur();
  await expect(page.getByText(text.cityRequired)).toBeVisible();
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  await fillEnquiry(page, 'en_us');
  const [call] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/') && response.request().method() === 'POST'),
    enquiryForm(page, text.submit).getByRole('button', { name: text.submit }).click(),
  ]);
  expect(call.status()).toBe(200);
  await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();
  expect(navigated).toBe(false);
});
