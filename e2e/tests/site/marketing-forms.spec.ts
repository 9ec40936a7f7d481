import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

/**
 * The Watch-a-Demo drawer and the International Trade enquiry form, on the composed site against
 * the real api. Failures are made with page.route.
 */

const TRADE = '/en_us/InternationalTrade';
const LEAD_INSERT = '**/api/official/potentialCust/newInsert';
const ENQUIRY_SAVE = '**/api/trade-finance/collect/save';
const THANKS = "We've received your submission, and we'll be in touch soon!";

const drawer = (page: Page, name = 'Watch a demo') => page.getByRole('dialog', { name });
const heroDemoButton = (page: Page, name = 'Watch a demo') => page.getByRole('main').getByRole('button', { name, exact: true }).first();

/** Opens the drawer from the page's hero and waits for its form (its option lists come from the api). */
async function openDrawer(page: Page, { path = TRADE, button = 'Watch a demo', dialog = 'Watch a demo', firstField = /First name/ } = {}) {
  await page.goto(path);
  // The button is in the served HTML at once; it opens the drawer once the page has hydrated.
  await page.waitForLoadState('networkidle');
  await heroDemoButton(page, button).click();
  const box = drawer(page, dialog);
  await expect(box.getByRole('textbox', { name: firstField })).toBeVisible();
  return box;
}

/** The field's message, as a screen reader reads it (FormField ties it with aria-describedby). */
const expectMessage = (field: Locator, message: string) => expect(field).toHaveAccessibleDescription(message);

async function fillLead(box: Locator, company: string) {
  await box.getByRole('textbox', { name: /First name/ }).fill('Anna');
  await box.getByRole('textbox', { name: /Last name/ }).fill('Smith');
  await box.getByRole('combobox', { name: /Job title/ }).selectOption('IT_MANAGER');
  await box.getByRole('textbox', { name: /Business email/ }).fill('anna.smith@example.co.uk');
  const area = box.getByRole('combobox', { name: /Area code/ });
  await area.fill('+44');
  await box.getByRole('option', { name: 'United Kingdom +44' }).click();
  await expect(area).toHaveValue('United Kingdom +44');
  await box.getByRole('textbox', { name: /Contact number/ }).fill('2071234567');
  await box.getByRole('textbox', { name: /Company name/ }).fill(company);
  await box.getByRole('combobox', { name: /Business type/ }).selectOption('E_COMMERCE');
  await box.getByRole('combobox', { name: /Country or region/ }).selectOption('United Kingdom');
}

async function seriousViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('Watch-a-Demo drawer', () => {
  test('opens for a product with it preset, locks page scroll, keeps focus inside and closes on Escape', async ({ page }) => {
    const box = await openDrawer(page);
    // Opened for a product: interestedProduct is preset with International Trade.
    const products = box.getByRole('button', { name: /Products of interest/ });
    await expect(products).toHaveAccessibleName('Products of interest International Trade');
    await products.click();
    await expect(box.getByRole('checkbox', { name: 'International Trade' })).toBeChecked();
    await expect(box.getByRole('checkbox', { name: 'Payment & FX' })).not.toBeChecked();

    // Page scroll is locked: the wheel does not move the page behind.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Focus stays inside the drawer.
    const focusInside = () => page.evaluate(() => Boolean(document.querySelector('dialog[open]')?.contains(document.activeElement)));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }

    // Escape closes it, gives focus back to the button and unlocks scrolling.
    await box.getByRole('textbox', { name: /First name/ }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(heroDemoButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('shows the form\'s messages, on blur for typed fields and on change for choices', async ({ page }) => {
    const box = await openDrawer(page);
    const firstName = box.getByRole('textbox', { name: /First name/ });
    const lastName = box.getByRole('textbox', { name: /Last name/ });
    const email = box.getByRole('textbox', { name: /Business email/ });
    const phone = box.getByRole('textbox', { name: /Contact number/ });
    const jobTitle = box.getByRole('combobox', { name: /Job title/ });
    const area = box.getByRole('combobox', { name: /Area code/ });

    // Empty names read their own placeholder, once the field loses focus.
    await firstName.focus();
    await lastName.focus();
    await expectMessage(firstName, 'Please enter your first name');
    await expect(firstName).toHaveAttribute('placeholder', 'Please enter your first name');
    await email.focus();
    await expectMessage(lastName, 'Please enter your last name');

    // Email: nothing while typing, 'Email format error' on blur, gone once corrected.
    await email.fill('anna@example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.blur();
    await expectMessage(email, 'Email format error');
    await email.fill('anna@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // Contact number: non-digits or empty give 'Mobile phone number format error' on blur.
    await phone.fill('2071 234');
    await phone.blur();
    await expectMessage(phone, 'Mobile phone number format error');
    await phone.fill('');
    await phone.blur();
    await expectMessage(phone, 'Mobile phone number format error');
    await expect(phone).toHaveAttribute('maxlength', '20');

    // Choices are validated on change, with their placeholder as the message.
    await jobTitle.selectOption('GENERAL_MANAGER');
    await expect(jobTitle).not.toHaveAttribute('aria-invalid', 'true');
    await jobTitle.selectOption('');
    await expectMessage(jobTitle, 'Please select your job title');

    await area.fill('Singapore');
    await area.press('Enter');
    await expect(area).toHaveValue('Singapore +65');
    await area.fill('');
    await expectMessage(area, 'Please select an area code');
    await area.press('Tab');

    const products = box.getByRole('button', { name: /Products of interest/ });
    await products.click();
    await box.getByRole('checkbox', { name: 'International Trade' }).uncheck();
    await expect(products).toHaveAccessibleDescription('Please select the products you are interested in');

    // A submit flags the rest and takes focus to the first field to correct.
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(firstName).toBeFocused();
    await expectMessage(box.getByRole('textbox', { name: /Company name/ }), 'Please enter your company name');
    await expectMessage(box.getByRole('combobox', { name: /Business type/ }), 'Please select your business type');
    await expectMessage(box.getByRole('combobox', { name: /Country or region/ }), 'Please select your country or region');
  });

  test('searches area codes by name and by dial code', async ({ page }) => {
    const box = await openDrawer(page);
    const area = box.getByRole('combobox', { name: /Area code/ });
    const list = box.getByRole('listbox', { name: 'Area code' });
    await area.fill('hong');
    await expect(list.getByRole('option')).toHaveText(['Hong Kong +852']);
    await area.fill('+86');
    await expect(list.getByRole('option').first()).toHaveText(/China \+86$/);
    await expect(list.getByRole('option', { name: 'Taiwan +886' })).toHaveCount(0);
    await area.press('ArrowDown');
    await area.press('Enter');
    await expect(area).toHaveValue(/\+86/);
    // Escape closes the list, and only the list.
    await area.fill('sing');
    await area.press('Escape');
    await expect(area).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toBeVisible();
  });

  test('sends the lead to the api and thanks the visitor; closing resets the form', async ({ page }) => {
    const box = await openDrawer(page);
    await fillLead(box, `Smith Imports ${Date.now()}`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/potentialCust/newInsert'));
    await box.getByRole('button', { name: 'Submit' }).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: 'Anna',
      areaCode: '+44',
      areaName: 'United Kingdom +44',
      interestedProduct: ['INTERNATIONAL_TRADE'],
      country: 'United Kingdom',
    });
    // The api answers code '200' only once the lead is stored.
    expect((await response.json()).code).toBe('200');
    await expect(box.getByText(THANKS)).toBeVisible();
    // Its heading takes focus, so that the message is read out.
    await expect(box.getByRole('heading', { level: 3, name: 'Thank you for your interest' })).toBeFocused();

    await box.getByText('Close', { exact: true }).click();
    await expect(drawer(page)).toBeHidden();
    await heroDemoButton(page).click();
    const again = drawer(page);
    await expect(again.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(again.getByRole('textbox', { name: /Company name/ })).toHaveValue('');
    await expect(again.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test("any code but '200' returns to the form with everything typed", async ({ page }) => {
    let calls = 0;
    await page.route(LEAD_INSERT, (route) => {
      calls += 1;
      return route.fulfill({ json: { code: '500', msg: 'Service busy', data: null } });
    });
    const box = await openDrawer(page);
    await fillLead(box, 'Smith Imports');
    const submit = box.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(box.getByRole('alert')).toHaveText('Your request did not go through. Please check your details and submit again.');
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    await expect(box.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    await expect(box.getByRole('textbox', { name: /Company name/ })).toHaveValue('Smith Imports');
    await expect(box.getByRole('combobox', { name: /Area code/ })).toHaveValue('United Kingdom +44');
    await expect(box.getByRole('combobox', { name: /Country or region/ })).toHaveValue('United Kingdom');
    await expect(box.getByText(THANKS)).toHaveCount(0);
    expect(calls).toBe(1);
  });

  test('a second submit while waiting is ignored', async ({ page }) => {
    const held: (() => Promise<void>)[] = [];
    let calls = 0;
    await page.route(LEAD_INSERT, (route) => {
      calls += 1;
      held.push(() => route.fulfill({ json: { code: '200', msg: 'success', data: null } }));
    });
    const box = await openDrawer(page);
    await fillLead(box, 'Smith Imports');
    const submit = box.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    // force: Playwright would otherwise wait for the busy (aria-disabled) button to be enabled.
    await submit.click({ force: true });
    await box.getByRole('textbox', { name: /Company name/ }).press('Enter');
    await expect.poll(() => held.length).toBe(1);
    await held[0]?.();
    await expect(box.getByText(THANKS)).toBeVisible();
    expect(calls).toBe(1);
  });

  test('closing while filling in clears the form; reopening presets the product again', async ({ page }) => {
    const box = await openDrawer(page);
    await box.getByRole('textbox', { name: /First name/ }).fill('Anna');
    await box.getByRole('button', { name: /Products of interest/ }).click();
    await box.getByRole('checkbox', { name: 'Payment & FX' }).check();
    await box.getByRole('button', { name: 'Close' }).first().click();
    await expect(drawer(page)).toBeHidden();
    await heroDemoButton(page).click();
    await expect(drawer(page).getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(drawer(page).getByRole('button', { name: /Products of interest/ })).toHaveAccessibleName('Products of interest International Trade');
  });

  test('has no serious or critical accessibility violations when open', async ({ page }) => {
    const box = await openDrawer(page);
    await box.getByRole('button', { name: 'Submit' }).click();
    await box.getByRole('button', { name: /Products of interest/ }).click();
    expect(await seriousViolations(new AxeBuilder({ page }).include('dialog[open]'))).toEqual([]);
  });

  test('speaks Chinese on zh_cn, its messages included', async ({ page }) => {
    const box = await openDrawer(page, { path: '/zh_cn/InternationalTrade', button: '观看演示', dialog: '观看演示', firstField: /^名/ });
    await expect(box.getByRole('combobox', { name: /职位/ }).getByRole('option', { name: '请选择您的职位' })).toHaveCount(1);
    const firstName = box.getByRole('textbox', { name: /^名/ });
    const email = box.getByRole('textbox', { name: /企业邮箱/ });
    const phone = box.getByRole('textbox', { name: /联系电话/ });
    await firstName.focus();
    await email.fill('anna@');
    await phone.fill('电话');
    await phone.blur();
    await expectMessage(firstName, '请输入您的名字');
    await expectMessage(email, '邮箱格式错误');
    await expectMessage(phone, '手机号码格式错误');
    await box.getByRole('combobox', { name: /国家或地区/ }).selectOption('United Kingdom');
    await box.getByRole('combobox', { name: /国家或地区/ }).selectOption('');
    await expectMessage(box.getByRole('combobox', { name: /国家或地区/ }), '请选择您所在的国家或地区');
  });
});

test.describe('International Trade enquiry form', () => {
  const form = (page: Page) => page.getByRole('region', { name: 'Send us an enquiry' });
  const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });

  async function fillEnquiry(page: Page) {
    await field(page, /Company name/).fill('Shenzhen Export Co');
    await field(page, /Unified social credit code/).fill('91440300MA5FUTUE1Y');
    await form(page).getByRole('combobox', { name: /Business type/ }).selectOption('PRIVATE_COMPANY');
    await field(page, /City/).fill('Shenzhen');
    await field(page, /Years since establishment/).fill('6');
    await field(page, /quarterly FX/).fill('12000000');
    await field(page, /Main business/).fill('Consumer electronics export');
    await field(page, /Contact person/).fill('Zhang Wei');
    await field(page, /Contact number/).fill('13800138000');
    await field(page, /Business email/).fill('zhang.wei@example.cn');
  }

  test.beforeEach(async ({ page }) => {
    await page.goto(TRADE);
    await expect(form(page).getByRole('option', { name: 'Private company' })).toHaveCount(1);
    // The form arrives rendered, its lists in it; checking a field as it is left is the page's script.
    await expect.poll(() => hydrated(field(page, /Unified social credit code/))).toBe(true);
  });

  test('validates as the visitor goes and on submit', async ({ page }) => {
    const usci = field(page, /Unified social credit code/);
    await usci.fill('91440300MA5FUTUE1X');
    await usci.blur();
    await expect(usci).toHaveAccessibleDescription(/This code does not pass its check digit: compare it with your business licence/);
    await usci.fill('91440300MA5FUTUE1Y');
    await expect(usci).not.toHaveAttribute('aria-invalid', 'true');

    const amount = field(page, /quarterly FX/);
    await amount.fill('1200000');
    await expect(amount).toHaveAccessibleDescription('You entered CN¥1,200,000.00.');
    await amount.blur();
    await expect(amount).toHaveValue('1,200,000');

    const years = field(page, /Years since establishment/);
    await years.fill('2.5');
    await years.blur();
    await expect(years).toHaveAccessibleDescription(/Enter a whole number of years, for example 6/);

    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Some answers need correcting: see the messages under the fields.');
    await expect(field(page, /Company name/)).toBeFocused();
    await expect(field(page, /Company name/)).toHaveAccessibleDescription('Enter your company name');
  });

  test('sends the enquiry to the api and offers to send another', async ({ page }) => {
    await fillEnquiry(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/trade-finance/collect/save'));
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({ usci: '91440300MA5FUTUE1Y', quarterlyFxAmountCny: 12000000, establishmentYears: 6 });
    expect((await response.json()).code).toBe('200');
    const thanks = form(page).getByRole('heading', { name: 'Thank you, your enquiry has been sent' });
    await expect(thanks).toBeFocused();
    await form(page).getByRole('button', { name: 'Send another enquiry' }).click();
    await expect(field(page, /Company name/)).toBeFocused();
    await expect(field(page, /Company name/)).toHaveValue('');
  });

  test('keeps what was typed when sending fails', async ({ page }) => {
    await page.route(ENQUIRY_SAVE, (route) => route.abort('connectionrefused'));
    await fillEnquiry(page);
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).getByText('Your enquiry could not be sent. Your answers are kept: please try again.')).toBeVisible();
    await expect(field(page, /Company name/)).toHaveValue('Shenzhen Export Co');
    await expect(field(page, /Business email/)).toHaveValue('zhang.wei@example.cn');
  });

  test("shows a 400's message on the field it names", async ({ page }) => {
    await page.route(ENQUIRY_SAVE, (route) =>
      route.fulfill({ status: 400, json: { code: 'VALIDATION_FAILED', msg: 'This unified social credit code is already registered', data: null, field: 'usci' } }),
    );
    await fillEnquiry(page);
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const usci = field(page, /Unified social credit code/);
    await expect(usci).toHaveAccessibleDescription(/This unified social credit code is already registered/);
    await expect(usci).toBeFocused();
  });

  test('the page has one h1, links to the export drawback site, and no serious accessibility violations', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('International Trade | Tradewind Finance');
    expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
    await page.getByRole('link', { name: 'Visit the export tax refund site (in Chinese)' }).click();
    await expect(page).toHaveURL(/\/exportdrawback$/);
  });
});
