import { expect, test, type Page } from '@playwright/test';

/**
 * The export tax refund remote on its own QA page (http://localhost:3005/exportdrawback), without
 * the shell. This server has no /api proxy, so the calls the page makes are answered here.
 */

async function answerApi(page: Page) {
  await page.route('**/api/official/potentialCust/listNewBusinessTypeEnum', (route) =>
    route.fulfill({
      json: {
        code: '200',
        msg: '成功',
        data: [
          { dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'PRODUCTION', displayName: '生产型企业' },
          { dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'TRADING', displayName: '外贸企业' },
        ],
      },
    }),
  );
}

const field = (page: Page, name: string) => page.getByRole(name === '企业类型' ? 'combobox' : 'textbox', { name, exact: true });

test('the home page renders on its own, with its header, main, quick bar and footer', async ({ page }) => {
  await answerApi(page);
  await page.goto('/exportdrawback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('出口退税，从单证到到账一站办理');
  // Chinese only, as on the site: the QA page marks its document so, whatever language it stored.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: '快捷服务' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('+852 3618 8800');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(page).toHaveTitle(/^出口退税一站式服务 \| /);
});

test('the comparison rotates every 3 s', async ({ page }) => {
  await answerApi(page);
  await page.clock.install();
  await page.goto('/exportdrawback');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Pause a second ahead of the page's clock: on a busy machine the round trip alone can take
  // longer than a shorter margin, and the clock cannot be paused in its past.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('tab', { name: /单证收集/ }).click();
  await page.mouse.move(0, 0);
  const selected = page.getByRole('tab', { selected: true });
  await page.clock.runFor(2900);
  await expect(selected).toContainText('单证收集');
  await page.clock.runFor(200);
  await expect(selected).toContainText('数据匹配');
});

test('the form validates and submits with the channel', async ({ page }) => {
  await answerApi(page);
  let sent: unknown;
  await page.route('**/api/export-refund/application/submit', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ json: { code: '200', msg: '成功', data: null } });
  });
  await page.goto('/exportdrawback?channelId=qa-1');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(field(page, '姓')).toHaveAccessibleDescription('请输入姓');
  await expect(field(page, '企业类型')).toHaveAccessibleDescription('请选择企业类型');
  await field(page, '姓').fill('王');
  await field(page, '名').fill('小明');
  await field(page, '企业邮箱').fill('wang@example.cn');
  await field(page, '联系电话').fill('13800138000');
  await field(page, '企业名称').fill('深圳市出口贸易有限公司');
  await field(page, '统一社会信用代码').fill('91440300MA5FUTUE1Y');
  await field(page, '企业类型').selectOption({ label: '外贸企业' });
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').getByText('申请成功', { exact: true })).toBeVisible();
  expect(sent).toMatchObject({ channelId: 'qa-1', businessType: 'TRADING', firstName: '王' });
  // Where the form was: what happens next, and a way to submit another (an empty form).
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeFocused();
  await page.getByRole('button', { name: '再提交一份申请' }).click();
  await expect(field(page, '姓')).toHaveValue('');
});

test('every route renders standalone', async ({ page }) => {
  await answerApi(page);
  for (const [path, h1] of [
    ['/exportdrawback/FixPrice', '服务定价'],
    ['/exportdrawback/info', '资源中心'],
    ['/exportdrawback/source', '政策来源'],
    ['/exportdrawback/SourcePage', '退税原理'],
    ['/exportdrawback/apply', '申请免费试用'],
    ['/exportdrawback/subscCons', '订阅咨询'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }
});
