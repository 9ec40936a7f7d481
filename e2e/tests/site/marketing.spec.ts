import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

/** The marketing routes (the enquiry page is tested in marketing-forms.spec.ts), with their h1. */
const PAGES = [
  { path: '', en: 'Cross-border payments, FX and trade finance', zh: '跨境支付、外汇与贸易融资' },
  { path: '/About', en: 'About Tradewind Finance', zh: '关于信风金融' },
  { path: '/newsDetail?id=1', en: 'Data-collection extension 8.0.10 adds an online travel booking platform', zh: '数据采集插件 8.0.10 版新增在线旅游预订平台' },
  { path: '/PaymentManagement', en: 'Payment & FX', zh: '收付款与换汇' },
  { path: '/DigitalTrade', en: 'Digital Trade', zh: '数字贸易' },
  { path: '/DigitalFinance', en: 'Digital Finance', zh: '数字金融' },
  { path: '/DTTWhitePaper', en: 'Digital trade certificates: finance for every tier of the supply chain', zh: '数字贸易凭证：让融资惠及供应链的每一级' },
  { path: '/CloudSolution', en: 'PO & invoice financing', zh: '订单与发票融资' },
  { path: '/Contact', en: 'Contact us', zh: '联系我们' },
  { path: '/DemoRequest', en: 'Watch a demo', zh: '观看演示' },
  { path: '/policy', en: 'Privacy policy', zh: '隐私政策' },
  { path: '/404', en: "We can't find that page", zh: '找不到该页面' },
  { path: '/amazon', en: 'Financing for marketplace sellers', zh: '电商卖家融资' },
] as const;

/** The fx widget is another remote's region, with its own tests; its h1s and axe findings are its own. */
const FX_REGION = '[data-remote="fx/RateWidget"]';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The not-found page is answered 404, which the browser reports about the document itself.
    const ownStatus = message.text().includes('status of 404') && message.location().url === page.url();
    if (message.type() === 'error' && !ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('every marketing page renders', () => {
  for (const { path, en, zh } of PAGES) {
    for (const [lang, title] of [['en_us', en], ['zh_cn', zh]] as const) {
      test(`${lang}${path || '/'} has its one h1 and no console error`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(`/${lang}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator(`main h1:not(${FX_REGION} h1)`)).toHaveCount(1);
        await expect(page.locator('main main')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('Home banner', () => {
  test('advances after 3 s, loops, and pauses while hovered', async ({ page }) => {
    // A fake clock, paused once the page is up: the test moves time itself instead of sleeping.
    await page.clock.install();
    await page.goto('/en_us');
    const carousel = page.getByRole('region', { name: 'Business highlights' });
    await expect(carousel).toBeVisible();
    // The banner is in the served HTML at once; wait until its code has arrived and hydrated it.
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    // Hovering and leaving restarts the slide's full interval from the paused moment.
    await carousel.hover();
    await page.mouse.move(5, 5);
    const shown = async () => Number((await carousel.getByRole('group').getAttribute('aria-label'))?.split(' ')[0]);
    const first = await shown();
    const after = (n: number) => ((first - 1 + n) % 4) + 1;

    await page.clock.runFor(2900);
    await expect(carousel.getByRole('group', { name: `${first} of 4` })).toBeVisible();
    await page.clock.runFor(200);
    await expect(carousel.getByRole('group', { name: `${after(1)} of 4` })).toBeVisible();

    await carousel.hover();
    await page.clock.runFor(9000);
    await expect(carousel.getByRole('group', { name: `${after(1)} of 4` })).toBeVisible();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect(carousel.getByRole('group', { name: `${after(2)} of 4` })).toBeVisible();
    await page.clock.runFor(3000);
    await page.clock.runFor(3000);
    // Four slides later it is back where it started: the banner loops.
    await expect(carousel.getByRole('group', { name: `${after(4)} of 4` })).toBeVisible();
  });

  test('has previous, next and pause controls, and learn more goes to the product login', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en_us?utm_source=banner');
    const carousel = page.getByRole('region', { name: 'Business highlights' });
    // Reduced motion: no autoplay, and the button offers to start it.
    await expect(carousel.getByRole('button', { name: 'Start automatic slide rotation' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    const learnMore = carousel.getByRole('link', { name: /^Get started with Payment & FX/ });
    await expect(learnMore).toHaveAttribute('target', '_blank');
    const params = new URL((await learnMore.getAttribute('href')) ?? '').hash.split('?')[1];
    expect(Object.fromEntries(new URLSearchParams(params))).toEqual({ utm_source: 'banner', productType: 'E_FINANCE', action: 'login', lang: 'en' });
  });

  test('counts the company strength up when scrolled into view', async ({ page }) => {
    await page.goto('/en_us');
    const strength = page.getByRole('heading', { level: 2, name: 'Our strength in numbers' });
    await strength.scrollIntoViewIfNeeded();
    const list = page.locator('section', { has: strength }).getByRole('listitem');
    await expect(list).toHaveCount(6);
    await expect(list.first()).toHaveText('1,2401,240 core enterprises');
    await expect(list.nth(2)).toHaveText('210,000+210,000+ small enterprises');
  });
});

test.describe('About tabs (?id=1..4)', () => {
  test('?id selects the tab, and an invalid id falls back to the first', async ({ page }) => {
    await page.goto('/en_us/About?id=3');
    await expect(page.getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Our partners');
    await page.goto('/en_us/About?id=7');
    await expect(page.getByRole('tab', { name: 'Who we are' })).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move between tabs and update the query', async ({ page }) => {
    await page.goto('/en_us/About?id=1');
    // The tabs arrive as links; the keys are the page's script.
    await expect.poll(() => hydrated(page.getByRole('tab', { name: 'Who we are' }))).toBe(true);
    await page.getByRole('tab', { name: 'Who we are' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/en_us\/About\?id=2$/);
    await expect(page.getByRole('tab', { name: 'Milestones' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Our milestones' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\?id=4$/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?id=1$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\?id=4$/);
    await expect(page.getByRole('tab', { name: 'Technology' })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each tab is a link that opens its section, served by the site', async ({ page }) => {
      await page.goto('/zh_hk/About');
      await page.getByRole('tab', { name: '合作夥伴' }).click();
      await expect(page).toHaveURL(/\/zh_hk\/About\?id=3$/);
      await expect(page.getByRole('tab', { name: '合作夥伴' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName('合作夥伴');
    });
  });

  test('the footer links open their tab', async ({ page }) => {
    await page.goto('/en_us/About');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Milestones' }).click();
    await expect(page).toHaveURL(/\/en_us\/About\?id=2$/);
    await expect(page.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('amazon', () => {
  test('Apply now opens registration for E_FINANCE / AMAZON_SC with the current query, in a new tab', async ({ page }) => {
    await page.goto('/en_us/amazon?utm_source=mail&channel=seller-club');
    const apply = page.getByRole('main').getByRole('link', { name: /^Apply now/ }).first();
    await expect(apply).toHaveAttribute('target', '_blank');
    // The served HTML links to the production application; once hydrated, to this environment's.
    await expect(apply).toHaveAttribute('href', /^http:\/\/localhost:8000\/#\/login\?/);
    const href = (await apply.getAttribute('href')) ?? '';
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({
      utm_source: 'mail',
      channel: 'seller-club',
      productType: 'E_FINANCE',
      scenario: 'AMAZON_SC',
      action: 'register',
      lang: 'en',
    });
  });
});

test.describe('newsDetail', () => {
  test('an unknown id shows a localized not-found state', async ({ page }) => {
    await page.goto('/zh_cn/newsDetail?id=404');
    await expect(page.getByRole('heading', { level: 1, name: '找不到这条公告' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  for (const { path } of PAGES) {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
      test(`/en_us${path || '/'} at ${viewport.width} px has no serious or critical violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/en_us${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).include('main').exclude(FX_REGION).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
});
