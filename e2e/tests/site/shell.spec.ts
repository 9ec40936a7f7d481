import { expect, test } from '@playwright/test';
import { hydrated } from '../../support/hydration';

test.describe('language prefix', () => {
  test('a visitor with an English browser lands on /en_us', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en_us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a Chinese browser lands on /zh_cn, a Traditional Chinese one on /zh_hk', async ({ browser }) => {
    for (const [locale, prefix] of [['zh-CN', 'zh_cn'], ['zh-TW', 'zh_hk']] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/Contact');
      await expect(page).toHaveURL(new RegExp(`/${prefix}/Contact$`));
      await context.close();
    }
  });

  test('the stored language wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.localStorage.setItem('language', 'CN'));
    const page = await context.newPage();
    await page.goto('/About?id=2');
    await expect(page).toHaveURL(/\/zh_cn\/About\?id=2$/);
    await expect(page.getByRole('banner').locator('summary:visible', { hasText: '产品' })).toBeVisible();
    await context.close();
  });

  test('an unknown path redirects to the root, and the alias Payment&FX to PaymentManagement', async ({ page }) => {
    await page.goto('/en_us/no-such-page');
    await expect(page).toHaveURL(/\/en_us$/);
    await page.goto('/en_us/Payment&FX');
    await expect(page).toHaveURL(/\/en_us\/PaymentManagement$/);
  });

  test('the language switcher rewrites the prefix and remembers the choice', async ({ page }) => {
    await page.goto('/en_us/Contact');
    await page.getByRole('banner').locator('summary[aria-label="Language: English"]').click();
    await page.getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/zh_hk\/Contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '私隱政策' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('HK');
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh_hk$/);
  });
});

test.describe('layout', () => {
  test('every page has banner, main and contentinfo landmarks and a composed title', async ({ page }) => {
    await page.goto('/en_us/Contact');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Contact us | Tradewind Finance');
    await page.goto('/zh_cn/Contact');
    await expect(page).toHaveTitle('联系我们 | 信风金融');
  });

  test('hideNavigationBar hides the header only', async ({ page }) => {
    await page.goto('/en_us/Contact?hideNavigationBar=1');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the footer is hidden on docs and developerTools', async ({ page }) => {
    for (const path of ['/en_us/docs', '/en_us/developerTools']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });

  test('header dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/en_us');
    const products = page.getByRole('banner').locator('summary:visible', { hasText: 'Products' });
    // Escape is the page's script: before hydration the disclosure opens as HTML and stays open.
    await expect.poll(() => hydrated(products)).toBe(true);
    await products.focus();
    await page.keyboard.press('Enter');
    // Its disclosure is open.
    await expect(products.locator('xpath=..')).toHaveAttribute('open', '');
    const paymentLink = page.getByRole('banner').getByRole('link', { name: 'Payment & FX' });
    await expect(paymentLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(paymentLink).toBeHidden();
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('link', { name: 'International Trade' }).click();
    await expect(page).toHaveURL(/\/en_us\/InternationalTrade$/);
  });

  test('navigating to the current page again adds no history entry', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en_us/Contact');
    const before = await page.evaluate(() => window.history.length);
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('banner').locator('summary:visible', { hasText: 'Company' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    }
    await expect(page).toHaveURL(/\/en_us\/Contact$/);
    expect(await page.evaluate(() => window.history.length)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('Login and Apply open the application login in a new tab with the query and lang=en', async ({ page }) => {
    await page.goto('/en_us/Contact?utm_source=newsletter');
    const login = page.getByRole('banner').getByRole('link', { name: /Log in/ });
    await expect(login).toHaveAttribute('target', '_blank');
    // The served HTML links to the production application; once hydrated, to this environment's.
    await expect(login).toHaveAttribute('href', /^http:\/\/localhost:8000\//);
    const href = (await login.getAttribute('href')) ?? '';
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('utm_source')).toBe('newsletter');
    expect(query.get('lang')).toBe('en');
    await expect(page.getByRole('banner').getByRole('link', { name: /Apply now/ })).toHaveAttribute('target', '_blank');
  });

  test('the footer logo goes home, and scrolls to the top on home', async ({ page }) => {
    await page.goto('/en_us/Contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tradewind Finance home' }).click();
    await expect(page).toHaveURL(/\/en_us$/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone the menu is a drawer that traps focus and closes on Escape', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en_us');
    await expect(page.getByRole('banner').locator('summary:visible', { hasText: 'Products' })).toHaveCount(0);
    // Hydrated: before, the menu opens as the panel below the header (as without JavaScript).
    const menu = page.getByRole('banner').locator('summary:visible', { hasText: 'Open menu' });
    await expect.poll(() => hydrated(menu)).toBe(true);
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByText('Solutions').click();
    await drawer.getByRole('link', { name: 'OTA Finance' }).click();
    await expect(page).toHaveURL(/\/en_us\/OTAFinance$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('banner').locator('summary:visible', { hasText: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await context.close();
  });
});

test.describe('routes outside the prefix', () => {
  test('WecomRedirect follows targets on this site only', async ({ page }) => {
    await page.goto('/WecomRedirect?redirect=%2Fzh_cn%2FContact');
    await expect(page).toHaveURL(/\/zh_cn\/Contact$/);
    await page.goto('/WecomRedirect?redirect=https%3A%2F%2Fevil.example%2Fphish');
    await expect(page).toHaveURL(/localhost:3000\/(en_us|zh_cn)$/);
  });

  test('/exportdrawback replaces the main header and footer with its own', async ({ page }) => {
    await page.goto('/exportdrawback');
    await expect(page.locator('[data-remote="exportdrawback/Pages"][data-status="ready"]')).toBeVisible();
    await expect(page.getByRole('link', { name: /Log in/ })).toHaveCount(0);
  });

  test('sitemap.xml lists every language of each page and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/zh_hk/PaymentManagement');
    expect(sitemap).toContain('hreflang="zh-CN"');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test('pages are served with security headers and no inline scripts allowed', async ({ request }) => {
    const response = await request.get('/en_us');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBeTruthy();
  });
});
