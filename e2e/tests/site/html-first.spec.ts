import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ROUTE_LANGS, toHtmlLang, type RouteLang } from '@site/shared/lang';
import { describeConflict, resolveRouteClaims, type RouteManifest } from '@site/shared/routes';
import { localRemotesJson, originOf } from '../../support/apps';
import {
  expectedAlternates,
  expectedHead,
  HAN,
  LATIN,
  PAGE_REMOTES,
  parseSitemap,
  readHelpArticles,
  readPublishedSite,
  sitePath,
  sortAlternates,
  type SitePage,
} from '../../support/site-pages';

/**
 * Every page arrives as HTML (docs/composition.md): what a crawler or a phone without JavaScript
 * gets, what the browser hydrates without a mismatch, and what happens when a remote is down or
 * moves to another URL. The pages are the ones the site publishes (remotes.json, each remote's
 * routes.json, the help centre's content manifest), read at test time: a page a remote adds is
 * covered without editing this file.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Each remote's routes.json as its build wrote it, read when the tests are declared (the served copy is read by the tests). */
const BUILT: Record<string, RouteManifest> = Object.fromEntries(
  PAGE_REMOTES.map((remote) => [remote, JSON.parse(fs.readFileSync(path.join(root, `remote-${remote}`, 'dist/routes.json'), 'utf8')) as RouteManifest]),
);
/** The languages a remote's pages are served in, as it publishes them. */
const langsOf = (remote: string): readonly RouteLang[] => BUILT[remote]?.langs ?? ROUTE_LANGS;

/** The help centre: the remote with a prefix route below the language prefix; its pages below that route are its articles. */
const HELP = Object.values(BUILT).flatMap((manifest) => (manifest.mount === 'lang' ? manifest.routes.filter((route) => route.prefix).map((route) => ({ remote: manifest.remote, prefix: route.path })) : []))[0];
const HELP_REMOTE = HELP?.remote ?? '';
const HELP_PREFIX = HELP?.prefix ?? '';

/** Known headings, so a page's own words are pinned somewhere and not only its script. */
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

/** What a crawler reads of the page in the browser: its head, its heading and its first section's copy, in one round trip. */
function readServedPage(page: Page) {
  return page.evaluate(() => {
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const h1 = document.querySelector('main h1');
    // The first section's copy: the first paragraph after the heading that is a sentence (not a
    // label such as 'Company' or 'Category: User Guide / Payment').
    const copy = h1
      ? [...document.querySelectorAll('main p')]
          .filter((paragraph) => h1.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map(text)
          .find((sentence) => sentence.length >= 12 && /[.!?:。！？：]$/.test(sentence))
      : undefined;
    return {
      htmlLang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        hreflang: link.getAttribute('hreflang') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      h1: text(h1),
      copy: copy ?? null,
      bodyMarginTop: getComputedStyle(document.body).marginTop,
      bodyLineHeight: getComputedStyle(document.body).lineHeight,
    };
  });
}

/** Text in a page's language: English has Latin letters and no Han character; Chinese has Han characters. */
function expectInLanguage(text: string | null, lang: RouteLang, what: string) {
  if (lang === 'en_us') {
    expect.soft(text ?? '', `${what}: English, in Latin letters`).toMatch(LATIN);
    expect.soft(text ?? '', `${what}: English, with no Han character`).not.toMatch(HAN);
  } else {
    expect.soft(text ?? '', `${what}: Chinese`).toMatch(HAN);
  }
}

/** What a page says while something of it loads, in the three languages. */
const STILL_LOADING = /Loading|加载中|正在加载|載入中|正在載入/;

/** Complete as served: nothing on the page waits for a script that, here, never runs. */
async function expectCompleteAsServed(page: Page, url: string) {
  const main = page.locator('main');
  expect.soft(await main.getByText(STILL_LOADING).count(), `${url}: nothing says it is still loading`).toBe(0);
  expect.soft(await main.locator('[aria-busy="true"]').count(), `${url}: no region is busy`).toBe(0);
  expect.soft(await main.locator('[data-include]:empty, [data-lazy-slot]:empty').count(), `${url}: every embedded region and tool is in the page`).toBe(0);
}

test.describe('without JavaScript, as a crawler or a link preview sees it', () => {
  test.use({ javaScriptEnabled: false });

  for (const remote of PAGE_REMOTES) {
    test(`${remote}: every page in each language arrives with its own head, heading and first section, in that language`, async ({ page, request, baseURL }) => {
      test.slow();
      const origin = baseURL ?? '';
      const { pages } = await readPublishedSite(request);
      const own = pages.filter((sitePage) => sitePage.remote === remote);
      expect(own.filter((sitePage) => sitePage.indexable).length, `${remote} publishes indexable pages`).toBeGreaterThan(0);
      const served = new Map<string, { h1: string; copy: string | null }>();

      // Sequentially, in one page without scripts: every page of the remote in each of its languages.
      for (const sitePage of own) {
        const { url, lang } = sitePage;
        const head = expectedHead(sitePage, origin);
        const response = await page.goto(url);
        // A not-found page is no page of the site's: 404 wherever it is served, its own address included.
        expect.soft(response?.status(), url).toBe(sitePage.notFound ? 404 : 200);
        const got = await readServedPage(page);
        served.set(url, { h1: got.h1, copy: got.copy });

        // The head a search engine indexes, exactly as the remote's manifest and the shell's strings say.
        expect.soft(got.htmlLang, `${url} <html lang>`).toBe(toHtmlLang(lang));
        expect.soft(got.title, `${url} title`).toBe(head.title);
        expect.soft(got.description, `${url} description`).toBe(head.description);
        expect.soft(got.canonical, `${url} canonical`).toBe(head.canonical);
        expect.soft(sortAlternates(got.alternates), `${url} hreflang alternates`).toEqual(sortAlternates(head.alternates));
        expect.soft(got.robots, `${url} robots`).toBe(sitePage.indexable ? null : 'noindex');

        // The page itself, in its language: its heading and, on an indexable page, its first section's copy.
        await expect.soft(page.locator('main h1').first(), `${url} heading`).toBeVisible();
        expectInLanguage(got.h1, lang, `${url} heading "${got.h1}"`);
        if (HEADINGS[url]) expect.soft(got.h1, `${url} heading`).toBe(HEADINGS[url]);
        // A help article's heading is its title.
        if (remote === HELP_REMOTE && sitePage.pagePath.startsWith(`${HELP_PREFIX}/`)) expect.soft(got.h1, `${url} heading`).toBe(sitePage.title);
        if (sitePage.indexable) {
          expect.soft(got.copy, `${url} has a first section with copy`).not.toBeNull();
          expectInLanguage(got.copy, lang, `${url} first section "${got.copy}"`);
          await expectCompleteAsServed(page, url);
        }

        // Styled from the served HTML alone: the site's base sheet (no browser margin around the
        // page, the site's own type) is linked, not left to a script (the page used to jump by 8 px).
        expect.soft(got.bodyMarginTop, `${url} body margin`).toBe('0px');
        expect.soft(got.bodyLineHeight, `${url} body line height`).not.toBe('normal');
      }

      // Simplified and Traditional Chinese are each their own page: where the manifests' titles
      // differ the headings differ, and where their descriptions differ the copy does.
      for (const hk of own.filter((sitePage) => sitePage.lang === 'zh_hk')) {
        const cn = own.find((sitePage) => sitePage.lang === 'zh_cn' && sitePage.pagePath === hk.pagePath);
        if (!cn) continue; // every page is in every language: the manifest test below says so
        const [cnServed, hkServed] = [served.get(cn.url), served.get(hk.url)];
        if (cn.title !== hk.title) expect.soft(hkServed?.h1, `${hk.url} heading differs from ${cn.url}'s`).not.toBe(cnServed?.h1);
        if (hk.indexable && cn.description !== hk.description) expect.soft(hkServed?.copy, `${hk.url} copy differs from ${cn.url}'s`).not.toBe(cnServed?.copy);
      }
      // Each page its own: no fragment served for another page's path.
      for (const lang of langsOf(remote)) {
        const copies = own.filter((sitePage) => sitePage.lang === lang && sitePage.indexable).map((sitePage) => served.get(sitePage.url)?.copy);
        expect.soft(new Set(copies).size, `${remote} ${lang}: each page has its own first section`).toBe(copies.length);
      }
    });
  }

  test("a page its address picks by a query arrives as that page: About's tabs from the footer, a news item, a channel's links", async ({ page }) => {
    test.slow();
    for (const lang of ROUTE_LANGS) {
      await page.goto(`/${lang}`);
      const tabs = await page
        .getByRole('contentinfo')
        .locator('a[href*="/About?id="]')
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', name: (link.textContent ?? '').trim() })));
      expect(tabs.length, `${lang}: the footer links About's sections`).toBe(4);
      for (const { href, name } of tabs) {
        await page.goto(href);
        // The section the link names is the one shown, under the same name.
        await expect.soft(page.getByRole('tab', { selected: true }), href).toHaveText(name);
        await expect.soft(page.getByRole('tabpanel'), href).toHaveAccessibleName(name);
        await expectCompleteAsServed(page, href);
      }
    }

    // A news item, opened from the list.
    await page.goto('/zh_hk/newsDetail');
    const item = page.getByRole('main').locator('a[href*="newsDetail?id="]').first();
    const title = (await item.textContent())?.trim() ?? '';
    await page.goto((await item.getAttribute('href')) ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectCompleteAsServed(page, 'a news item');

    // The micro-site opened from a channel's link: each page it links is served whole, its links keeping the channel.
    await page.goto('/exportdrawback?channelId=partner-7');
    const pages = await page.getByRole('navigation').first().locator('a[href^="/exportdrawback"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(pages.length, 'the micro-site links its sections').toBeGreaterThan(2);
    for (const href of pages) {
      expect.soft(href, 'a link keeps the channel').toContain('channelId=partner-7');
      await page.goto(href);
      await expect.soft(page.locator('main h1').first(), href).toBeVisible();
      await expectCompleteAsServed(page, href);
      expect.soft(await page.locator('main a[href^="/exportdrawback"]:not([href*="channelId=partner-7"])').count(), `${href}: its links keep the channel`).toBe(0);
    }
  });

  test('a demo button, which opens a drawer, is one link to the demo request page instead', async ({ page }) => {
    for (const [href, name, lang] of [['/en_us/Contact', 'Watch a demo', 'en_us'], ['/zh_cn/DigitalTrade', '观看演示', 'zh_cn'], ['/zh_hk', '觀看示範', 'zh_hk']] as const) {
      await page.goto(href);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name }), href).toHaveCount(0);
      const links = main.getByRole('link', { name });
      await expect(links.first(), href).toBeVisible();
      for (const link of await links.all()) expect(await link.getAttribute('href'), href).toBe(`/${lang}/DemoRequest`);
    }
  });

  test('the header, the footer and the language links work as plain links', async ({ page }) => {
    await page.goto('/zh_hk/Contact');
    await expect(page.getByRole('heading', { level: 1, name: '聯絡我們' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const english = page.locator('a[hreflang="en"]').first();
    expect(await english.getAttribute('href')).toBe('/en_us/Contact');
  });
});

test('every page names an icon for its tab that loads, as an image and not a drawing', async ({ request }) => {
  for (const url of ['/en_us', '/zh_cn/docs', '/exportdrawback']) {
    const html = await (await request.get(url)).text();
    const icons = [...html.matchAll(/<link rel="?icon"? href="?([^" >]+)"?[^>]*>/g)].map(([, href]) => href ?? '');
    expect(icons, url).toEqual(['/favicon.png']);
  }
  const icon = await request.get('/favicon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  // A PNG's signature: the browser decodes it as an image, with no document to build for it.
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

test.describe('what the site publishes, and the sitemap made from it', () => {
  test('every mounted route has its pages in every language, and the help centre every article of its content', async ({ request }) => {
    const { remotes, manifests, pages } = await readPublishedSite(request);
    // Each remote whose build writes routes.json serves it at the URL remotes.json names, and no
    // other does: the per-remote tests above cover every remote with pages.
    // fx has no pages: its manifest lends its widget to other pages, rendered per request with its server build.
    expect.soft(Object.keys(manifests).sort(), 'the remotes serving routes.json').toEqual([...PAGE_REMOTES, 'fx'].sort());
    expect.soft(manifests.fx?.routes, 'fx publishes no route').toEqual([]);
    expect.soft(manifests.fx?.server, "fx publishes the server build its widget is rendered with").toMatch(/^server\/server\.[0-9a-f]{12}\.cjs$/);

    // No address is claimed by two remotes: the route table is the union of what they publish.
    expect.soft(resolveRouteClaims(Object.values(manifests)).conflicts.map(describeConflict), 'addresses claimed twice').toEqual([]);

    for (const manifest of Object.values(manifests)) {
      const { remote } = manifest;
      for (const route of manifest.routes) {
        for (const lang of manifest.langs) {
          const page = manifest.pages[lang]?.[route.path];
          expect.soft(page, `${remote} publishes '${route.path}' in ${lang}`).toBeDefined();
          expect.soft(page?.indexable, `${remote} '${route.path}' in ${lang}: indexable as its route says`).toBe(route.indexable);
        }
      }
      // The same pages in every language.
      const pathsIn = (lang: RouteLang) => pages.filter((page) => page.remote === remote && page.lang === lang).map((page) => page.pagePath).sort();
      for (const lang of manifest.langs) expect.soft(pathsIn(lang), `${remote}'s pages in ${lang}`).toEqual(pathsIn(manifest.langs[0] ?? 'en_us'));
    }

    // The help centre's pages below its prefix route are exactly the articles of its live content, beside
    // its not-found page.
    const prefix = `${HELP_PREFIX}/`;
    for (const lang of ROUTE_LANGS) {
      const articles = await readHelpArticles(request, remotes[HELP_REMOTE] ?? '', lang);
      expect.soft(articles.length, `help articles in ${lang}`).toBeGreaterThan(0);
      const published = pages
        .filter((page) => page.remote === HELP_REMOTE && page.lang === lang && page.pagePath.startsWith(prefix) && !page.notFound)
        .map((page) => ({ name: page.pagePath.slice(prefix.length), title: page.title, date: page.lastmod, indexable: page.indexable }));
      expect.soft(published.sort((a, b) => a.name.localeCompare(b.name)), `${HELP_REMOTE}'s routes.json lists every article of the content in ${lang}`).toEqual(
        articles.map((article) => ({ ...article, indexable: true })).sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
  });

  test('sitemap.xml lists exactly every indexable page in each language, with its alternates and, for an article, its date', async ({ request, baseURL }) => {
    const origin = baseURL ?? '';
    const { remotes, manifests, pages } = await readPublishedSite(request);
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const entries = parseSitemap(await response.text());
    const locs = entries.map((entry) => entry.loc);
    expect.soft(new Set(locs).size, 'no page listed twice').toBe(locs.length);

    // Exactly the indexable pages the manifests publish: nothing missing, nothing extra (no
    // questionnaire, no 404), each with every language's alternate and x-default.
    const expected = pages
      .filter((page) => page.indexable)
      .map((page) => ({ loc: `${origin}${page.url}`, ...(page.lastmod ? { lastmod: page.lastmod } : {}), alternates: sortAlternates(expectedAlternates(page, origin)) }));
    const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc);
    expect.soft([...entries].sort(byLoc)).toEqual(expected.sort(byLoc));

    // The same from the other sources, so a page that falls out of a manifest's pages is missed
    // here too: every indexable route a remote declares in each of its
    // languages, each help article in each language with its date, the micro-site's pages at their
    // Chinese address only, with no alternate.
    for (const manifest of Object.values(manifests)) {
      for (const route of manifest.routes.filter((candidate) => candidate.indexable)) {
        for (const lang of manifest.langs) {
          const entry = entries.find((candidate) => candidate.loc === `${origin}${sitePath(manifest.mount, lang, route.path)}`);
          expect.soft(entry, `${manifest.remote}'s route '${route.path}' in ${lang}`).toBeDefined();
          expect.soft(entry?.alternates.length, `${manifest.remote}'s route '${route.path}' in ${lang}: its alternates`).toBe(manifest.mount === 'lang' ? ROUTE_LANGS.length + 1 : 0);
        }
      }
    }
    for (const lang of ROUTE_LANGS) {
      for (const article of await readHelpArticles(request, remotes[HELP_REMOTE] ?? '', lang)) {
        const loc = `${origin}${sitePath('lang', lang, `${HELP_PREFIX}/${article.name}`)}`;
        expect.soft(entries.find((entry) => entry.loc === loc)?.lastmod, `${loc} is listed with its date`).toBe(article.date);
      }
    }
    for (const segment of Object.values(manifests).flatMap((manifest) => (manifest.mount === 'lang' ? [] : [manifest.mount.slice(1)]))) {
      const listed = locs.filter((loc) => new RegExp(`/${segment}(/|$)`).test(loc));
      expect.soft(listed.length, `/${segment} is listed`).toBeGreaterThan(0);
      expect.soft(listed.filter((loc) => !loc.startsWith(`${origin}/${segment}`)), `/${segment} only at its own, Chinese address`).toEqual([]);
    }
  });
});

/**
 * Collects what a visitor's console would show: page errors, console errors and warnings, and
 * Content Security Policy violations, each with the page it happened on. Awaited before the
 * first navigation, so the first page's violations are recorded too.
 */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // A Content Security Policy violation (an inline style or script the policy blocks) is reported
  // on the console too, but only this names the directive.
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text} (on ${page.url()})`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (on ${page.url()})`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (on ${page.url()})`);
  });
  return problems;
}

/** React's hydration failures, in production builds numbered (#418, #422, #423, #425). */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)/i;
const serious = (problems: string[]) => problems.filter((problem) => HYDRATION.test(problem) || problem.startsWith('pageerror') || problem.startsWith('csp:'));

/**
 * Until a remote's region has hydrated its served page. `data-status="ready"` is in the served
 * HTML already, so it says nothing about hydration: the parcel takes `data-ssr` off its host when
 * it mounts and starts hydrating, and React then hydrates in slices, one task after another, until
 * the browser is idle. A mismatch is reported by then.
 */
async function waitForHydration(page: Page, remote: string, url: string) {
  const region = page.locator(`[data-remote="${remote}/Pages"]`);
  await expect(region.locator(':scope > [data-ssr]'), `${url}: the parcel has mounted`).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  await expect(region, url).toHaveAttribute('data-status', 'ready');
}

/** Opens each page in turn, lets it start (hydrated, the network idle) and checks it. */
async function forEachStartedPage(page: Page, pages: readonly (readonly [remote: string, url: string])[], check: (url: string) => Promise<void>) {
  for (const [remote, url] of pages) {
    await page.goto(url);
    await waitForHydration(page, remote, url);
    await check(url);
  }
}

/**
 * What a remote's pages need before a visit to show themselves. The credit flow's later steps
 * send a visitor with no saved flow back to step 1 (remote-ota, utils/guards.ts): a flow saved
 * through the api and left in the tab's sessionStorage, as the flow itself leaves it, lets each
 * of them open as itself.
 */
const BEFORE_VISITS: Record<string, (page: Page, request: APIRequestContext) => Promise<void>> = {
  ota: async (page, request) => {
    const customerFlag = randomUUID();
    const save = (body: object) => request.post('/api/big-data/travelCustomerQuestionnaire/saveOrUpdate', { data: { customerFlag, ...body } });
    const step1 = await save({ step: 1, companyName: 'Hydration Travel Ltd', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', areaCode: '+65', contactNo: '81234567', country: 'SG' });
    expect(step1.ok(), await step1.text()).toBe(true);
    const step2 = await save({ step: 2, platforms: ['AGODA', 'BOOKING_COM'], annualBookingVolume: 'FROM_1M_TO_5M', yearsOperating: 4 });
    expect(step2.ok(), await step2.text()).toBe(true);
    await page.addInitScript((flag) => {
      const key = 'tradewind.ota.flow';
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, JSON.stringify({ state: { customerFlag: flag, contactDraft: null, platformsDraft: null }, version: 1 }));
    }, customerFlag);
  },
};

test.describe('with JavaScript, the browser hydrates the served page', () => {
  // Every page of each remote (the 404 page and the credit flow's steps too), one test per remote
  // and language so each stays within its time on two busy cores.
  for (const remote of PAGE_REMOTES) {
    for (const lang of langsOf(remote)) {
      test(`${remote} in ${lang}: no hydration warning, page error or policy violation on any page`, async ({ page, request }) => {
        test.slow();
        const { pages } = await readPublishedSite(request);
        const own = pages.filter((sitePage: SitePage) => sitePage.remote === remote && sitePage.lang === lang);
        expect(own.length, `${remote} publishes pages in ${lang}`).toBeGreaterThan(0);
        const problems = await watchConsole(page);
        await BEFORE_VISITS[remote]?.(page, request);
        // Where the tab went, history navigations included: a page may move the visitor on (the
        // evaluation opens the quota), but one sending them back was not shown as itself.
        const went: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) went.push(new URL(frame.url()).pathname);
        });
        const visited = new Set<string>();
        for (const { url } of own) {
          went.length = 0;
          const response = await page.goto(url);
          // Served with its page's HTML, so what follows is a hydration and not a render from scratch.
          expect(await response?.text(), `${url} is served rendered`).toMatch(new RegExp(`data-remote="${remote}/Pages"[^>]*><div data-ssr="`));
          expect(new URL(page.url()).pathname, url).toBe(url);
          await waitForHydration(page, remote, url);
          visited.add(url);
          // From its own arrival on: the page before may still report a late history replace.
          const since = went.slice(Math.max(went.indexOf(url), 0));
          expect(since.filter((path) => visited.has(path) && path !== url), `${url} sent the visitor back`).toEqual([]);
        }
        expect(serious(problems)).toEqual([]);
      });
    }
  }

  test('a served page paints before any of its scripts is requested', async ({ page }) => {
    await forEachStartedPage(page, [
      ['marketing', '/en_us'],
      ['docs', '/zh_cn/docs/create-a-payout'],
      ['exportdrawback', '/exportdrawback'],
    ] as const, async (url) => {
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
    });
  });

  test('a served page\'s remote scripts are preloaded with the shell\'s, once each', async ({ page }) => {
    await forEachStartedPage(page, [
      ['marketing', '/zh_hk/Contact'],
      ['exportdrawback', '/exportdrawback'],
    ] as const, async (url) => {
      const { named, loads } = await page.evaluate(() => ({
        named: (document.querySelector('script[data-preload]')?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean),
        loads: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, by: (entry as PerformanceResourceTiming).initiatorType })),
      }));
      expect(named.length, url).toBeGreaterThan(1);
      for (const script of named) {
        // Fetched by the preload the start-up script added, and not again by the remote's runtime.
        expect(loads.filter((load) => load.url.split('?')[0] === script), `${url}: ${script}`).toEqual([{ url: script, by: 'link' }]);
      }
    });
  });

  test('the shell starts a served page with six scripts of its own, each fetched once, and a Chinese page no phrase model', async ({ page, baseURL }) => {
    // Its entry, the page language's strings, React, i18next, the site's shared libraries and
    // the app with its router: each more request is main-thread work on a phone after the paint.
    // A Chinese page's headings break between phrases the server sent with it: no model is downloaded.
    await forEachStartedPage(page, [
      ['marketing', '/zh_cn'],
      ['exportdrawback', '/exportdrawback'],
    ] as const, async (url) => {
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((script) => script.pathname.endsWith('.js'))
          .map((script) => ({ origin: script.origin, path: script.pathname })),
      );
      const shellScripts = scripts.filter((script) => script.origin === new URL(baseURL ?? '').origin).map((script) => script.path);
      expect(new Set(shellScripts).size, `${url}: ${shellScripts.join(' ')}`).toBe(shellScripts.length);
      expect(shellScripts.length, `${url}: ${shellScripts.join(' ')}`).toBeLessThanOrEqual(6);
      expect(scripts.filter((script) => script.path.includes('/phrases-zh')), `${url}: no phrase model`).toEqual([]);
    });
  });

  test("a page with a form runs one copy of React and of i18next, the shell's", async ({ page }) => {
    // A remote bundles its own copies of the shared libraries only as fallbacks for a page without
    // the shell; the site's pages never need them. Each is told by text that only it contains.
    const LIBRARIES = { 'react-dom': '__reactContainer$', i18next: 'i18next is already initialized' };
    let bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await forEachStartedPage(page, [
      ['marketing', '/en_us/Contact'],
      ['marketing', '/zh_cn/InternationalTrade'],
      ['ota', '/en_us/Questionnaire1'],
      ['exportdrawback', '/exportdrawback/apply'],
    ] as const, async (url) => {
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(bodies);
      for (const [library, text] of Object.entries(LIBRARIES)) {
        expect(scripts.filter((script) => script.includes(text)), `${url}: ${library}`).toHaveLength(1);
      }
      bodies = [];
    });
  });

  test('once started, a page keeps nothing moving on its own in a loop', async ({ page }) => {
    // An animation that runs on has a phone draw a frame sixty times a second, its start-up
    // included: the micro-site's comparison once filled a bar every 3 s from the first paint.
    // A transition (a slide changing, a hover) ends by itself; a spinner shows only while loading.
    await page.setViewportSize({ width: 412, height: 823 });
    await forEachStartedPage(page, [
      ['marketing', '/en_us'],
      ['marketing', '/zh_cn'],
      ['marketing', '/zh_hk/Contact'],
      ['docs', '/en_us/docs/create-a-payout'],
      ['ota', '/en_us/OTAFinance'],
      ['exportdrawback', '/exportdrawback'],
    ] as const, async (url) => {
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSAnimation && animation.playState === 'running')
          .map((animation) => `${(animation as CSSAnimation).animationName} on ${(animation.effect as KeyframeEffect | null)?.target?.className ?? ''}`),
      );
      expect(running, url).toEqual([]);
    });
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
    const marketing = originOf('marketing');
    await page.route(
      (url) => url.origin === marketing && url.pathname.endsWith('.js'),
      async (route) => {
        await scriptsHeld;
        await route.continue();
      },
    );
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
    // Hydration keeps the served head: one set of tags, not a second one beside it.
    const head = () =>
      page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => new URL(link.getAttribute('href') ?? '').pathname),
        alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => new URL(link.getAttribute('href') ?? '').pathname).sort(),
        ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((meta) => new URL(meta.getAttribute('content') ?? '').pathname),
      }));
    const served = await head();
    expect(served).toMatchObject({ titles: 1, canonicals: ['/en_us/Contact'], ogUrls: ['/en_us/Contact'] });
    expect(served.descriptions).toHaveLength(1);
    expect(served.alternates).toEqual(['/Contact', '/en_us/Contact', '/zh_cn/Contact', '/zh_hk/Contact']);
    // A later navigation in the browser renders as before, with the head following it.
    await page.getByRole('banner').locator('summary:visible', { hasText: 'Company' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/en_us\/About$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Tradewind Finance' })).toBeVisible();
    await expect(page).toHaveTitle('About us | Tradewind Finance');
    await expect.poll(async () => (await head()).canonicals).toEqual(['/en_us/About']);
    const moved = await head();
    expect(moved).toMatchObject({ titles: 1, ogUrls: ['/en_us/About'], alternates: ['/About', '/en_us/About', '/zh_cn/About', '/zh_hk/About'] });
    expect(moved.descriptions).toHaveLength(1);
    expect(moved.descriptions[0]).not.toBe(served.descriptions[0]);
  });
});

test.describe("each remote's standalone QA page, under its own origin's policy", () => {
  // The page a team opens to work on its remote alone: a page's policy (scripts from its own origin
  // and the site's other origins), so an inline script or style that crept in shows here too.
  const QA_PAGES: [string, string, (page: Page) => Locator][] = [
    ['marketing', '/en_us', (page) => page.getByRole('heading', { level: 1, name: /Cross-border payments, FX and trade finance/ })],
    ['docs', '/en_us/docs/create-a-payout', (page) => page.getByRole('heading', { level: 1, name: 'Create a payout' })],
    ['fx', '/en_us', (page) => page.getByRole('region', { name: 'USD, CNY and CNH rates' }).getByRole('table', { name: 'Last 10 records' })],
    ['ota', '/en_us/OTAFinance', (page) => page.getByRole('heading', { level: 1, name: /Working capital for online travel agencies/ })],
    ['exportdrawback', '/exportdrawback', (page) => page.getByRole('heading', { level: 1, name: /出口退税/ })],
  ];
  for (const [remote, pagePath, shown] of QA_PAGES) {
    test(`${remote}: shown, with no policy violation or page error`, async ({ page }) => {
      const problems = await watchConsole(page);
      const response = await page.goto(`${originOf(remote)}${pagePath}`);
      expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
      await expect(shown(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems.filter((problem) => problem.startsWith('pageerror') || problem.startsWith('csp:'))).toEqual([]);
    });
  }
});

test.describe('a remote that is down or moves (shell server on its own port)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = 3990 + Math.floor(Math.random() * 9);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-first-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const base = JSON.parse(localRemotesJson()) as { remotes: Record<string, string> };
  const writeRemotes = (marketing: string) => fs.writeFileSync(remotesFile, JSON.stringify({ ...base, remotes: { ...base.remotes, marketing } }));
  let server: { close: () => Promise<void> } | undefined;
  let mirror: { close: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    process.env.NODE_ENV ??= 'production';
    const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(root, 'shell/dist-ssr/server.cjs'));
    writeRemotes('http://127.0.0.1:9/mf-manifest.json');
    // The token that lets this shell's server, alone, read the mirror's server build (Contact is rendered with it).
    const serverBuildToken = randomUUID();
    server = await createShellServer({
      root: path.join(root, 'shell/dist'),
      publicDir: path.join(root, 'shell/public'),
      remotesFile,
      port,
      apiUrl: 'http://127.0.0.1:3100',
      serverBuildToken,
    });
    // The same marketing build published on another origin, as a team moving to a new host would.
    mirror = await createStaticServer({ root: path.join(root, 'remote-marketing/dist'), port: port + 10, cors: [`http://localhost:${port}`], serverBuildToken });
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
    const problems = await watchConsole(page);
    await page.goto(`http://localhost:${port}/en_us/Contact`);
    // Served as HTML from the new origin's fragment, its CSS linked from there.
    expect(await page.locator(`link[rel="stylesheet"][href^="${mirrorOrigin}/"]`).count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await waitForHydration(page, 'marketing', '/en_us/Contact');
    expect(scripts.some((url) => url.startsWith(`${mirrorOrigin}/`))).toBe(true);
    expect(scripts.some((url) => url.startsWith(`${originOf('marketing')}/`))).toBe(false);
    expect(serious(problems)).toEqual([]);
  });
});
