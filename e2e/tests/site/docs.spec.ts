import { inflateRawSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, waitUntilHydrated } from '../../support/hydration';

/*
 * The help centre (issue 6), on the composed site with the real articles of
 * remote-docs/content, as published by `pnpm --filter @site/remote-docs build:content`.
 */

const docsNav = (page: Page, name = 'Help centre articles') => page.getByRole('navigation', { name });

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** One file out of a zip (the XLSX), read with Node's own inflate. */
function unzipEntry(zip: Buffer, name: string): string {
  for (let at = 0; at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50; ) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const entry = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    if (entry === name) return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at = start + size;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The parts of the live content manifest these tests read (remote-docs/src/lib/content/types.ts). */
interface Manifest {
  articles: { name: string; title: string; date: string; sourceLang: string; headings: unknown[] }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
/** The text of served HTML, without the heading's deep link (its "#" is aria-hidden). */
function textOf(html: string): string {
  return html
    .replace(/<a class="heading-anchor"[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (entity, code: string) => ENTITIES[code] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The served page's article element, found by index (a pattern spanning the page backtracks on it). */
function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? '' : html.slice(start, end + '</article>'.length);
}

/** The Markdown's headings of one level, outside code blocks, as plain text. */
function markdownHeadings(markdown: string, marks: '#' | '##'): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && line.startsWith(`${marks} `)) {
      headings.push(
        line
          .slice(marks.length + 1)
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .replace(/\\(.)/g, '$1')
          .trim(),
      );
    }
  }
  return headings;
}

test.describe('docs home and navigation', () => {
  test('the home shows the User Guide cards and the tree leads to an article', async ({ page }) => {
    await page.goto('/en_us/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'User Guide' })).toBeVisible();
    for (const card of ['Funding Service', 'Payment', 'Users and Permissions']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const nav = docsNav(page);
    const payment = nav.getByRole('button', { name: 'Payment' });
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    await payment.click();
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Create a payout' }).click();

    await expect(page).toHaveURL(/\/en_us\/docs\/create-a-payout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a payout' })).toBeVisible();
    await expect(page).toHaveTitle('Create a payout | Tradewind Finance');
    await expect(nav.getByRole('link', { name: 'Create a payout' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Last updated/)).toBeVisible();

    // Prev/next and in-article links navigate inside the shell.
    await page.getByRole('navigation', { name: 'More articles' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/en_us\/docs\/convert-currency$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Convert currency' })).toBeVisible();
  });

  test('the Chinese tree uses categories_zh and folds as a whole on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zh_cn/docs/user-management');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: '浏览文章' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(docsNav(page, '帮助中心文章')).toBeHidden();
    await toggle.click();
    const nav = docsNav(page, '帮助中心文章');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: '用户与权限' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: '支付' }).click();
    await nav.getByRole('link', { name: '货币兑换' }).click();
    await expect(page).toHaveURL(/\/zh_cn\/docs\/convert-currency$/);
    await expect(page.getByRole('heading', { level: 1, name: '货币兑换' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('search', () => {
  test('English: the index loads on first focus; a highlighted result opens from the keyboard', async ({ page }) => {
    await page.goto('/en_us/docs');
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search\.json$/.test(request.url())) indexRequests.push(request.url());
    });
    const box = page.getByRole('combobox', { name: 'Search the help centre' });
    await expect(box).toBeVisible();
    expect(indexRequests).toEqual([]);

    await box.focus();
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(indexRequests[0]).toMatch(/\/content\/[0-9a-f]{12}\/en\/search\.json$/);
    await box.fill('countdown');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText('Convert currency');
    await expect(first.locator('mark').first()).toHaveText(/^countdown$/i);

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/en_us\/docs\/convert-currency$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Convert currency' })).toBeVisible();
    const nav = docsNav(page);
    await expect(nav.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Convert currency' })).toHaveAttribute('aria-current', 'page');
  });

  test('Chinese: a word inside a sentence is found, highlighted, and opens its category chain', async ({ page }) => {
    await page.goto('/zh_cn/docs');
    const box = page.getByRole('combobox', { name: '搜索帮助中心' });
    await box.click();
    // 倒计时 (countdown) only ever appears inside sentences: the default tokenizer would miss it.
    await box.fill('倒计时');
    const option = page.getByRole('option').filter({ hasText: '货币兑换' });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText('倒计时');

    for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i += 1) await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/zh_cn\/docs\/convert-currency$/);
    await expect(page.getByRole('heading', { level: 1, name: '货币兑换' })).toBeVisible();
    const nav = docsNav(page, '帮助中心文章');
    await expect(nav.getByRole('button', { name: '支付' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '货币兑换' })).toHaveAttribute('aria-current', 'page');
  });

  test('ranking: the article holding the exact phrase comes first', async ({ page }) => {
    await page.goto('/en_us/docs');
    const box = page.getByRole('combobox', { name: 'Search the help centre' });
    await box.click();
    await box.fill('payment password');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toContainText('Create a payout');
  });

  for (const { lang, label, query, title } of [
    { lang: 'zh_cn', label: '搜索帮助中心', query: '提现', title: '创建付款' },
    { lang: 'zh_hk', label: '搜尋幫助中心', query: '提現', title: '建立付款' },
    { lang: 'zh_hk', label: '搜尋幫助中心', query: '提现', title: '建立付款' },
  ]) {
    test(`${lang}: ${query} (a word the articles do not use) finds the payout article`, async ({ page }) => {
      await page.goto(`/${lang}/docs`);
      const box = page.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(query);
      const first = page.getByRole('option').first();
      await expect(first).toContainText(title);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${lang}/docs/create-a-payout$`));
    });
  }
});

test.describe('article page', () => {
  test('the table of contents follows the scroll and lands headings below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en_us/docs/create-a-payout');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const first = toc.getByRole('link', { name: 'Before you start' });
    await expect(first).toHaveAttribute('aria-current', 'true');

    const target = page.getByRole('heading', { level: 2, name: /^Step 3: Check the status/ });
    const id = await target.getAttribute('id');
    await page.evaluate((headingId) => {
      const heading = document.getElementById(headingId ?? '');
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 110);
    }, id);
    await expect(toc.getByRole('link', { name: /^Step 3: Check the status/ })).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current', 'true');

    await toc.getByRole('link', { name: 'Good practice' }).click();
    await expect(page).toHaveURL(/#good-practice$/);
    await expect(toc.getByRole('link', { name: 'Good practice' })).toHaveAttribute('aria-current', 'true');
    const top = await page.getByRole('heading', { level: 2, name: 'Good practice' }).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(100);
  });

  test('headings have named deep links, and a deep link opens at its heading', async ({ page }) => {
    await page.goto('/en_us/docs/create-a-payout#good-practice');
    const heading = page.getByRole('heading', { level: 2, name: 'Good practice' });
    await expect(heading.getByRole('link', { name: 'Link to this section: Good practice' })).toHaveAttribute('href', '#good-practice');
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(100);
  });

  test('the drawdown template downloads as CSV and XLSX with the header row of the drawdown template', async ({ page, request }) => {
    await page.goto('/en_us/docs/drawdown-bulk-import');
    await expect(page.getByRole('cell', { name: 'Doc Ref. No.' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Mandatory' })).toBeVisible();
    const header = 'Doc Ref. No.,Document Type,Buyer,Supplier,PO No.,PO Issue Date,Invoice Issue Date,Currency,Document Amount,Invoice Adjustment Amount,Acceptance Date,Acceptance Amount,Acceptance Maturity Date,Proposed Payment Ref No.,Expected Payment Date';

    const csvLink = page.getByRole('link', { name: 'Download the template (CSV)' });
    await expect(csvLink).toHaveAttribute('download', 'drawdown-template.csv');
    const csv = await request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n')[0]).toBe(header);

    const xlsxLink = page.getByRole('link', { name: 'Download the template (XLSX)' });
    const xlsx = await request.get((await xlsxLink.getAttribute('href')) ?? '');
    expect(xlsx.status()).toBe(200);
    expect(xlsx.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = unzipEntry(await xlsx.body(), 'xl/worksheets/sheet1.xml');
    expect([...sheet.matchAll(/<t>([^<]*)<\/t>/g)].map((match) => match[1]).join(',')).toBe(header);

    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe('drawdown-template.csv');
  });

  test('after a move to an article in the browser, the tab is titled as its heading, and its images load from the addresses the served page names', async ({ page, request }) => {
    const served = articleOf(await (await request.get('/en_us/docs/create-a-payout')).text());
    const servedImages = [...served.matchAll(/<img [^<>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(servedImages.length).toBeGreaterThan(0);
    // The titles of the language arrive after the move: the article's own title must not wait for them.
    let releaseTitles = () => {};
    const titlesHeld = new Promise<void>((resolve) => (releaseTitles = resolve));
    await page.route('**/page-meta.json?*', async (route) => {
      await titlesHeld;
      await route.continue();
    });
    await page.goto('/en_us/docs');
    const link = page.getByRole('main').locator('a[href="/en_us/docs/create-a-payout"]:visible').first();
    await waitUntilHydrated(link);
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a payout' })).toBeVisible();
    expect(await page.evaluate(() => 'stayedOnPage' in window), 'a move inside the page, not a new document').toBe(true);
    await expect(page).toHaveTitle('Create a payout | Tradewind Finance', { timeout: 2_000 });
    const images = await page.getByRole('article').locator('img').evaluateAll((found) => found.map((image) => image.getAttribute('src')));
    expect(images).toEqual(servedImages);
    releaseTitles();
    await expect(page).toHaveTitle('Create a payout | Tradewind Finance');
  });

  test('an unknown article is a localized not-found inside the docs frame; the URL is never HTML', async ({ page }) => {
    await page.goto('/en_us/docs/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(docsNav(page)).toBeVisible();
    await page.goto('/zh_cn/docs/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('heading', { level: 1, name: '未找到文章' })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('a Simplified Chinese page without its own text shows the English article with a notice, and no link is dead', async ({ page }) => {
    // Every article has a zh-CN file today, so the published files are changed on the way to say
    // one has none, as the content build writes it then (covered by its tests): the English
    // title, headings and text, with the page's own links.
    const name = 'role-management';
    await page.route('**/content/*/zh-CN/manifest.json', async (route) => {
      const response = await route.fetch();
      const english = (await (await page.request.get(route.request().url().replace('/zh-CN/', '/en/'))).json()) as Manifest;
      const manifest = (await response.json()) as Manifest;
      const source = english.articles.find((article) => article.name === name);
      manifest.articles = manifest.articles.map((article) => (article.name === name && source ? { ...article, title: source.title, headings: source.headings, sourceLang: 'en' } : article));
      await route.fulfill({ response, json: manifest });
    });
    await page.route(`**/content/*/zh-CN/articles/${name}.html`, async (route) => {
      const english = await (await page.request.get(route.request().url().replace('/zh-CN/', '/en/'))).text();
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: english.replaceAll('/en_us/docs/', '/zh_cn/docs/') });
    });

    // A reader follows the help centre home's card to it: the link leads to the English article, not to
    // a not-found. The home came with its data; the article's is read in the browser as the reader moves.
    await page.goto('/zh_cn/docs');
    const card = page.getByRole('main').locator(`a[href="/zh_cn/docs/${name}"]`).last();
    await expect.poll(() => hydrated(card)).toBe(true);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/zh_cn/docs/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage roles and permissions' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('本文暂无简体中文版本，以下为英文版本。');
    await expect(page.getByRole('note')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: /^Custom roles/ })).toBeVisible();
    // The page around the English text stays Chinese, and its links stay on the Chinese site.
    await expect(page.getByText(/^最后更新/)).toBeVisible();
    const links = await page.getByRole('article').locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/zh_cn\//);
    await page.getByRole('navigation', { name: '更多文章' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('未找到文章');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});

test.describe('help centre for readers and language models (issue 16)', () => {
  test('/llms.txt and each /{lang}/llms.txt list every live article; each Markdown has its page\'s title and sections, and its date is the sitemap\'s', async ({ request }) => {
    test.setTimeout(120_000);
    // The live content, found as the docs remote finds it: remotes.json → the remote's /content/latest.json.
    const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: { docs: string } };
    const content = new URL('content/', remotes.remotes.docs);
    const { version } = (await (await request.get(new URL('latest.json', content).href)).json()) as { version: string };
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const lastmod = new Map([...sitemap.matchAll(/<loc>[^<]*?(\/[a-z_]+\/docs\/[a-z0-9-]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]));

    for (const [routeLang, contentLang] of [['en_us', 'en'], ['zh_cn', 'zh-CN'], ['zh_hk', 'zh-HK']] as const) {
      const manifest = (await (await request.get(new URL(`${version}/${contentLang}/manifest.json`, content).href)).json()) as Manifest;
      expect(manifest.articles.length).toBeGreaterThan(10);
      const files = routeLang === 'en_us' ? ['/llms.txt', '/en_us/llms.txt'] : [`/${routeLang}/llms.txt`];
      for (const file of files) {
        const response = await request.get(file);
        expect(response.ok(), file).toBe(true);
        const llms = await response.text();
        const listed = new Map([...llms.matchAll(/^- \[([^\]]+)\]\((http[^)]+\/([a-z_]+)\/docs\/([a-z0-9-]+)\.md)\): (.+)$/gm)].map((m) => [m[4], { title: m[1], url: m[2], lang: m[3], summary: m[5] }]));
        expect([...listed.keys()].sort(), file).toEqual(manifest.articles.map((article) => article.name).sort());
        for (const article of manifest.articles) {
          expect(listed.get(article.name), `${file}: ${article.name}`).toMatchObject({ title: article.title, lang: routeLang, summary: expect.stringMatching(/\S/) });
        }
      }

      for (const article of manifest.articles) {
        const where = `${routeLang}/${article.name}`;
        const markdown = await (await request.get(`/${routeLang}/docs/${article.name}.md`)).text();
        const pageResponse = await request.get(`/${routeLang}/docs/${article.name}`);
        expect(pageResponse.ok(), where).toBe(true);
        const served = articleOf(await pageResponse.text());
        const h1 = [...served.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ''));
        // The article's sections are the h2s with a deep link ("Was this helpful?" has none).
        const h2 = [...served.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].filter((m) => m[1]?.includes('heading-anchor')).map((m) => textOf(m[1] ?? ''));
        expect(h1, where).toEqual([article.title]);
        expect(h2.length, where).toBeGreaterThan(0);
        expect(markdownHeadings(markdown, '#'), where).toEqual(h1);
        expect(markdownHeadings(markdown, '##'), where).toEqual(h2);
        // "Last updated" is the front matter date, and the sitemap says the same.
        const shown = /<time dateTime="([^"]+)"/i.exec(served)?.[1];
        expect(shown, where).toBe(article.date);
        expect(lastmod.get(`/${routeLang}/docs/${article.name}`), where).toBe(article.date);
      }
    }
  });

  test('Copy as Markdown puts the article on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh_cn/docs/convert-currency');
    await page.getByRole('button', { name: '复制为 Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已将文章复制为 Markdown。' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# 货币兑换\n/);
  });

  test('"Was this helpful?" sends an answer once per browser, and the report counts it', async ({ page, request }) => {
    const before = (await (await request.get('/api/docs/feedback/report')).json()) as { data: { articles: { article: string; notHelpful: number }[] } };
    const count = (report: typeof before) => report.data.articles.find((a) => a.article === 'kyc-onboarding')?.notHelpful ?? 0;
    await page.goto('/en_us/docs/kyc-onboarding');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('<b>Step 3</b> was unclear');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    const after = (await (await request.get('/api/docs/feedback/report')).json()) as typeof before;
    expect(count(after)).toBe(count(before) + 1);
    await page.reload();
    await expect(page.getByText('You have already answered for this article. Thank you.')).toBeVisible();
  });
});

test.describe('API reference', () => {
  for (const path of ['/en_us/developerTools', '/en_us/docs/open-ai']) {
    test(`${path} renders the operations of the api's openapi.yaml`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Lookup lists and demo requests' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('main').locator('summary', { hasText: 'regionCodeMapping/list' })).toBeVisible();
    });
  }

  test('the viewer is not downloaded on an article page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url());
    });
    await page.goto('/en_us/docs/create-a-payout');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a payout' })).toBeVisible();
    expect(scripts.filter((url) => /swagger|api-reference|api-viewer/.test(url))).toEqual([]);
  });

  test('in Simplified Chinese: Chinese section names, the site\'s own labels, and none of the site\'s internal calls', async ({ page }) => {
    await page.goto('/zh_cn/developerTools');
    await expect(page.getByRole('heading', { level: 1, name: 'API 参考' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['查询列表与演示申请', '国家/地区与电话区号', '国际贸易咨询', 'OTA 融资问卷', '汇率', '出口退税'], { timeout: 30_000 });
    for (const internal of ['/api/health', '/api/docs/feedback/report', '/api/security/csp-report', '/api/openapi.yaml']) await expect(main.getByText(internal)).toHaveCount(0);
    // An operation opens to its fields and answers, labelled in Chinese.
    const demo = main.locator('details', { has: page.locator('summary', { hasText: '提交演示申请' }) }).first();
    await demo.locator('summary').click();
    await expect(demo.getByRole('heading', { name: '请求体（JSON）' })).toBeVisible();
    await expect(demo.getByRole('columnheader', { name: '字段' })).toBeVisible();
    await expect(demo.getByRole('heading', { name: '返回结果' })).toBeVisible();
    await expect(main.getByText(/Parameters|Responses|Try it out|Request body/)).toHaveCount(0);
  });

  test('the summaries start at the same place on every row, on a phone and on a laptop', async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en_us/developerTools');
      const summaries = page.getByRole('main').locator('summary > span:last-child');
      await expect(summaries.first()).toBeVisible({ timeout: 30_000 });
      const starts = await summaries.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
      expect(starts.length).toBeGreaterThan(15);
      expect(new Set(starts).size, `${width}px`).toBe(1);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  // The "Try it" console (swagger-ui), opened from the page: lookups are sent to the site's own /api.
  const POSITIONS_PATH = '/api/official/potentialCust/listAllPositionEnum';
  const INSERT_PATH = '/api/official/potentialCust/insert';
  const RATES_PATH = '/api/rate/hisExchangeRate/getHisRateData';
  const CONSOLE = {
    en_us: { open: 'Try the API in your browser', title: 'Try the API', section: 'Lookup lists and demo requests', positions: 'Job titles', tryItOut: 'Try it out', execute: 'Execute', responseBody: 'Response body', requestBody: 'Request body', position: 'Sales manager', asked: 'en' },
    zh_cn: { open: '在浏览器中试用 API', title: '试用 API', section: '查询列表与演示申请', positions: '职位', tryItOut: '试一试', execute: '执行', responseBody: '返回内容', requestBody: '请求体', position: '销售经理', asked: 'zh-CN' },
    zh_hk: { open: '在瀏覽器中試用 API', title: '試用 API', section: '查詢列表與示範申請', positions: '職位', tryItOut: '試一試', execute: '執行', responseBody: '返回內容', requestBody: '請求主體', position: '銷售經理', asked: 'zh-HK' },
  } as const;

  /** Opens the page's console and waits for its first section: the region it is in. */
  async function openConsole(page: Page, lang: keyof typeof CONSOLE) {
    const words = CONSOLE[lang];
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: words.section }).first()).toBeVisible({ timeout: 30_000 });
    const open = main.getByRole('button', { name: words.open });
    await waitUntilHydrated(open);
    await open.click();
    const region = main.getByRole('region', { name: words.title });
    await expect(region.getByRole('heading', { level: 2, name: words.title })).toBeFocused();
    await expect(region.locator('.opblock-tag').first()).toBeVisible({ timeout: 30_000 });
    return region;
  }

  /** The console's box of the operation on `path`. */
  const operationOn = (page: Page, region: Locator, path: string) => region.locator('.opblock').filter({ has: page.locator(`[data-path="${path}"]`) });

  for (const lang of ['en_us', 'zh_cn', 'zh_hk'] as const) {
    test(`${lang}: the console sends lookups from the page (a list, the rate history) and shows their answers in the page's language; a submission has no Execute`, async ({ page }) => {
      const words = CONSOLE[lang];
      // No Content Security Policy violation while the console opens and runs (no inline style, no eval).
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { violations: seen });
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/${lang}/developerTools`);
      const region = await openConsole(page, lang);

      const positions = operationOn(page, region, POSITIONS_PATH);
      await positions.getByRole('button', { name: words.positions }).click();
      await positions.getByRole('button', { name: words.tryItOut }).click();
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === POSITIONS_PATH);
      await positions.getByRole('button', { name: words.execute }).click();
      const request = await sent;
      // To the site's own origin, in the page's language.
      expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
      expect(request.method()).toBe('GET');
      expect(request.headers()['accept-language']).toBe(words.asked);
      const answer = positions.locator('.live-responses-table');
      await expect(answer.locator('tbody .response-col_status')).toHaveText('200', { timeout: 15_000 });
      await expect(positions.getByRole('heading', { name: words.responseBody })).toBeVisible();
      await expect(answer).toContainText('"code": "200"');
      await expect(answer).toContainText(words.position);

      // The rate history is a POST that only reads: it is sent too, with the example body.
      const rates = operationOn(page, region, RATES_PATH);
      await rates.locator('.opblock-summary-control').click();
      await rates.getByRole('button', { name: words.tryItOut }).click();
      const ratesSent = page.waitForRequest((sentRequest) => new URL(sentRequest.url()).pathname === RATES_PATH);
      await rates.getByRole('button', { name: words.execute }).click();
      expect((await ratesSent).method()).toBe('POST');
      await expect(rates.locator('.live-responses-table tbody .response-col_status')).toHaveText('200', { timeout: 15_000 });
      await expect(rates.locator('.live-responses-table')).toContainText('"source": "reference"');

      // A submission shows the request it takes, and cannot be sent from the page.
      const insert = operationOn(page, region, INSERT_PATH);
      await insert.locator('.opblock-summary-control').click();
      await expect(insert.getByRole('heading', { name: words.requestBody })).toBeVisible();
      await expect(insert.getByRole('button', { name: words.tryItOut })).toHaveCount(0);
      await expect(insert.getByRole('button', { name: words.execute })).toHaveCount(0);

      if (lang !== 'en_us') await expect(region.getByText(/^\s*(Try it out|Execute|Cancel|Clear|Parameters|Responses|Request body|Response body|Server response)\s*$/)).toHaveCount(0);
      // Read before axe runs: axe's own checks add style elements to the page.
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(errors).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the opened console fits a phone, and its styles change nothing of the page around it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en_us/developerTools');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: CONSOLE.en_us.section })).toBeVisible({ timeout: 30_000 });
    const looks = () =>
      page.evaluate(() =>
        // The page, and the reference's first section and operation (the console opens above them).
        ['body', 'h1', '#api-official', 'main details summary', 'main details table'].map((selector) => {
          const element = document.querySelector(selector);
          const style = element ? getComputedStyle(element) : undefined;
          return [selector, style?.fontFamily, style?.fontSize, style?.color, style?.backgroundColor, style?.lineHeight];
        }),
      );
    const before = await looks();
    const region = await openConsole(page, 'en_us');
    const positions = operationOn(page, region, POSITIONS_PATH);
    await positions.getByRole('button', { name: CONSOLE.en_us.positions }).click();
    await positions.getByRole('button', { name: CONSOLE.en_us.tryItOut }).click();
    await positions.getByRole('button', { name: CONSOLE.en_us.execute }).click();
    await expect(positions.locator('.live-responses-table tbody .response-col_status')).toHaveText('200', { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await looks()).toEqual(before);
  });

  test("swagger-ui is not in the first load of the API reference or of an article; opening the console loads it", async ({ page, browser, baseURL }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') files.push(request.url());
    });
    await page.goto('/en_us/developerTools');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: CONSOLE.en_us.section })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const firstLoad = files.splice(0);
    await openConsole(page, 'en_us');
    await page.waitForLoadState('networkidle');
    const opened = files.splice(0);
    expect(opened.some((url) => /\/api-console\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(opened.some((url) => url.endsWith('.css'))).toBe(true);
    expect(firstLoad.filter((url) => opened.includes(url))).toEqual([]);

    // An article, in a browser that has not seen the console.
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    const articleFiles: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') articleFiles.push(request.url());
    });
    await visitor.goto('/en_us/docs/create-a-payout');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Create a payout' })).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(articleFiles.filter((url) => opened.includes(url) || /api-console/.test(url))).toEqual([]);
    await context.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the reference is there and the console button is not', async ({ page, request }) => {
      // The site's server renders the page with the api's description within 1.5 s, or serves it as
      // built: asked until it renders (the render fills the cache for the next visit).
      await expect(async () => expect(await (await request.get('/en_us/developerTools')).text()).toContain(CONSOLE.en_us.section)).toPass({ timeout: 30_000 });
      await page.goto('/en_us/developerTools');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: CONSOLE.en_us.section })).toBeVisible();
      expect(await page.content()).toContain(CONSOLE.en_us.open);
      await expect(main.getByRole('button', { name: CONSOLE.en_us.open })).toBeHidden();
    });
  });
});

test.describe('accessibility', () => {
  test('the docs home and an article have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/en_us/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/zh_cn/docs/drawdown-bulk-import');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
