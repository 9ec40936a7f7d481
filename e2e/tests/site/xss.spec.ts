import { expect, test, type Locator, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '@site/shared/testing/xss-payloads';

/**
 * The browser half of the XSS figures (docs/security.md; the jest half sends all fifty payloads through
 * every field of every write call): the fifty payloads are typed into every free-text field of every form of
 * the site, and into the search box, the calculator and the template checker, and sent to the real api.
 * After each submit nothing ran (no dialog, no `alert` call), nothing became an element (no event-handler
 * attribute, frame, `javascript:` link, …), the page stayed on the site, and what was typed is still text:
 * the field holds it as typed, or a summary shows it as text. A /WecomRedirect link anyone can send, in any
 * of the parameters the router reads, never runs script, never leaves the site and never leaves a blank page.
 */

const SITE_HOST = 'localhost';
/** Off-site forms of a /WecomRedirect target: protocol-relative, backslash, encoded, dot segments, line breaks, script. */
const REDIRECTS = ['//evil.example', '/\\evil.example', '%2F%2Fevil.example', '/.//evil.example', '/%0A/evil.example', 'javascript:alert(1)', 'https://evil.example/'];
const REDIRECT_PARAMS = ['redirect', 'target', 'state'] as const;

/** What happened over every form test: the figure line is computed from it. */
const tally = {
  submissions: 0,
  stored: 0,
  refused: 0,
  /** Answers of the api to the forms' writes, by status. */
  apiAnswers: [] as number[],
  fields: new Set<string>(),
  forms: new Set<string>(),
  payloadsTyped: new Set<number>(),
  cursor: 0,
  dialogs: [] as string[],
  offSite: [] as string[],
  injected: [] as string[],
};

const onSite = (url: string) => {
  if (url === 'about:blank' || url.startsWith('data:') || url.startsWith('blob:')) return true;
  try {
    return new URL(url).hostname === SITE_HOST;
  } catch {
    return false;
  }
};

/**
 * Watches a page for what a payload that ran would do: a dialog (every one is dismissed and recorded), a
 * call of alert, confirm or prompt (recorded as `window.__xss`, whether or not a dialog showed), a
 * navigation of the page or a request anywhere but the site (a `<script src=//evil.example>` would ask).
 */
async function watch(page: Page): Promise<void> {
  page.on('dialog', (dialog) => {
    tally.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !onSite(frame.url())) tally.offSite.push(frame.url());
  });
  page.on('request', (request) => {
    if (!onSite(request.url())) tally.offSite.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/') && !response.url().includes('/csp-report')) tally.apiAnswers.push(response.status());
  });
  await page.addInitScript(() => {
    const marked = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      marked[name] = (...args: unknown[]) => {
        marked.__xss = ((marked.__xss as number | undefined) ?? 0) + 1;
        return original.apply(window, args);
      };
    }
  });
}

/**
 * Elements a payload would have become if the page had parsed it as markup: an event-handler attribute
 * (React never writes one), a frame, object, embed, base, marquee or refreshing meta, a `javascript:` or
 * HTML `data:` address, a script that calls alert or loads from evil.example; and `window.__xss` if any
 * of alert, confirm or prompt was called.
 */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of Array.from(element.attributes)) {
        const addressed = /^(href|src|action|formaction|data|xlink:href)$/i.test(name) && /^\s*(javascript:|data:text\/html)/i.test(value);
        if (/^on/i.test(name) || name === 'srcdoc' || addressed) found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
      }
      const tag = element.tagName;
      const script = tag === 'SCRIPT' && !/json/i.test(element.getAttribute('type') ?? '') && /alert\(|evil\.example/.test(`${element.textContent ?? ''} ${element.getAttribute('src') ?? ''}`);
      const refresh = tag === 'META' && element.hasAttribute('http-equiv');
      if (script || refresh || /^(IFRAME|FRAME|OBJECT|EMBED|BASE|MARQUEE)$/.test(tag)) found.push(`<${tag.toLowerCase()}>`);
    }
    const marker = (window as unknown as { __xss?: number }).__xss;
    if (marker) found.push(`window.__xss = ${marker}`);
    return found;
  });
}

/** After a submit (or a keystroke that updates the page): nothing ran, nothing was injected, still on the site. */
async function expectNothingRan(page: Page): Promise<void> {
  const found = await injected(page);
  tally.injected.push(...found);
  expect(found).toEqual([]);
  expect(tally.dialogs).toEqual([]);
  expect(tally.offSite).toEqual([]);
  expect(new URL(page.url()).hostname).toBe(SITE_HOST);
}

/**
 * Types the next payload (the fifty in turn, round and round) into a field and checks the field holds it
 * as text: exactly what was typed, cut at the field's maxlength. Returns what the field holds.
 */
async function typePayload(form: string, name: string, field: Locator): Promise<string> {
  const index = tally.cursor % XSS_PAYLOADS.length;
  tally.cursor += 1;
  tally.payloadsTyped.add(index);
  tally.fields.add(`${form} / ${name}`);
  tally.forms.add(form);
  const payload = XSS_PAYLOADS[index] ?? '';
  const maxLength = await field.evaluate((element) => (element as HTMLInputElement).maxLength);
  const kept = maxLength >= 0 ? payload.slice(0, maxLength) : payload;
  await field.fill(payload);
  await expect(field).toHaveValue(kept);
  return kept;
}

/** Fills each named field of `root` with a payload; returns what each field holds. */
async function typeInto(form: string, root: Locator, names: (string | RegExp)[]): Promise<Map<string | RegExp, string>> {
  const kept = new Map<string | RegExp, string>();
  for (const name of names) {
    const field = root.getByRole('textbox', { name, exact: typeof name === 'string' });
    kept.set(name, await typePayload(form, String(name), field));
  }
  return kept;
}

/**
 * Submits and waits for the page's answer: `done` (stored) or a field the page marks invalid with a
 * message a person can read (refused by the form or by the api). Returns which it was.
 */
async function submit(page: Page, root: Locator, button: Locator, done: Locator): Promise<'stored' | 'refused'> {
  tally.submissions += 1;
  const invalid = root.locator('[aria-invalid="true"]').first();
  await button.click();
  await expect(done.or(invalid).first()).toBeVisible({ timeout: 15_000 });
  await expectNothingRan(page);
  if (await done.isVisible()) {
    tally.stored += 1;
    return 'stored';
  }
  // Refused: the field says why, in words.
  await expect(invalid).toHaveAccessibleDescription(/\S/);
  tally.refused += 1;
  return 'refused';
}

test.describe('payloads typed into every form', () => {
  // In order, in one worker: the tests share the tally the figure line is computed from.
  test.describe.configure({ mode: 'serial' });

  test.afterAll(() => {
    // Every payload reached the browser through some field, and the figure is what happened.
    expect([...tally.payloadsTyped].sort((a, b) => a - b)).toEqual(XSS_PAYLOADS.map((_, index) => index));
    console.log(
      `xss browser: ${tally.submissions} submissions over ${tally.fields.size} fields in ${tally.forms.size} forms, ` +
        `${tally.dialogs.length} dialogs, ${tally.injected.length} injected, ${tally.offSite.length} off-site ` +
        `(${tally.stored} stored, ${tally.refused} refused with a message; the api answered ${tally.apiAnswers.length} writes: ` +
        `${tally.apiAnswers.filter((status) => status === 200).length} with 200, ${tally.apiAnswers.filter((status) => status === 400).length} with 400)`,
    );
    expect(tally.apiAnswers.every((status) => status === 200 || status === 400)).toBe(true);
  });

  test.beforeEach(async ({ page }) => {
    await watch(page);
  });

  test('Watch-a-Demo drawer', async ({ page }) => {
    const form = 'Watch a demo';
    await page.goto('/en_us/InternationalTrade');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: 'Watch a demo', exact: true }).first().click();
    const box = page.getByRole('dialog', { name: 'Watch a demo' });
    const submitButton = box.getByRole('button', { name: 'Submit' });
    const thanks = box.getByText("We've received your submission, and we'll be in touch soon!");
    const names = [/First name/, /Last name/, /Company name/];

    // Every text field, the formatted ones and the area code search included: the form refuses the email.
    await typeInto(form, box, [...names, /Business email/, /Contact number/]);
    await typePayload(form, 'Area code', box.getByRole('combobox', { name: /Area code/ }));
    expect(await submit(page, box, submitButton, thanks)).toBe('refused');
    await expect(box.getByRole('textbox', { name: /Business email/ })).toHaveAccessibleDescription('Email format error');
    await expect(box.getByRole('textbox', { name: /Contact number/ })).toHaveAccessibleDescription('Mobile phone number format error');

    // The formatted fields made valid, the free text keeps payloads: stored as text, or refused by the api.
    await box.getByRole('combobox', { name: /Job title/ }).selectOption('IT_MANAGER');
    await box.getByRole('textbox', { name: /Business email/ }).fill('anna.smith@example.co.uk');
    const area = box.getByRole('combobox', { name: /Area code/ });
    await area.fill('+44');
    await box.getByRole('option', { name: 'United Kingdom +44' }).click();
    await box.getByRole('textbox', { name: /Contact number/ }).fill('2071234567');
    await box.getByRole('combobox', { name: /Business type/ }).selectOption('E_COMMERCE');
    await box.getByRole('combobox', { name: /Country or region/ }).selectOption('United Kingdom');
    const kept = await typeInto(form, box, names);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/official/potentialCust/newInsert'));
    const outcome = await submit(page, box, submitButton, thanks);
    const body = (await sent).request().postDataJSON() as Record<string, string>;
    // Sent exactly as typed: nothing stripped or encoded on the way, so the api sees the real payload.
    expect([body.firstName, body.lastName, body.companyName]).toEqual([...kept.values()]);
    if (outcome === 'refused') for (const name of names) await expect(box.getByRole('textbox', { name })).toHaveValue(kept.get(name) ?? '');
    await box.getByRole('button', { name: 'Close' }).first().click();
  });

  test('International Trade enquiry', async ({ page }) => {
    const form = 'Send us an enquiry';
    await page.goto('/en_us/InternationalTrade');
    const root = page.getByRole('region', { name: form });
    await expect(root.getByRole('option', { name: 'Private company' })).toHaveCount(1);
    const submitButton = root.getByRole('button', { name: 'Send enquiry' });
    const thanks = root.getByRole('heading', { name: 'Thank you, your enquiry has been sent' });
    const texts = [/Company name/, /City/, /Main business/, /Contact person/];
    const formatted = [/Unified social credit code/, /Years since establishment/, /quarterly FX/, /Contact number/, /Business email/];

    await typeInto(form, root, [...texts, ...formatted]);
    expect(await submit(page, root, submitButton, thanks)).toBe('refused');
    await expect(root.getByRole('textbox', { name: /Years since establishment/ })).toHaveAccessibleDescription(/Enter a whole number of years/);

    await root.getByRole('combobox', { name: /Business type/ }).selectOption('PRIVATE_COMPANY');
    const valid = ['91440300MA5FUTUE1Y', '6', '12000000', '13800138000', 'zhang.wei@example.cn'];
    for (const [index, name] of formatted.entries()) await root.getByRole('textbox', { name }).fill(valid[index] ?? '');
    for (let round = 0; round < 2; round += 1) {
      const kept = await typeInto(form, root, texts);
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/trade-finance/collect/save'));
      const outcome = await submit(page, root, submitButton, thanks);
      const body = (await sent).request().postDataJSON() as Record<string, string>;
      expect([body.companyName, body.city, body.mainBusiness, body.contactPerson]).toEqual([...kept.values()]);
      if (outcome === 'stored') await root.getByRole('button', { name: 'Send another enquiry' }).click();
      else for (const name of texts) await expect(root.getByRole('textbox', { name })).toHaveValue(kept.get(name) ?? '');
      // A new enquiry starts empty: fill the formatted fields again.
      if (outcome === 'stored') {
        await root.getByRole('combobox', { name: /Business type/ }).selectOption('PRIVATE_COMPANY');
        for (const [index, name] of formatted.entries()) await root.getByRole('textbox', { name }).fill(valid[index] ?? '');
      }
    }
  });

  test('marketplace eligibility check', async ({ page }) => {
    const form = 'Check your store in a minute';
    await page.goto('/en_us/amazon');
    await page.getByRole('heading', { name: 'Who can apply' }).scrollIntoViewIfNeeded();
    const root = page.locator('#eligibility');
    await expect(root.getByRole('heading', { name: form })).toBeVisible();
    const fields = [/^Months your store has operated/, /^Average monthly sales/, /^Store rating/];
    const kept = await typeInto(form, root, fields);
    await root.getByRole('radio', { name: 'No' }).check();
    const result = page.getByRole('status').filter({ hasText: 'four conditions' });
    expect(await submit(page, root, root.getByRole('button', { name: 'Check eligibility' }), result)).toBe('refused');
    for (const name of fields) await expect(root.getByRole('textbox', { name })).toHaveValue(kept.get(name) ?? '');
  });

  test('export-refund application (/exportdrawback)', async ({ page }) => {
    const form = '出口退税申请';
    await page.goto('/exportdrawback/apply');
    const root = page.getByRole('main');
    const field = (name: string) => root.getByRole('textbox', { name, exact: true });
    await expect(root.getByRole('combobox', { name: '企业类型' }).getByRole('option', { name: '生产型企业' })).toBeAttached();
    const submitButton = root.getByRole('button', { name: '提交申请' });
    const done = page.getByRole('status').getByText('申请成功', { exact: true });
    await root.getByRole('combobox', { name: '企业类型' }).selectOption({ label: '生产型企业' });

    // Every field: the names are longer than five characters, which the form refuses.
    await typeInto(form, root, ['姓', '名', '企业邮箱', '联系电话', '企业名称', '统一社会信用代码']);
    expect(await submit(page, root, submitButton, done)).toBe('refused');
    await expect(field('姓')).toHaveAccessibleDescription('长度在 1 到 5 个字符');

    // Names that fit: the api refuses the email, the number or the code, and the form shows its message.
    await field('姓').fill('王');
    await field('名').fill('小明');
    await typeInto(form, root, ['企业邮箱', '联系电话', '统一社会信用代码']);
    expect(await submit(page, root, submitButton, done)).toBe('refused');

    // Only the company name carries a payload: stored as text.
    await field('企业邮箱').fill('wang@example.cn');
    await field('联系电话').fill('13800138000');
    await field('统一社会信用代码').fill('91440300MA5FUTUE1Y');
    const kept = await typeInto(form, root, ['企业名称']);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/export-refund/application/submit'));
    expect(await submit(page, root, submitButton, done)).toBe('stored');
    const answer = (await (await sent).json()) as { data: { companyName: string } };
    expect(answer.data.companyName).toBe(kept.get('企业名称'));
  });

  test('OTA questionnaire, contact and platforms steps', async ({ page }) => {
    const form = 'OTA questionnaire';
    await page.goto('/en_us/Questionnaire1');
    const root = page.getByRole('main');
    await expect(root.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
    const next = root.getByRole('button', { name: 'Continue' });
    const step2 = root.getByRole('heading', { level: 1, name: 'Your travel platforms' });
    const texts = ['Company name', 'Contact person'];

    await typeInto(form, root, [...texts, 'Business email', 'Phone number']);
    expect(await submit(page, root, next, step2)).toBe('refused');

    const area = root.getByRole('combobox', { name: 'Area code' });
    await expect(area).toBeEnabled();
    await root.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'Singapore' });
    await expect(area).toHaveValue('Singapore +65');
    await root.getByRole('textbox', { name: 'Business email', exact: true }).fill('li.na@example.com');
    await root.getByRole('textbox', { name: 'Phone number', exact: true }).fill('8123 4567');
    const kept = await typeInto(form, root, texts);
    const saved = page.waitForResponse((response) => response.url().endsWith('/travelCustomerQuestionnaire/saveOrUpdate'));
    expect(await submit(page, root, next, step2)).toBe('stored');
    const body = (await saved).request().postDataJSON() as Record<string, string>;
    expect([body.companyName, body.contactPerson]).toEqual([...kept.values()]);

    // Step 2: the years field takes a whole number, and says so.
    await root.getByRole('checkbox', { name: 'Agoda' }).check();
    await root.getByRole('radio', { name: 'USD 5–20 million' }).check();
    const years = await typeInto(form, root, ['Years operating']);
    expect(await submit(page, root, root.getByRole('button', { name: 'See my indicative limit' }), page.getByRole('progressbar'))).toBe('refused');
    await expect(root.getByRole('textbox', { name: 'Years operating', exact: true })).toHaveValue(years.get('Years operating') ?? '');

    // A step back: the saved answers come back from the api as text, in the fields.
    await root.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en_us\/Questionnaire1$/);
    for (const name of texts) await expect(root.getByRole('textbox', { name, exact: true })).toHaveValue(kept.get(name) ?? '');
    await expectNothingRan(page);
  });

  test('help article feedback', async ({ page }) => {
    const form = 'Was this helpful?';
    for (const article of ['kyc-onboarding', 'convert-currency']) {
      await page.goto(`/en_us/docs/${article}`);
      const root = page.getByRole('main');
      await root.getByRole('button', { name: 'No', exact: true }).click();
      const kept = await typeInto(form, root, ['Tell us more (optional)']);
      const sent = page.waitForResponse((response) => response.url().includes('/api/docs/feedback'));
      expect(await submit(page, root, root.getByRole('button', { name: 'Send feedback' }), root.getByText('Thank you for your feedback.'))).toBe('stored');
      expect(((await sent).request().postDataJSON() as { comment?: string }).comment).toBe(kept.get('Tell us more (optional)'));
    }
  });

  test('financing-cost calculator', async ({ page }) => {
    const form = 'What would OTA financing cost?';
    await page.goto('/en_us/OTAFinance');
    await page.getByRole('heading', { name: 'Estimate what financing costs' }).scrollIntoViewIfNeeded();
    const root = page.getByRole('form', { name: form });
    await expect(root).toBeVisible();
    const fields = [/^Amount \(USD\)/, /^Tenor/, /^Annual rate/];
    const kept = await typeInto(form, root, fields);
    await root.getByRole('textbox', { name: /^Annual rate/ }).press('Enter');
    tally.submissions += 1;
    tally.refused += 1;
    const amount = root.getByRole('textbox', { name: /^Amount \(USD\)/ });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/\S/);
    await expectNothingRan(page);
    for (const name of fields) await expect(root.getByRole('textbox', { name })).toHaveValue(kept.get(name) ?? '');
  });

  test('help centre search box', async ({ page }) => {
    const form = 'Search the help centre';
    await page.goto('/en_us/docs');
    const box = page.getByRole('combobox', { name: form });
    await box.focus();
    for (let typed = 0; typed < 3; typed += 1) {
      await typePayload(form, form, box);
      // The results list answers the query (results or none); what was typed stays text in the box.
      await expect(page.getByRole('listbox', { name: 'Search results' }).or(page.getByRole('status').filter({ hasText: /\S/ })).first()).toBeVisible();
      await expectNothingRan(page);
    }
  });
});

test.describe('template checker', () => {
  test('a CSV whose every text cell is a payload is reported as text', async ({ page }) => {
    await watch(page);
    const HEADING = 'Doc Ref. No.,Document Type,Buyer,Supplier,PO No.,PO Issue Date,Invoice Issue Date,Currency,Document Amount,Invoice Adjustment Amount,Acceptance Date,Acceptance Amount,Acceptance Maturity Date,Proposed Payment Ref No.,Expected Payment Date';
    const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
    // One row per payload: in the reference, buyer, supplier and currency (which the checker reports).
    const rows = XSS_PAYLOADS.map((payload) => [payload, 'Invoice', payload, payload, payload, '2025-01-05', '2025-01-10', payload, '100', '', '', '', '', '', ''].map(cell).join(','));
    await page.goto('/en_us/docs/drawdown-bulk-import');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Check a filled-in template' }).click();
    const input = page.getByLabel('Choose your filled-in template (CSV or XLSX)');
    await input.setInputFiles({ name: '<img src=x onerror=alert(1)>.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADING}\n${rows.join('\n')}\n`) });
    const status = page.getByRole('status').filter({ hasText: '.csv' });
    // The file's name, a payload itself, is read back as text.
    await expect(status).toContainText('<img src=x onerror=alert(1)>.csv');
    // Each payload comes back in the report's "Value in your file" column, as the cell's text.
    const table = page.getByRole('table', { name: 'Problems by row' });
    await expect(table).toBeVisible();
    const values = await table.evaluate((element) => Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? [], (row) => row.cells[3]?.textContent ?? ''));
    for (const payload of XSS_PAYLOADS) expect(values.map((value) => value.trim())).toContain(payload.trim());
    const found = await injected(page);
    expect(found).toEqual([]);
    expect(tally.dialogs).toEqual([]);
    expect(tally.offSite).toEqual([]);
  });
});

/** Every dialog the page opens (alert, confirm, prompt), dismissed and recorded. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

const HOME = /^http:\/\/localhost:3000\/(en_us|zh_cn|zh_hk)$/;

test.describe('/WecomRedirect', () => {
  test('served without JavaScript: every off-site redirect, target and state goes to a page of the site', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let probes = 0;
    for (const param of REDIRECT_PARAMS) {
      for (const target of REDIRECTS) {
        const response = await page.goto(`/WecomRedirect?${param}=${encodeURIComponent(target)}`);
        probes += 1;
        expect(response?.status(), `${param}=${target}`).toBe(200);
        await expect(page, `${param}=${target}`).toHaveURL(HOME);
        await expect(page.getByRole('banner')).toBeVisible();
      }
    }
    expect(probes).toBe(REDIRECT_PARAMS.length * REDIRECTS.length);
    await context.close();
  });

  test('followed in the app: stays on the site with the app mounted, and nothing runs', async ({ page }) => {
    // 42 navigations, half of them full page loads: more than one test's time on a busy machine.
    test.slow();
    const dialogs = watchDialogs(page);
    const left: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !onSite(frame.url())) left.push(frame.url());
    });
    // Loaded by the server, with the app running.
    for (const param of REDIRECT_PARAMS) {
      for (const target of REDIRECTS) {
        await page.goto(`/WecomRedirect?${param}=${encodeURIComponent(target)}`);
        await expect(page, `${param}=${target}`).toHaveURL(HOME);
        await expect(page.getByRole('banner')).toBeVisible();
      }
    }
    // Followed by the client-side router, not the server.
    await page.goto('/en_us');
    await page.waitForLoadState('networkidle');
    for (const param of REDIRECT_PARAMS) {
      for (const target of REDIRECTS) {
        await page.evaluate((href) => {
          window.history.pushState(null, '', href);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, `/WecomRedirect?${param}=${encodeURIComponent(target)}`);
        await expect(page, `${param}=${target}`).toHaveURL(/^http:\/\/localhost:3000\/(en_us|zh_cn|zh_hk)?$/);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
      }
    }
    expect(left).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
