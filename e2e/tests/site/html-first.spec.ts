import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { localRemotesJson } from '../../support/apps';

/**
 * Every page arrives as HTML (docs/composition.md): what a crawler or a phone without JavaScript
 * gets, what the browser hydrates without a mismatch, and what happens when a remote is down or
 * moves to another URL.
 */

const LANGS = [
  { prefix: 'en_us', html: 'en', script: /[A-Za-z]/ },
  { prefix: 'zh_cn', html: 'zh-CN', script: /[\u4e00-\u9fff]/ },
  { prefix: 'zh_hk', html: 'zh-HK', script: /[\u4e00-\u9fff]/ },
] as const;

/** The indexable pages under the language prefix, one of each kind and remote. */
const PAGES = ['', '/About', '/PaymentManagement', '/DigitalTrade', '/DigitalFinance', '/CloudSolution', '/InternationalTrade', '/Contact', '/policy', '/amazon', '/newsDetail', '/DTTWhitePaper', '/OTAFinance', '/docs', '/docs/create-a-payout', '/developerTools'];

/** Known headings, so "some heading in some script" cannot pass for the right page in the right language. */
const HEADINGS: Record<string, string> = {
  '/en_us': 'Cross-border payments, FX and trade finance',
  '/zh_cn/About': '关于信风金融',
  '/zh_hk/Contact': '聯絡我們',
  '/en_us/OTAFinance': 'Working capital for online travel agencies',
  '/en_us/docs/create-a-payout': 'Create a payout',
  '/zh_hk/docs/create-a-payout': '建立付款',
  '/zh_cn/docs': '帮助中心',
  '/exportdrawback': '出口退税，从单证到到账一站办理',
};

test.describe('without JavaScript, as a crawler or a link preview sees it', () => {
  test.use({ javaScriptEnabled: false });

  for (const { prefix, html, script } of LANGS) {
    test(`every indexable page in ${html} shows its heading and first section, with its head`, async ({ page, baseURL }) => {
      for (const below of PAGES) {
        const url = `/${prefix}${below}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html'), url).toHaveAttribute('lang', html);
        const heading = page.locator('main h1').first();
        await expect(heading, url).toBeVisible();
        const text = (await heading.textContent()) ?? '';
        expect(text, url).toMatch(script);
        if (HEADINGS[url]) expect(text.trim(), url).toBe(HEADINGS[url]);
        // The first section's copy, not only a heading: some paragraph of real text in the page's script.
        const copy = await page.locator('main p').allTextContents();
        expect(copy.some((paragraph) => paragraph.trim().length >= 12 && script.test(paragraph)), `${url} has copy`).toBe(true);
        // The head a search engine indexes.
        await expect(page, url).toHaveTitle(/ \| (Tradewind Finance|信风金融|信風金融)$/);
        expect(await page.locator('meta[name="description"]').getAttribute('content'), url).toBeTruthy();
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), url).toBe(`${baseURL}${url}`);
        const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
        expect(alternates.sort(), url).toEqual(['en', 'x-default', 'zh-CN', 'zh-HK']);
        // Styled from the served HTML alone: the site's base sheet (no browser margin around the
        // page, the site's own type) is linked, not left to a script (the page used to jump by 8 px).
        expect(await page.evaluate(() => getComputedStyle(document.body).marginTop), url).toBe('0px');
        expect(await page.evaluate(() => getComputedStyle(document.body).lineHeight), url).not.toBe('normal');
      }
    });
  }

  test('the header, the footer and the language links work as plain links', async ({ page }) => {
    await page.goto('/zh_hk/Contact');
    await expect(page.getByRole('heading', { level: 1, name: '聯絡我們' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/zh_hk/Contact');
    const english = page.locator('a[hreflang="en"]').first();
    expect(await english.getAttribute('href')).toBe('/en_us/Contact');
  });

  test('the export-refund micro-site arrives in Simplified Chinese with its own head', async ({ page, baseURL }) => {
    await page.goto('/exportdrawback');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('main h1').first()).toHaveText(HEADINGS['/exportdrawback'] ?? '');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/exportdrawback`);
    await expect(page).toHaveTitle(/信风出口退税$/);
    for (const below of ['/FixPrice', '/info']) {
      await page.goto(`/exportdrawback${below}`);
      await expect(page.locator('main h1').first()).toHaveText(/[\u4e00-\u9fff]/);
    }
  });

  test('the sitemap lists every help article in each language with its date, and the micro-site', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { prefix } of LANGS) expect(xml).toMatch(new RegExp(`<loc>${baseURL}/${prefix}/docs/create-a-payout</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`<loc>${baseURL}/exportdrawback</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/exportdrawback/FixPrice</loc>`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('Questionnaire1');
  });
});

/** Collects what a visitor's console would show: page errors and console errors and warnings. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  // A Content Security Policy violation (an inline style or script the policy blocks) is reported
  // on the console too, but only this names the directive.
  void page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** React's hydration failures, in production builds numbered (#418, #422, #423, #425). */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;

test.describe('with JavaScript, the browser hydrates the served page', () => {
  for (const { prefix } of LANGS) {
    test(`no hydration warning or page error on any page in ${prefix}`, async ({ page }) => {
      test.slow();
      const problems = watchConsole(page);
      for (const below of [...PAGES, '/Questionnaire1']) {
        await page.goto(`/${prefix}${below}`);
        await expect(page.locator('[data-remote$="/Pages"]').first()).toHaveAttribute('data-status', 'ready');
        await page.waitForLoadState('networkidle');
      }
      expect(problems.filter((problem) => HYDRATION.test(problem) || problem.startsWith('pageerror') || problem.startsWith('csp:'))).toEqual([]);
    });
  }

  test('no hydration warning on the export-refund micro-site', async ({ page }) => {
    const problems = watchConsole(page);
    for (const below of ['', '/FixPrice', '/info', '/apply']) {
      await page.goto(`/exportdrawback${below}`);
      await expect(page.locator('[data-remote="exportdrawback/Pages"]')).toHaveAttribute('data-status', 'ready');
      await page.waitForLoadState('networkidle');
    }
    expect(problems.filter((problem) => HYDRATION.test(problem) || problem.startsWith('pageerror') || problem.startsWith('csp:'))).toEqual([]);
  });

  test('a served page paints before any of its scripts is requested', async ({ page }) => {
    for (const url of ['/en_us', '/zh_cn/docs/create-a-payout', '/exportdrawback']) {
      await page.goto(url);
      await expect(page.locator('[data-remote$="/Pages"]').first()).toHaveAttribute('data-status', 'ready');
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      // The page hydrated, so its scripts did load; none of them was on the way to the first paint.
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(Math.min(...scripts), url).toBeGreaterThanOrEqual(paint);
    }
  });

  test('what a visitor does before the page has hydrated is kept: typed text stays in the form, a click is answered', async ({ page, request }) => {
    test.slow();
    // The page must arrive rendered (a cold server may leave a slow region to the browser, which
    // the held scripts below would then keep empty).
    await expect.poll(async () => (await (await request.get('/en_us/InternationalTrade')).text()).includes('Send us an enquiry')).toBe(true);
    // The marketing remote's scripts are held back, so the page stays served HTML for as long as
    // the test needs: as on a slow phone.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/localhost:3001\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/en_us/InternationalTrade', { waitUntil: 'domcontentloaded' });
    const enquiry = page.getByRole('region', { name: 'Send us an enquiry' });
    const company = enquiry.getByRole('textbox', { name: /Company name/ });
    await company.fill('Acme Trading Ltd');
    await page.getByRole('main').getByRole('button', { name: 'Watch a demo', exact: true }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    // The early click opens the drawer once its code has arrived.
    const drawer = page.getByRole('dialog', { name: 'Watch a demo' });
    await expect(drawer.getByRole('textbox', { name: /First name/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The form knows the early text: sending now flags the empty fields, not the company name.
    await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(enquiry.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Some answers need correcting: see the messages under the fields.');
    await expect(company).toHaveValue('Acme Trading Ltd');
    await expect(company).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the served page is never replaced by a loading state, and stays interactive after hydration', async ({ page }) => {
    await page.goto('/en_us/Contact', { waitUntil: 'commit' });
    // From the first paint on, the region holds the page, not a spinner.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.locator('[data-remote="marketing/Pages"] [role="status"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // A later navigation in the browser renders as before, with the head following it.
    await page.getByRole('banner').getByRole('button', { name: 'Company' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/en_us\/About$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Tradewind Finance' })).toBeVisible();
    await expect(page).toHaveTitle('About us | Tradewind Finance');
  });
});

test.describe('a remote that is down or moves (shell server on its own port)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = 3990 + Math.floor(Math.random() * 9);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-first-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const base = JSON.parse(localRemotesJson()) as { remotes: Record<string, string> };
  const writeRemotes = (marketing: string) => fs.writeFileSync(remotesFile, JSON.stringify({ ...base, remotes: { ...base.remotes, marketing } }));
  let server: { close: () => Promise<void> } | undefined;
  let mirror: { close: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    process.env.NODE_ENV ??= 'production';
    const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(root, 'shell/dist-ssr/server.cjs'));
    writeRemotes('http://127.0.0.1:9/mf-manifest.json');
    server = await createShellServer({
      root: path.join(root, 'shell/dist'),
      publicDir: path.join(root, 'shell/public'),
      remotesFile,
      mountsFile: path.join(root, 'shell/config/mounts.json'),
      port,
      apiUrl: 'http://127.0.0.1:3100',
    });
    // The same marketing build published on another origin, as a team moving to a new host would.
    mirror = await createStaticServer({ root: path.join(root, 'remote-marketing/dist'), port: port + 10, cors: [`http://localhost:${port}`] });
  });
  test.afterAll(async () => {
    await server?.close();
    await mirror?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a remote whose origin is down still gets a page with header, footer and the Retry region', async ({ page }) => {
    const response = await page.goto(`http://localhost:${port}/en_us/Contact`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('changing its URL in remotes.json switches the served fragment and the code, with no rebuild or restart', async ({ page }) => {
    const mirrorOrigin = `http://localhost:${port + 10}`;
    writeRemotes(`${mirrorOrigin}/mf-manifest.json`);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const problems = watchConsole(page);
    await page.goto(`http://localhost:${port}/en_us/Contact`);
    // Served as HTML from the new origin's fragment, its CSS linked from there.
    expect(await page.locator(`link[rel="stylesheet"][href^="${mirrorOrigin}/"]`).count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.locator('[data-remote="marketing/Pages"]')).toHaveAttribute('data-status', 'ready');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.startsWith(`${mirrorOrigin}/`))).toBe(true);
    expect(scripts.some((url) => url.startsWith('http://localhost:3001/'))).toBe(false);
    expect(problems.filter((problem) => HYDRATION.test(problem) || problem.startsWith('pageerror') || problem.startsWith('csp:'))).toEqual([]);
  });
});
