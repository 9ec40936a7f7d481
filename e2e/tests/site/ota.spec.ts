import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The OTA Finance flow on the composed site against the real api: landing,
 * Questionnaire1 (1/2), Questionnaire2 (2/2), ProgressBar, QuotaDisplay and Done. Failures are
 * made with page.route; everything else reaches the api.
 */

const SAVE = '**/api/big-data/travelCustomerQuestionnaire/saveOrUpdate';
const QUERY = '**/api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag';
const FLOW_KEY = 'tradewind.ota.flow';
const serverError = { status: 500, json: { code: 'INTERNAL_ERROR', msg: 'Something went wrong on our side; please try again later', data: null } };

const COPY = {
  en_us: {
    cta: 'Get your indicative limit',
    step1: 'Contact information',
    company: 'Company name',
    person: 'Contact person',
    email: 'Business email',
    country: 'Country or region',
    countryOption: 'Singapore',
    areaCode: 'Area code',
    areaValue: 'Singapore +65',
    phone: 'Phone number',
    next: 'Continue',
    step2: 'Your travel platforms',
    platforms: ['Agoda', 'Booking.com'],
    band: 'USD 5–20 million',
    years: 'Years operating',
    submit: 'See my indicative limit',
    progress: 'Evaluation progress',
    messages: ['Getting your profile ready', 'Evaluating your credit profile', 'Calculating your credit limit'],
    ready: 'Your indicative limit is ready.',
    quota: 'Your indicative credit limit',
    amountLabel: 'Indicative expected credit limit',
    done: 'Done',
    landing: 'Working capital for online travel agencies',
  },
  zh_cn: {
    cta: '获取预估额度',
    step1: '联系信息',
    company: '公司名称',
    person: '联系人',
    email: '企业邮箱',
    country: '国家或地区',
    countryOption: '新加坡',
    areaCode: '区号',
    areaValue: '新加坡 +65',
    phone: '联系电话',
    next: '下一步',
    step2: '合作旅游平台',
    platforms: ['Agoda', '携程 Trip.com'],
    band: '500 万至 2,000 万美元',
    years: '经营年限',
    submit: '查看预估额度',
    progress: '评估进度',
    messages: ['正在准备您的资料', '正在评估您的信用状况', '正在计算您的授信额度'],
    ready: '您的预估额度已生成。',
    quota: '您的预估授信额度',
    amountLabel: '预估授信额度',
    done: '完成',
    landing: '为在线旅行社提供营运资金',
  },
} as const;
type Lang = keyof typeof COPY;

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fills step 1 in `lang`; choosing the country fills the area code with the country's. */
async function fillStep1(page: Page, lang: Lang, company = 'Lotus Travel Ltd') {
  const copy = COPY[lang];
  await expect(main(page).getByRole('heading', { level: 1, name: copy.step1 })).toBeVisible();
  await field(page, copy.company).fill(company);
  await field(page, copy.person).fill('Li Na');
  await field(page, copy.email).fill('li.na@example.com');
  const area = main(page).getByRole('combobox', { name: copy.areaCode });
  await expect(area).toBeEnabled();
  await main(page).getByRole('combobox', { name: copy.country }).selectOption({ label: copy.countryOption });
  await expect(area).toHaveValue(copy.areaValue);
  await field(page, copy.phone).fill('8123 4567');
}

async function fillStep2(page: Page, lang: Lang) {
  const copy = COPY[lang];
  await expect(main(page).getByRole('heading', { level: 1, name: copy.step2 })).toBeVisible();
  for (const platform of copy.platforms) await main(page).getByRole('checkbox', { name: platform }).check();
  await main(page).getByRole('radio', { name: copy.band }).check();
  await field(page, copy.years).fill('4');
}

/** The flow from the landing page to the limit and Done, in `lang`. */
async function wholeFlow(page: Page, lang: Lang) {
  const copy = COPY[lang];
  await page.goto(`/${lang}/OTAFinance`);
  await main(page).getByRole('link', { name: copy.cta }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/Questionnaire1$`));
  await fillStep1(page, lang);
  await main(page).getByRole('button', { name: copy.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/Questionnaire2$`));
  await fillStep2(page, lang);

  // Record what the evaluation's live status says, in order, however busy the machine is.
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { otaStatus: said });
    new MutationObserver(() => {
      const text = document.querySelector('main p[role="status"]')?.textContent ?? '';
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The quota page reads the limit from the api: keep the api's answer to compare.
  const answer = page.waitForResponse((response) => response.url().includes('queryByCustomerFlag') && page.url().includes('/QuotaDisplay'));
  await main(page).getByRole('button', { name: copy.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/ProgressBar$`));
  const bar = main(page).getByRole('progressbar', { name: copy.progress });
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The three progress messages in turn, then the announcement that the limit is ready.
  expect(await page.evaluate(() => (window as unknown as { otaStatus: string[] }).otaStatus)).toEqual([...copy.messages, copy.ready]);

  await expect(page).toHaveURL(new RegExp(`/${lang}/QuotaDisplay$`));
  const body = (await (await answer).json()) as { data: { indicativeLimitUsd: number } };
  const limit = body.data.indicativeLimitUsd;
  expect(limit).toBeGreaterThan(0);
  const expected = new Intl.NumberFormat(lang === 'en_us' ? 'en' : 'zh-CN', { style: 'currency', currency: 'USD', currencyDisplay: 'code', maximumFractionDigits: 0 }).format(limit);
  await expect(main(page).getByRole('heading', { level: 1, name: copy.quota })).toBeVisible();
  await expect(main(page).getByRole('term')).toHaveText(copy.amountLabel);
  await expect(main(page).getByRole('definition')).toHaveText(expected);

  await main(page).getByRole('button', { name: copy.done }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/OTAFinance$`));
  await expect(main(page).getByRole('heading', { level: 1, name: copy.landing })).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), FLOW_KEY)).toBeNull();
}

test.describe('OTA Finance flow', () => {
  // Multi-page journeys against the real api on a shared two-core machine.
  test.slow();
  test('goes from the landing page through both steps to the indicative USD limit and Done, in English', async ({ page }) => {
    await wholeFlow(page, 'en_us');
  });

  test('does the same in Simplified Chinese', async ({ page }) => {
    await wholeFlow(page, 'zh_cn');
  });

  test('a reload or a step back restores the answers', async ({ page }) => {
    const copy = COPY.en_us;
    await page.goto('/en_us/Questionnaire1');
    await fillStep1(page, 'en_us', 'Reload Travel Ltd');
    await page.reload();
    // Not saved yet: the draft in this tab brings them back.
    await expect(field(page, copy.company)).toHaveValue('Reload Travel Ltd');
    await expect(field(page, copy.email)).toHaveValue('li.na@example.com');
    await expect(main(page).getByRole('combobox', { name: copy.country })).toHaveValue('Singapore');
    await expect(main(page).getByRole('combobox', { name: copy.areaCode })).toHaveValue(copy.areaValue);
    await expect(field(page, copy.phone)).toHaveValue('8123 4567');

    await main(page).getByRole('button', { name: copy.next }).click();
    await fillStep2(page, 'en_us');
    await page.reload();
    await expect(main(page).getByRole('checkbox', { name: 'Agoda' })).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: 'Booking.com' })).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: 'Expedia' })).not.toBeChecked();
    await expect(main(page).getByRole('radio', { name: copy.band })).toBeChecked();
    await expect(field(page, copy.years)).toHaveValue('4');

    // A step back: step 1 was saved, so the api gives it back (no draft is left for it).
    await main(page).getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en_us\/Questionnaire1$/);
    await expect(field(page, copy.company)).toHaveValue('Reload Travel Ltd');
    await expect(field(page, copy.phone)).toHaveValue('81234567');
    await expect(main(page).getByRole('combobox', { name: copy.areaCode })).toHaveValue(copy.areaValue);
    const stored = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { state?: { contactDraft: unknown; customerFlag: string } }, FLOW_KEY);
    expect(stored.state?.contactDraft).toBeNull();
    expect(stored.state?.customerFlag).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a later step opened directly sends the visitor to the step they must finish', async ({ page }) => {
    for (const later of ['Questionnaire2', 'ProgressBar', 'QuotaDisplay']) {
      await page.goto(`/en_us/${later}`);
      await expect(page).toHaveURL(/\/en_us\/Questionnaire1$/);
      await expect(main(page).getByRole('heading', { level: 1, name: COPY.en_us.step1 })).toBeVisible();
    }
    // With step 1 saved, the evaluation and the quota send the visitor to step 2.
    await fillStep1(page, 'en_us', 'Guarded Travel Ltd');
    await main(page).getByRole('button', { name: COPY.en_us.next }).click();
    await expect(page).toHaveURL(/\/en_us\/Questionnaire2$/);
    for (const later of ['ProgressBar', 'QuotaDisplay']) {
      await page.goto(`/en_us/${later}`);
      await expect(page).toHaveURL(/\/en_us\/Questionnaire2$/);
      await expect(main(page).getByRole('heading', { level: 1, name: COPY.en_us.step2 })).toBeVisible();
    }
  });

  test('a failed save or evaluation says so in the visitor’s language, keeps the answers, and Retry works', async ({ page }) => {
    await page.goto('/zh_hk/Questionnaire1');
    await expect(main(page).getByRole('heading', { level: 1, name: '聯絡資料' })).toBeVisible();
    await field(page, '公司名稱').fill('失敗測試旅行社');
    await field(page, '聯絡人').fill('陳大文');
    await field(page, '公司電郵').fill('chan@example.hk');
    await expect(main(page).getByRole('combobox', { name: '區號' })).toBeEnabled();
    await main(page).getByRole('combobox', { name: '國家或地區' }).selectOption({ label: '香港' });
    await expect(main(page).getByRole('combobox', { name: '區號' })).toHaveValue('香港 +852');
    await field(page, '聯絡電話').fill('9123 4567');

    await page.route(SAVE, (route) => route.fulfill(serverError));
    await main(page).getByRole('button', { name: '下一步' }).click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('您的回答未能儲存。');
    await expect(alert).toContainText('您填寫的內容不會遺失');
    await expect(page).toHaveURL(/\/zh_hk\/Questionnaire1$/);
    await expect(field(page, '公司名稱')).toHaveValue('失敗測試旅行社');
    await expect(field(page, '聯絡電話')).toHaveValue('9123 4567');

    await page.unroute(SAVE);
    await alert.getByRole('button', { name: '再試一次' }).click();
    await expect(page).toHaveURL(/\/zh_hk\/Questionnaire2$/);

    await main(page).getByRole('checkbox', { name: '其他' }).check();
    await field(page, '其他平台名稱').fill('Klook');
    await main(page).getByRole('radio', { name: '100 萬美元以下' }).check();
    await field(page, '經營年期').fill('0');
    // The evaluation call fails once the visitor is on the progress page.
    await page.route(QUERY, (route) => route.fulfill(serverError));
    await main(page).getByRole('button', { name: '查看預計額度' }).click();
    await expect(page).toHaveURL(/\/zh_hk\/ProgressBar$/);
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText('未能完成對您資料的評估。');
    await expect(failure).toContainText('您的回答已儲存。');

    await page.unroute(QUERY);
    await failure.getByRole('button', { name: '再試一次' }).click();
    await expect(page).toHaveURL(/\/zh_hk\/QuotaDisplay$/);
    await expect(main(page).getByRole('definition')).toHaveText(/^USD\s[\d,]+$/);
    // The answers survived both failures: step 2 comes back as saved.
    await main(page).getByRole('link', { name: '修改我的回答' }).click();
    await expect(main(page).getByRole('checkbox', { name: '其他' })).toBeChecked();
    await expect(field(page, '其他平台名稱')).toHaveValue('Klook');
    await expect(field(page, '經營年期')).toHaveValue('0');
  });

  test('validates on blur and on submit, with the message tied to the field and focus on the first invalid one', async ({ page }) => {
    await page.goto('/en_us/Questionnaire1');
    const email = field(page, 'Business email');
    await email.fill('li.na@example');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Email format error: enter an address like name@company.com.');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(field(page, 'Company name')).toBeFocused();
    await expect(field(page, 'Company name')).toHaveAccessibleDescription('Enter your company name.');
    await expect(page).toHaveURL(/\/en_us\/Questionnaire1$/);
  });
});

test.describe('OTA Finance accessibility', () => {
  test.slow();
  test('every page of the flow passes an axe scan with no serious or critical violation', async ({ page }) => {
    await page.goto('/en_us/OTAFinance');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await main(page).getByRole('button', { name: 'How much can we borrow?' }).click();
    await expect(main(page).getByText(/Credit limits go up to USD 50 million/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en_us/Questionnaire1');
    await expect(main(page).getByRole('combobox', { name: 'Area code' })).toBeEnabled();
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(field(page, 'Company name')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await fillStep1(page, 'en_us', 'Axe Travel Ltd');
    const area = main(page).getByRole('combobox', { name: 'Area code' });
    await area.fill('hong');
    await expect(main(page).getByRole('option', { name: 'Hong Kong +852' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await area.press('Escape');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    await expect(main(page).getByRole('heading', { level: 1, name: 'Your travel platforms' })).toBeVisible();
    await main(page).getByRole('button', { name: 'See my indicative limit' }).click();
    await expect(main(page).getByRole('checkbox', { name: 'Booking.com' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await fillStep2(page, 'en_us');
    await main(page).getByRole('button', { name: 'See my indicative limit' }).click();

    await expect(main(page).getByRole('progressbar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/en_us\/QuotaDisplay$/);
    await expect(main(page).getByRole('button', { name: 'Done' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
