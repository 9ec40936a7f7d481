import { expect, test, type Page, type Response } from '@playwright/test';
import { originOf } from '../../support/apps';
import { hydrated } from '../../support/hydration';

/*
 * What a visitor's browser gets where there is no page (docs/composition.md, "Pages that do not
 * exist" and "Error answers"): a page that does not exist answers 404 with a not-found page in its
 * language, kept out of search engines, and no address a browser opens, nor a form it posts, is
 * answered with the JSON meant for scripts.
 */

const NOT_FOUND = {
  en_us: { heading: 'Article not found', articles: 'Help centre articles' },
  zh_cn: { heading: '未找到文章', articles: '帮助中心文章' },
  zh_hk: { heading: '找不到文章', articles: '幫助中心文章' },
} as const;

/** An answer a person can read: HTML, never the `{ code, msg }` a script reads. */
async function expectNoJson(response: Response | null, where: string) {
  expect(response, where).not.toBeNull();
  expect(response?.headers()['content-type'], where).toMatch(/^text\/html/);
  const body = (await response?.text()) ?? '';
  expect(body.trimStart().startsWith('{'), where).toBe(false);
}

const robots = (page: Page) => page.locator('head meta[name="robots"]');

test.describe('a help article that does not exist', () => {
  for (const lang of ['en_us', 'zh_cn', 'zh_hk'] as const) {
    test(`answers 404 with the help centre's not-found page, its search and article list, kept out of search engines (${lang})`, async ({ page }) => {
      const response = await page.goto(`/${lang}/docs/no-such-article`);
      expect(response?.status()).toBe(404);
      await expectNoJson(response, `/${lang}/docs/no-such-article`);
      await expect(robots(page)).toHaveAttribute('content', /noindex/);
      await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND[lang].heading} \\| `));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: NOT_FOUND[lang].heading })).toBeVisible();
      await expect(main.getByRole('search')).toHaveCount(1);
      await expect(main.getByRole('navigation', { name: NOT_FOUND[lang].articles })).toBeAttached();
      // The address stays as typed, and the page stays the not-found page once its script owns it.
      await expect(page).toHaveURL(new RegExp(`/${lang}/docs/no-such-article$`));
      await expect.poll(() => hydrated(main.getByRole('heading', { level: 1 })), { timeout: 15_000 }).toBe(true);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[lang].heading);
    });
  }

  test('real articles and the API reference below the help centre stay pages', async ({ page }) => {
    expect((await page.goto('/en_us/docs/create-a-payout'))?.status()).toBe(200);
    expect((await page.goto('/en_us/docs/open-ai'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  });
});

test.describe('a help article that does not exist, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says so as served, with links to the articles that exist', async ({ page }) => {
    const response = await page.goto('/en_us/docs/no-such-article');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByText(/Loading/)).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1, name: NOT_FOUND.en_us.heading })).toBeVisible();
    const href = (await main.locator('a[href^="/en_us/docs/"]').first().getAttribute('href')) ?? '';
    expect(href).not.toBe('');
    expect((await page.request.get(href)).status()).toBe(200);
  });
});

test.describe('no address a browser opens answers JSON', () => {
  // What the browser ends at: an address that reads as another host is a page path that ends at the
  // language's home, on the site; `/%2e%2e/` is a dot segment to the browser, which opens the root.
  const addresses: [string, number][] = [
    ['//evil.example', 200],
    ['/.//evil.example', 200],
    ['/en_us/%ff', 400],
    ['/en_us/%00', 400],
    ['/%2e%2e/', 200],
  ];
  for (const [address, status] of addresses) {
    test(`${address} on the site`, async ({ page, baseURL }) => {
      const response = await page.goto(`${baseURL}${address}`);
      expect(response?.status(), address).toBe(status);
      await expectNoJson(response, address);
      expect(new URL(page.url()).origin, address).toBe(baseURL);
      if (status === 400) await expect(robots(page)).toHaveAttribute('content', /noindex/);
      else await expect(page).toHaveURL(/\/en_us$/);
    });
  }

  test('an address that cannot be read says so in the language of the address, with a way home', async ({ page }) => {
    const response = await page.goto('/zh_hk/%ff');
    expect(response?.status()).toBe(400);
    await expectNoJson(response, '/zh_hk/%ff');
    await expect(page.getByRole('heading', { level: 1, name: '無法開啟此地址' })).toBeVisible();
    await page.getByRole('link', { name: '返回首頁' }).click();
    await expect(page).toHaveURL(/\/zh_hk$/);
  });

  test('the releases folder on a remote’s origin is a 404 page', async ({ page }) => {
    const response = await page.goto(`${originOf('docs')}/releases/`);
    expect(response?.status()).toBe(404);
    await expectNoJson(response, '/releases/');
    await expect(robots(page)).toHaveAttribute('content', /noindex/);
  });
});

test.describe('a form the site cannot take', () => {
  /** Posts a plain form from the page, as a browser without the page's script would. */
  async function postForm(page: Page, enctype: string, size: number): Promise<Response | null> {
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === 'POST' && candidate.request().isNavigationRequest()),
      page.evaluate(
        ({ enctype: encoding, size: length }) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.enctype = encoding;
          for (const [name, value] of [
            ['_form', 'enquiry'],
            ['mainBusiness', 'x'.repeat(length)],
          ]) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name ?? '';
            input.value = value ?? '';
            form.append(input);
          }
          document.body.append(form);
          // `submit()` fires no submit event, which the page's start-up script would hold until hydration;
          // the timer lets this evaluation return before the page is left.
          setTimeout(() => form.submit(), 0);
        },
        { enctype, size },
      ),
    ]);
    await page.waitForLoadState();
    return response;
  }

  test('over the size the site accepts is a page that says the form was not sent, and leads back to it', async ({ page }) => {
    await page.goto('/en_us/Contact');
    const response = await postForm(page, 'application/x-www-form-urlencoded', 70 * 1024);
    expect(response?.status()).toBe(413);
    await expectNoJson(response, 'a form over the limit');
    await expect(page.getByRole('heading', { level: 1, name: 'Your form was not sent' })).toBeVisible();
    await expect(page.getByText(/larger than the 64 KB we accept/)).toBeVisible();
    await expect(robots(page)).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/en_us\/Contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('in an encoding the site’s forms do not use is a page in the page’s language', async ({ page }) => {
    await page.goto('/zh_cn/Contact');
    const response = await postForm(page, 'multipart/form-data', 10);
    expect(response?.status()).toBe(415);
    await expectNoJson(response, 'a multipart form');
    await expect(page.getByRole('heading', { level: 1, name: '表单未提交' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回表单' })).toHaveAttribute('href', '/zh_cn/Contact');
  });
});
