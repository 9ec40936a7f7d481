import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

/**
 * The export tax refund micro-site on the composed site:
 * /exportdrawback sits outside the language prefix and draws its own header, main and footer.
 */

const SUBMIT = '**/api/export-refund/application/submit';

/** A form control by its accessible name (the required mark is hidden from readers). */
const field = (page: Page, name: string) => page.getByRole(name === '企业类型' ? 'combobox' : 'textbox', { name, exact: true });

async function fillApplication(page: Page, companyName: string) {
  await field(page, '姓').fill('王');
  await field(page, '名').fill('小明');
  await field(page, '企业邮箱').fill('wang@example.cn');
  await field(page, '联系电话').fill('13800138000');
  await field(page, '企业名称').fill(companyName);
  // A code with a valid GB 32100-2015 check digit (the api checks it).
  await field(page, '统一社会信用代码').fill('91440300MA5FUTUE1Y');
  await field(page, '企业类型').selectOption({ label: '生产型企业' });
}

test.describe('layout', () => {
  test("replaces the shell's header and footer with its own", async ({ page }) => {
    await page.goto('/exportdrawback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('出口退税，从单证到到账一站办理');

    // Exactly one of each landmark, and they are the micro-site's.
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByText('港股上市集团成员')).toBeVisible();
    const nav = banner.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '服务定价' })).toHaveAttribute('href', '/exportdrawback/FixPrice');
    await expect(nav.getByRole('link', { name: '资源中心' })).toHaveAttribute('href', '/exportdrawback/info');
    const login = banner.getByRole('link', { name: /登录/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('href', /productType=EXPORT_DRAWBACK.*action=login/);
    // Served, it links to the production application; once hydrated, to this environment's.
    await expect(login).toHaveAttribute('href', /^http:\/\/localhost:8000\/#\/login\?/);
    await expect(page.getByRole('main')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect(footer).toContainText('+852 3618 8800');
    await expect(footer).toContainText('contact@tradewind.example');
    await expect(footer).toContainText('周一至周五 09:00-17:30');

    // Nothing of the shell's own chrome: its language switcher, its menus, its footer columns.
    await expect(page.getByRole('button', { name: /语言|Language/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(产品|Products)$/ })).toHaveCount(0);
    await expect(page.getByText(/Business Overview|业务概览/)).toHaveCount(0);

    // The quick bar: chat QR code, hotline, back to top.
    const quickBar = page.getByRole('complementary', { name: '快捷服务' });
    await quickBar.getByRole('button', { name: '微信咨询' }).click();
    await expect(quickBar.getByRole('img', { name: '企业微信咨询二维码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quickBar.getByRole('img', { name: '企业微信咨询二维码' })).toBeHidden();
    await expect(quickBar.getByRole('link', { name: '咨询热线 +852 3618 8800' })).toHaveAttribute('href', 'tel:+85236188800');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await quickBar.getByRole('link', { name: '回到顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the page is Simplified Chinese and titled "{title} | 信风出口退税", whatever the visitor\'s language', async ({ browser }) => {
    for (const locale of ['zh-CN', 'en-US']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/exportdrawback');
      await expect(page).toHaveTitle('出口退税一站式服务 | 信风出口退税');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await context.close();
    }
  });

  test('on a phone: a compact header with free trial and a menu, the quick bar along the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/exportdrawback');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await banner.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect(menu.getByRole('link', { name: '服务定价' })).toBeVisible();
    await menu.getByRole('button', { name: '免费试用' }).click();
    await expect(menu).toBeHidden();
    await expect(field(page, '姓')).toBeFocused();
    await expect(field(page, '姓')).toBeInViewport();
    const bar = await page.getByRole('complementary', { name: '快捷服务' }).boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(844);

    // Elsewhere the free-trial link goes to the apply page.
    await page.goto('/exportdrawback/FixPrice');
    await page.getByRole('banner').getByRole('link', { name: '免费试用' }).click();
    await expect(page).toHaveURL(/\/exportdrawback\/apply$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('申请免费试用');
  });

  test('the footer stays the served HTML until the visitor nears it, then comes to life and its links lead to their pages', async ({ page }) => {
    await page.goto('/exportdrawback');
    // The page is live (its first section answers), the footer below the fold still waits.
    await expect.poll(() => hydrated(page.getByRole('main').getByRole('heading', { level: 1 }))).toBe(true);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '服务定价' });
    expect(await hydrated(footerLink)).toBe(false);

    // Scrolled to, it hydrates; a click on it goes to the page.
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(footerLink)).toBe(true);
    await footerLink.click();
    await expect(page).toHaveURL(/\/exportdrawback\/FixPrice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务定价');
  });

  test('a mobile user agent gets the compact header at desktop width', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/exportdrawback/info');
    await expect(page.getByRole('banner').getByRole('link', { name: '免费试用' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: '主导航' })).toBeHidden();
    await context.close();
  });
});

test.describe('home sections', () => {
  /**
   * Installs a fake clock (time flows while the page loads and hydrates), then stops it, so each
   * test moves time itself with runFor. The stop is set a little ahead: the page may still be busy starting
   * up when it is asked to stop, and a clock cannot stop in its past.
   */
  async function loadWithPausedClock(page: Page, path: string, firstControl?: Locator) {
    await page.clock.install();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Live first: the page's scripts start after its first paint, and a click on served HTML waits
    // for hydration (on the hold's timer, which the stopped clock would stop too).
    await expect(page.locator('[data-remote="exportdrawback/Pages"]')).toHaveAttribute('data-status', 'ready');
    // A section hydrates after the parcel, once near the viewport. The control a test starts with
    // must be React's before the clock stops: a click on served HTML is held and replayed, and the
    // replay would restart a rotation later than the test's count of time.
    if (firstControl) {
      await firstControl.scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(firstControl)).toBe(true);
    }
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // Sections near the viewport hydrate on their own after the parcel, and React may hold such a
    // commit on a timer of up to 500 ms, which the stopped clock would hold too: let it pass.
    await page.clock.runFor(1000);
  }

  test('the comparison highlights the next of 4 steps every 3 s, and pauses on hover', async ({ page }) => {
    await loadWithPausedClock(page, '/exportdrawback', page.getByRole('tab', { name: /单证收集/ }));
    const selected = page.getByRole('tab', { selected: true });
    await expect(page.getByRole('tab')).toHaveCount(4);
    // Pick the first step: while the pointer is on it the rotation waits, leaving restarts the 3 s.
    await page.getByRole('tab', { name: /单证收集/ }).click();
    await page.mouse.move(0, 0);
    await expect(selected).toContainText('单证收集');
    await page.clock.runFor(2900);
    await expect(selected).toContainText('单证收集');
    await page.clock.runFor(200);
    await expect(selected).toContainText('数据匹配');
    await expect(page.getByRole('tabpanel').getByText('系统按商品、数量、金额等关键信息自动匹配报关单和发票')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('报关单、增值税发票等单证数据在线归集到一处')).toBeHidden();
    await page.clock.runFor(3000);
    await expect(selected).toContainText('申报审核');

    // Hover pauses it.
    await page.getByRole('tab', { name: /资金回笼/ }).hover();
    await page.clock.runFor(10_000);
    await expect(selected).toContainText('申报审核');
    await page.mouse.move(0, 0);
    await page.clock.runFor(3100);
    await expect(selected).toContainText('资金回笼');

    // The pause button stops it.
    await page.getByRole('button', { name: '暂停自动切换退税环节' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(selected).toContainText('资金回笼');
  });

  test('the comparison waits while it is out of view, and goes on from the same step when back', async ({ page }) => {
    await loadWithPausedClock(page, '/exportdrawback', page.getByRole('tab', { name: /单证收集/ }));
    const selected = page.getByRole('tab', { selected: true });
    await page.getByRole('tab', { name: /单证收集/ }).click();
    await page.mouse.move(0, 0);
    await expect(selected).toContainText('单证收集');

    // Scrolled away for ten seconds: the same step.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('tablist', { name: '退税环节' })).not.toBeInViewport();
    await page.clock.runFor(10_000);
    await expect(selected).toContainText('单证收集');

    // Back in view, it goes on, with a full interval for the step on show.
    await page.getByRole('tablist', { name: '退税环节' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('tablist', { name: '退税环节' })).toBeInViewport();
    await page.clock.runFor(2900);
    await expect(selected).toContainText('单证收集');
    await page.clock.runFor(200);
    await expect(selected).toContainText('数据匹配');
  });

  test('testimonials rotate every 3 s', async ({ page }) => {
    await loadWithPausedClock(page, '/exportdrawback', page.getByRole('button', { name: '第 1 条客户反馈' }));
    const visible = page.getByRole('region', { name: '客户反馈' }).getByRole('figure');
    await page.getByRole('button', { name: '第 1 条客户反馈' }).click();
    await page.mouse.move(0, 0);
    await expect(visible).toContainText('华南某生产型出口企业');
    await page.clock.runFor(2900);
    await expect(visible).toContainText('华南某生产型出口企业');
    await page.clock.runFor(200);
    await expect(visible).toContainText('长三角某外贸企业');
    await page.getByRole('button', { name: '下一条客户反馈' }).click();
    await expect(visible).toContainText('某外贸综合服务企业');
  });

  test('the company-strength counters show the real figures as served, and count up over 1 s when scrolled into view', async ({ page }) => {
    await loadWithPausedClock(page, '/exportdrawback');
    const section = page.getByRole('region', { name: '企业实力' });
    const counts = section.getByTestId('strength-count');
    // What the server sent, and what a reader without JavaScript keeps: the figures, not zeros.
    await expect(counts).toHaveText(['1,240', '308', '210,000+', '32', '27', '31']);
    await section.scrollIntoViewIfNeeded();
    // The observer reports the section on the browser's own schedule: step a frame at a time until counting starts.
    await expect(async () => {
      await page.clock.runFor(16);
      await expect(counts.first()).not.toHaveText('1,240', { timeout: 100 });
    }).toPass();
    await page.clock.runFor(400);
    await expect(counts.first()).not.toHaveText('1,240');
    await page.clock.runFor(700);
    await expect(counts).toHaveText(['1,240', '308', '210,000+', '32', '27', '31']);
  });

  test('shows every home section, in order', async ({ page }) => {
    await page.goto('/exportdrawback');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '产品优势：对比传统模式',
      '退税指南',
      '核心功能',
      '合作模式',
      '资源优势',
      '企业实力',
      '股东背景',
      '客户反馈',
      '申请免费试用',
    ]);
  });
});

test.describe('application form', () => {
  test('shows the form\'s Chinese messages exactly', async ({ page }) => {
    await page.goto('/exportdrawback/apply');
    await expect(field(page, '企业类型').getByRole('option', { name: '生产型企业' })).toBeAttached();
    // The list comes with the served page; its checks as the visitor goes come with hydration.
    await expect.poll(() => hydrated(field(page, '姓'))).toBe(true);

    // Blur validation.
    await field(page, '姓').focus();
    await page.keyboard.press('Tab');
    await expect(field(page, '姓')).toHaveAccessibleDescription('请输入姓');
    await field(page, '姓').fill('一二三四五六');
    await field(page, '姓').blur();
    await expect(field(page, '姓')).toHaveAccessibleDescription('长度在 1 到 5 个字符');
    await field(page, '姓').fill('欧阳');
    await expect(field(page, '姓')).not.toHaveAttribute('aria-invalid', 'true');

    // businessType on change.
    await field(page, '企业类型').selectOption({ label: '外贸企业' });
    await field(page, '企业类型').selectOption('');
    await expect(field(page, '企业类型')).toHaveAccessibleDescription('请选择企业类型');

    // Submitting the rest empty shows every message and sends nothing.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/export-refund/application/submit')) sent += 1;
    });
    await field(page, '姓').fill('');
    await page.getByRole('button', { name: '提交申请' }).click();
    for (const [name, message] of [
      ['姓', '请输入姓'],
      ['名', '请输入名'],
      ['企业邮箱', '请输入企业邮箱'],
      ['联系电话', '请输入联系电话'],
      ['企业名称', '请输入企业名称'],
      ['统一社会信用代码', '请输入企业统一社会信用代码'],
      ['企业类型', '请选择企业类型'],
    ] as const) {
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, '姓')).toBeFocused();
    expect(sent).toBe(0);

    // The consent text, with the main site's privacy policy.
    const consent = page.getByText(/^提交即表示您同意/);
    await expect(consent).toContainText('处理您提交的个人信息');
    await consent.getByRole('link', { name: '《隐私政策》' }).click();
    await expect(page).toHaveURL(/\/zh_cn\/policy$/);
  });

  test('applies with ?channelId=abc123 against the real api: 申请成功, stored with its channel, form reset', async ({ page }) => {
    const companyName = `深圳市出口测试有限公司${Date.now() % 100000}`;
    await page.goto('/exportdrawback/apply?channelId=abc123');
    await fillApplication(page, companyName);
    const [request, response] = await Promise.all([
      page.waitForRequest(SUBMIT),
      page.waitForResponse(SUBMIT),
      page.getByRole('button', { name: '提交申请' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ companyName, channelId: 'abc123', businessType: 'PRODUCTION' });
    // The api answers with the record it committed (there is no read path to ask it again).
    const body = (await response.json()) as { code: string; data: { id: string; channelId: string; companyName: string } };
    expect(body.code).toBe('200');
    expect(body.data).toMatchObject({ channelId: 'abc123', companyName });
    expect(body.data.id).toBeTruthy();

    await expect(page.getByRole('status').getByText('申请成功', { exact: true })).toBeVisible();
    // Where the form was: what happens next, and a way to submit another (an empty form).
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeFocused();
    await page.getByRole('button', { name: '再提交一份申请' }).click();
    await expect(field(page, '企业名称')).toHaveValue('');
    await expect(field(page, '姓')).toHaveValue('');
    await expect(field(page, '企业类型')).toHaveValue('');
  });

  test('while submitting, a second submit is ignored', async ({ page }) => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SUBMIT, async (route) => {
      calls += 1;
      await gate;
      await route.fulfill({ json: { code: '200', msg: '成功', data: null } });
    });
    await page.goto('/exportdrawback/subscCons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('订阅咨询');
    await fillApplication(page, '深圳市出口贸易有限公司');
    await page.getByRole('button', { name: '提交咨询' }).click();
    const busy = page.getByRole('button', { name: '提交中…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // aria-disabled: Playwright would wait for it to be enabled, a person just clicks.
    await busy.click({ force: true });
    await field(page, '企业名称').press('Enter');
    release();
    await expect(page.getByRole('status').getByText('申请成功', { exact: true })).toBeVisible();
    expect(calls).toBe(1);
  });

  test("a failure shows the server's message in a toast and keeps the input", async ({ page }) => {
    await page.route(SUBMIT, (route) =>
      route.fulfill({ status: 400, json: { code: 'VALIDATION_FAILED', msg: '该企业今日已提交过申请', data: null } }),
    );
    await page.goto('/exportdrawback?channelId=abc123');
    await fillApplication(page, '深圳市出口贸易有限公司');
    await page.getByRole('button', { name: '提交申请' }).click();
    const toast = page.getByRole('alert');
    await expect(toast).toHaveText(/该企业今日已提交过申请/);
    await expect(field(page, '姓')).toHaveValue('王');
    await expect(field(page, '企业名称')).toHaveValue('深圳市出口贸易有限公司');
    await expect(field(page, '统一社会信用代码')).toHaveValue('91440300MA5FUTUE1Y');
    await expect(field(page, '企业类型')).toHaveValue('PRODUCTION');
    await toast.getByRole('button', { name: '关闭提示' }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe('routes', () => {
  test('every route renders its page with one h1 and its title', async ({ page }) => {
    for (const [path, h1, title] of [
      ['/exportdrawback', '出口退税，从单证到到账一站办理', '出口退税一站式服务'],
      ['/exportdrawback/source', '政策来源', '政策来源'],
      ['/exportdrawback/apply', '申请免费试用', '申请免费试用'],
      ['/exportdrawback/SourcePage', '退税原理', '退税原理'],
      ['/exportdrawback/FixPrice', '服务定价', '服务定价'],
      ['/exportdrawback/subscCons', '订阅咨询', '订阅咨询'],
      ['/exportdrawback/info', '资源中心', '资源中心'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(`${title} | 信风出口退税`);
    }
  });

  test('pricing names no price: each plan says 联系我们获取报价', async ({ page }) => {
    await page.goto('/exportdrawback/FixPrice');
    await expect(page.getByText('联系我们获取报价')).toHaveCount(3);
    await expect(page.getByRole('main')).not.toContainText(/[¥￥$]\s?\d/);
  });

  test('navigates inside the micro-site, keeping channelId', async ({ page }) => {
    await page.goto('/exportdrawback?channelId=abc123');
    const link = page.getByRole('banner').getByRole('link', { name: '资源中心' });
    // Before hydration a link is a plain link, which loads the next page whole: the router's move is tried once it owns it.
    await expect.poll(() => hydrated(link), { timeout: 15_000 }).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/exportdrawback\/info\?channelId=abc123$/);
    // Reading starts at the new page.
    await expect(page.getByRole('main')).toBeFocused();
    await page.getByRole('main').getByRole('link', { name: /退税原理/ }).click();
    await expect(page).toHaveURL(/\/exportdrawback\/SourcePage\?channelId=abc123$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('退税原理');
  });

  test('an unknown path says so in Chinese, under the address as typed, answered 404 and kept out of search engines', async ({ page }) => {
    const response = await page.goto('/exportdrawback/no-such-page?channelId=abc123');
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有找到这个页面');
    await expect(page).toHaveURL(/\/exportdrawback\/no-such-page\?channelId=abc123$/);
    await expect(page).toHaveTitle(/^页面未找到 \| /);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '返回出口退税首页' })).toHaveAttribute('href', '/exportdrawback?channelId=abc123');
    await main.getByRole('navigation', { name: '您可能想看' }).getByRole('link', { name: /^服务定价/ }).click();
    await expect(page).toHaveURL(/\/exportdrawback\/FixPrice\?channelId=abc123$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务定价');
  });

  test('another letter case goes to the canonical path', async ({ page }) => {
    const response = await page.goto('/exportdrawback/fixprice');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/exportdrawback\/FixPrice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务定价');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path shows the not-found page with working links back', async ({ page }) => {
    const response = await page.goto('/exportdrawback/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有找到这个页面');
    await page.getByRole('main').getByRole('link', { name: '返回出口退税首页' }).click();
    await expect(page).toHaveURL(/\/exportdrawback$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('出口退税，从单证到到账一站办理');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/exportdrawback', '/exportdrawback/FixPrice', '/exportdrawback/info', '/exportdrawback/nope']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Bands out of view are not painted (content-visibility: auto), and axe reads a text's
      // background from what is painted: drawn in full for the audit, every band is checked.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('*')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
      });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
      expect(serious).toEqual([]);
    });
  }
});
