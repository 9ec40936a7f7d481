import { expect, test, type Locator, type Page } from '@playwright/test';
import { changeRemotesConfig, failRemoteRequests, hangRemoteRequests, holdRemoteRequests, shortenRemoteTimeouts, stopRemote, type RemoteName } from '../../support/remote-faults';

/**
 * A remote that is down, slow, broken or missing its CSS costs only its own region: header,
 * footer and language switch keep working, and Retry loads the remote once it is back
 * (docs/federation.md). A page the server rendered stays on screen, readable and
 * with working links, under a slim notice with Retry; the error panel is for a region that has
 * nothing to show without its scripts (docs/federation.md, issue 35).
 */
const region = (page: Page) => page.getByRole('main');
const failure = (page: Page) => region(page).getByRole('alert');
const regionOf = (page: Page, remote: RemoteName) => page.locator(`[data-remote="${remote}/Pages"]`);

/** The notice above a served page whose scripts have not arrived, in the page's language. */
const NOTICE = {
  en_us: { failed: 'Some interactive parts of this page could not be loaded.', slow: 'Some interactive parts of this page are still loading.', retry: 'Try again' },
  zh_cn: { failed: '本页的部分交互功能未能加载。', slow: '本页的部分交互功能仍在加载。', retry: '重试' },
} as const;
type NoticeLang = keyof typeof NOTICE;
const notice = (page: Page, remote: RemoteName, lang: NoticeLang) =>
  regionOf(page, remote)
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: NOTICE[lang].retry }) });

async function expectRestOfPageWorks(page: Page, { footer = true } = {}) {
  await expect(page.getByRole('banner')).toBeVisible();
  if (footer) await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').locator('summary:visible', { hasText: 'Company' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Retry in the error panel: the region shows its page. */
async function retryAndExpectRecovered(page: Page, retry = 'Try again') {
  await failure(page).getByRole('button', { name: retry }).click();
  await expect(failure(page)).toHaveCount(0);
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** The served page is there under the notice, its frame still works; Retry once `fix` ran brings it back, once. */
async function expectNoticeThenRetry(page: Page, remote: RemoteName, fix: () => Promise<unknown>, { timeout = 10_000 } = {}) {
  const kept = notice(page, remote, 'en_us');
  await expect(kept).toContainText(NOTICE.en_us.failed, { timeout });
  await expect(failure(page)).toHaveCount(0);
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectRestOfPageWorks(page);
  await fix();
  await kept.getByRole('button', { name: NOTICE.en_us.retry }).click();
  await expect(kept).toHaveCount(0);
  await expect(regionOf(page, remote)).toHaveAttribute('data-status', 'ready');
  await expect(region(page).getByRole('heading', { level: 1 })).toHaveCount(1);
}

/**
 * The text a visitor reads on the page: its main landmark. Bands below the fold skip their layout
 * until they near the viewport (`content-visibility: auto`), and innerText leaves out what is not
 * laid out: it is read with every band laid out, whichever stylesheets the page has.
 */
const mainText = async (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    return (main as HTMLElement).innerText.trim();
  });

/** The served page is on screen and readable, under the notice, and no error panel took its place. */
async function expectServedPageKept(page: Page, served: ServedPage, healthyText: number, state: 'failed' | 'slow' = 'failed') {
  await expect(notice(page, served.remote, served.lang)).toContainText(NOTICE[served.lang][state]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(served.h1);
  await expect(regionOf(page, served.remote).getByRole('alert')).toHaveCount(0);
  // The article kept 118 of its 3,810 characters: the panel had replaced it.
  expect((await mainText(page)).length).toBeGreaterThanOrEqual(healthyText * 0.9);
}

/** Retry (the remote is back): the page is live again, shown once. */
async function retryServedPage(page: Page, served: ServedPage, healthyText: number) {
  const kept = notice(page, served.remote, served.lang);
  await kept.getByRole('button', { name: NOTICE[served.lang].retry }).click();
  await expect(kept).toHaveCount(0);
  await expect(regionOf(page, served.remote)).toHaveAttribute('data-status', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(served.h1);
  // Hydrated in place: not a second copy beside the first, nor an empty region. Read once the page
  // has settled: the stylesheets Retry loads afresh may still be arriving as the region turns ready,
  // and until then Home's banner shows all four slides.
  await expect.poll(async () => (await mainText(page)).length).toBeLessThanOrEqual(healthyText * 1.1);
  expect((await mainText(page)).length).toBeGreaterThanOrEqual(healthyText * 0.9);
  await served.live(regionOf(page, served.remote));
}

interface ServedPage {
  name: string;
  url: string;
  remote: RemoteName;
  lang: NoticeLang;
  h1: string;
  /** A link in the served page, and the address it leads to. */
  link: { name: string; to: RegExp };
  /** Something only the live page does, tried as a visitor would, in its region. */
  live: (region: Locator) => Promise<void>;
  /** The shell's frame around it: its header, and its footer on most pages; a micro-site brings its own. */
  frame: 'header and footer' | 'header' | 'its own';
}

const SERVED_PAGES: ServedPage[] = [
  {
    name: 'Home',
    url: '/en_us',
    remote: 'marketing',
    lang: 'en_us',
    h1: 'Cross-border payments, FX and trade finance',
    link: { name: 'Explore Payment & FX', to: /\/en_us\/PaymentManagement$/ },
    live: async (region) => {
      await region.getByRole('button', { name: 'Pause automatic slide rotation' }).click();
      await expect(region.getByRole('button', { name: 'Start automatic slide rotation' })).toBeVisible();
    },
    frame: 'header and footer',
  },
  {
    name: 'an article',
    url: '/en_us/docs/create-a-payout',
    remote: 'docs',
    lang: 'en_us',
    h1: 'Create a payout',
    link: { name: 'Help centre home', to: /\/en_us\/docs$/ },
    live: async (region) => {
      await region.getByRole('button', { name: 'No', exact: true }).click();
      await expect(region.getByRole('textbox', { name: 'Tell us more (optional)' })).toBeVisible();
    },
    // The help centre runs to the bottom of the window: no footer.
    frame: 'header',
  },
  {
    name: 'OTA Finance',
    url: '/en_us/OTAFinance',
    remote: 'ota',
    lang: 'en_us',
    h1: 'Working capital for online travel agencies',
    link: { name: 'Get your indicative limit', to: /\/en_us\/Questionnaire1$/ },
    live: async (region) => {
      const question = region.getByRole('button', { name: 'Who is OTA Finance for?' });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    },
    frame: 'header and footer',
  },
  {
    name: 'the export-refund micro-site',
    url: '/exportdrawback',
    remote: 'exportdrawback',
    lang: 'zh_cn',
    h1: '出口退税，从单证到到账一站办理',
    link: { name: '服务定价', to: /\/exportdrawback\/FixPrice$/ },
    live: async (region) => {
      await region.getByRole('button', { name: '暂停自动切换客户反馈' }).click();
      await expect(region.getByRole('button', { name: '开始自动切换客户反馈' })).toBeVisible();
    },
    frame: 'its own',
  },
];

/** What fails: the remote's entry script, the exposed module's chunks, or its stylesheets. */
const FAULTS = {
  'entry script': /remoteEntry\.js/,
  chunk: /\/(?!remoteEntry)[\w.-]+\.js(\?|$)/,
  stylesheet: /\.css(\?|$)/,
} as const;

/** The page as a visitor gets it when nothing fails: how much text it has. */
async function healthyTextOf(page: Page, served: ServedPage): Promise<number> {
  // The server renders the page (a remote's origin slower than 1.5 s, as on a cold start, would
  // leave the region to the browser): what these tests are about.
  await expect.poll(async () => (await page.request.get(served.url)).text(), { timeout: 15_000 }).toContain(`data-ssr="${served.lang}:`);
  await page.goto(served.url);
  await expect(regionOf(page, served.remote).locator(':scope > [data-ssr]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(served.h1);
  const length = (await mainText(page)).length;
  // A page worth keeping: the measure below compares with it.
  expect(length).toBeGreaterThan(500);
  return length;
}

for (const served of SERVED_PAGES) {
  for (const [fault, match] of Object.entries(FAULTS)) {
    test(`${served.name}: with its ${fault} failing, the served page stays readable and its links work, under a notice whose Retry brings it to life`, async ({ page }) => {
      test.slow();
      const healthyText = await healthyTextOf(page, served);
      const restore = await failRemoteRequests(page, served.remote, match);
      await page.goto(served.url);
      await expectServedPageKept(page, served, healthyText);
      if (served.frame !== 'its own') await expectRestOfPageWorks(page, { footer: served.frame === 'header and footer' });

      // A link of the served page is plain HTML: it leads to its page, served the same way.
      await regionOf(page, served.remote).getByRole('link', { name: served.link.name, exact: true }).first().click();
      await expect(page).toHaveURL(served.link.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expectServedPageKept(page, served, healthyText);

      await restore();
      await retryServedPage(page, served, healthyText);
    });
  }
}

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
};

for (const served of SERVED_PAGES.filter(({ name, lang }) => name === 'Home' || lang === 'zh_cn')) {
  for (const width of [390, 1366]) {
    test(`${served.name} at ${width} px: the notice is one slim bar above the page, covering none of it and covered by nothing; its Retry works from the keyboard`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await failRemoteRequests(page, served.remote, FAULTS['entry script']);
      await page.goto(served.url);
      const bar = notice(page, served.remote, served.lang);
      await expect(bar).toContainText(NOTICE[served.lang].failed);
      const barBox = await boxOf(bar);
      const retry = await boxOf(bar.getByRole('button', { name: NOTICE[served.lang].retry }));
      expect(barBox.left).toBeGreaterThanOrEqual(0);
      expect(barBox.right).toBeLessThanOrEqual(width);
      expect(barBox.bottom - barBox.top).toBeLessThanOrEqual(width < 600 ? 120 : 70);
      expect(retry.left >= barBox.left && retry.right <= barBox.right && retry.top >= barBox.top && retry.bottom <= barBox.bottom).toBe(true);
      // Nothing of the page under it or over it: its header and headline sit beside it.
      for (const part of [page.getByRole('banner'), page.getByRole('heading', { level: 1 })]) {
        expect(overlaps(barBox, await boxOf(part)), part.toString()).toBe(false);
      }
      const topmost = await bar.evaluate((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        const points = [[left + 2, top + 2], [right - 2, top + 2], [left + 2, bottom - 2], [right - 2, bottom - 2], [(left + right) / 2, (top + bottom) / 2]];
        return points.map(([x = 0, y = 0]) => element.contains(document.elementFromPoint(x, y)));
      });
      expect(topmost).toEqual([true, true, true, true, true]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Reached with Tab from the top of the page; Enter loads the remote afresh, and focus stays
      // on the button when that fails again.
      const button = bar.getByRole('button', { name: NOTICE[served.lang].retry });
      for (let stops = 0; stops < 30 && !(await button.evaluate((element) => element === document.activeElement)); stops += 1) await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await Promise.all([page.waitForRequest((request) => /remoteEntry\.js\?(.*&)?retry=1/.test(request.url())), page.keyboard.press('Enter')]);
      await expect(bar).toContainText(NOTICE[served.lang].failed);
      await expect(button).toBeFocused();
    });
  }
}

test('an article whose remote does not answer says after 8 s, above the page, that it is still loading; the page comes to life when the remote answers', async ({ page }) => {
  test.slow();
  const [article] = SERVED_PAGES.filter((served) => served.remote === 'docs');
  if (!article) throw new Error('no article in SERVED_PAGES');
  const healthyText = await healthyTextOf(page, article);
  const entry = await holdRemoteRequests(page, 'docs', FAULTS['entry script']);
  const started = Date.now();
  await page.goto(article.url);
  await expect.poll(() => entry.held().length).toBeGreaterThan(0);
  await expect(notice(page, 'docs', 'en_us')).toContainText(NOTICE.en_us.slow, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
  await expectServedPageKept(page, article, healthyText, 'slow');
  await entry.release();
  await expect(notice(page, 'docs', 'en_us')).toHaveCount(0);
  await article.live(regionOf(page, 'docs'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a remote that is not running keeps its served page with a notice; a page the browser renders itself shows the localized error; Retry recovers', async ({ page }) => {
  const restart = await stopRemote(page, 'marketing');
  await page.goto('/en_us/Contact');
  await expect(notice(page, 'marketing', 'en_us')).toContainText(NOTICE.en_us.failed);
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectRestOfPageWorks(page);

  // The language switch still works. The page in the new language has no served HTML (the
  // browser moved there itself), so the region says it could not be loaded, in that language.
  await page.getByRole('banner').locator('summary[aria-label="Language: English"]').click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh_cn\/Contact$/);
  await expect(failure(page)).toContainText('页面的这一部分未能加载');

  await restart();
  await retryAndExpectRecovered(page, '重试');
});

test('an aborted chunk (ChunkLoadError) keeps the served page with a notice, and Retry recovers', async ({ page }) => {
  const restore = await failRemoteRequests(page, 'marketing', FAULTS.chunk);
  await page.goto('/en_us/About');
  await expectNoticeThenRetry(page, 'marketing', restore);
  // Live again: the tabs answer.
  await region(page).getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/\/en_us\/About\?id=2$/);
});

test('a remote CSS file that fails keeps the served page with a notice, and Retry recovers', async ({ page }) => {
  const restore = await failRemoteRequests(page, 'marketing', FAULTS.stylesheet);
  await page.goto('/en_us/Contact');
  await expectNoticeThenRetry(page, 'marketing', restore);
});

test('with its stylesheet failed, OTA Finance\'s drawing stays a light picture: no shape is painted black', async ({ page }) => {
  await failRemoteRequests(page, 'ota', FAULTS.stylesheet);
  await page.goto('/en_us/OTAFinance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const drawing = regionOf(page, 'ota').locator('svg[aria-hidden="true"][viewBox="0 0 480 380"]');
  await expect(drawing).toHaveCount(1);
  // Every shape as the browser paints it: what fills or strokes it is never black (the SVG default).
  const painted = await drawing.evaluate((svg) =>
    [...svg.querySelectorAll('circle, ellipse, rect, path, line')].map((shape) => {
      const style = getComputedStyle(shape);
      return { shape: shape.outerHTML.slice(0, 60), fill: style.fill, stroke: style.stroke };
    }),
  );
  expect(painted.length).toBeGreaterThan(20);
  for (const { shape, fill, stroke } of painted) {
    expect(fill, shape).not.toBe('rgb(0, 0, 0)');
    expect(stroke, shape).not.toBe('rgb(0, 0, 0)');
    expect(fill === 'none' && stroke === 'none', `${shape} is drawn`).toBe(false);
  }
});

test('a manifest that never answers times out into the notice over the served page, and Retry recovers', async ({ page }) => {
  await shortenRemoteTimeouts(page);
  const release = await hangRemoteRequests(page, 'marketing', /mf-manifest\.json/);
  await page.goto('/en_us/Contact');
  await expectNoticeThenRetry(page, 'marketing', release, { timeout: 15_000 });
});

test('a remote entry that never answers times out into the notice over the served page, and Retry recovers', async ({ page }) => {
  await shortenRemoteTimeouts(page);
  const release = await hangRemoteRequests(page, 'ota', FAULTS['entry script']);
  await page.goto('/en_us/OTAFinance');
  await expectNoticeThenRetry(page, 'ota', release, { timeout: 15_000 });
});

test('a remote whose code throws when it runs keeps the served page with a notice, and Retry recovers', async ({ page }) => {
  // Every script of the remote but its entry throws while the page-wide flag is set. The browser
  // keeps the script it got, so clearing the flag is what "the remote is fixed" looks like here.
  await page.addInitScript(() => Object.assign(window, { __failRemote: true }));
  await page.route('http://localhost:3001/**', async (route) => {
    const url = route.request().url();
    if (!/\.js(\?|$)/.test(url) || /remoteEntry\.js/.test(url)) return route.continue();
    // A request the page gave up on (Retry reloads, the page moves on) has nothing left to answer.
    const response = await route.fetch().catch(() => undefined);
    const text = await response?.text().catch(() => undefined);
    if (response === undefined || text === undefined) return;
    const body = `if (self.__failRemote) throw new Error('failure injected by the test');\n${text}`;
    return route.fulfill({ response, body });
  });
  await page.goto('/en_us/Contact');
  await expectNoticeThenRetry(page, 'marketing', () => page.evaluate(() => Object.assign(window, { __failRemote: false })));
});

test('a page without its remotes (the server found remotes.json invalid) reads the file itself, reports it on the console and offers Retry', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  let broken = true;
  await changeRemotesConfig(page, null);
  await page.route('**/remotes.json', async (route) => (broken ? route.fulfill({ json: { remotes: { marketing: 42 } } }) : route.continue()));
  await page.goto('/en_us/Contact');
  await expectNoticeThenRetry(page, 'marketing', async () => {
    expect(messages.some((text) => text.includes('[remotes.json] invalid') && text.includes('remotes.marketing'))).toBe(true);
    broken = false;
  });
});

test('a composed page loads its remote from the remotes it came with, asking for no remotes.json', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') asked.push(request.url());
  });
  for (const [path, remote] of [['/en_us/Contact', 'marketing'], ['/en_us/docs/create-a-payout', 'docs']] as const) {
    await page.goto(path);
    // Hydrated: the parcel takes data-ssr off its host as it mounts.
    await expect(page.locator(`[data-remote="${remote}/Pages"] > [data-ssr]`)).toHaveCount(0);
    await expect(regionOf(page, remote)).toHaveAttribute('data-status', 'ready');
  }
  expect(asked).toEqual([]);
});

/**
 * A region the browser loads itself (a client-side navigation to another remote's page, no served
 * fragment) whose page chunk never answers: after SLOW_LOAD_MS (8 s) it says it is still loading and
 * offers Retry, and the load goes on; once the chunk answers, the page appears without a click.
 * Real time, not Playwright's clock: the page's start-up holds events on timers a stopped clock would stop.
 */
const SLOW = {
  en_us: { title: 'Still loading…', body: 'This is taking longer than usual. You can keep waiting or try again.', retry: 'Try again', heading: 'Working capital for online travel agencies' },
  zh_hk: { title: '仍在載入…', body: '載入時間比平時長，您可以繼續等待或重試。', retry: '重試', heading: '為網上旅行社提供營運資金' },
} as const;

for (const [lang, copy] of Object.entries(SLOW)) {
  test(`${lang}: a page chunk that does not answer says after 8 s that it is still loading, offers Retry, and appears when it answers`, async ({ page }) => {
    test.slow();
    await page.goto(`/${lang}`);
    // The served page says ready before any script runs: the navigation below needs the shell's
    // router, so wait until the page has hydrated (the parcel takes data-ssr off its host as it mounts).
    await expect(page.locator('[data-remote="marketing/Pages"] > [data-ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Every script of the OTA remote but its entry: the exposed module's chunks.
    const chunk = await holdRemoteRequests(page, 'ota', /\/(?!remoteEntry)[\w.-]+\.js(\?|$)/);
    const started = Date.now();
    await page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${lang}/OTAFinance`);
    const region = page.locator('[data-remote="ota/Pages"]');
    const status = region.getByRole('status');
    await expect(region).toHaveAttribute('data-status', 'loading');
    await expect.poll(() => chunk.held().length).toBeGreaterThan(0);

    await expect(status.getByText(copy.title, { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
    await expect(status).toContainText(copy.body);
    await expect(status.getByRole('button', { name: copy.retry })).toBeVisible();
    // Still loading, not failed: the request is still held, and the region shows no error.
    await expect(region).toHaveAttribute('data-status', 'loading');
    await expect(region.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await chunk.release();
    await expect(region).toHaveAttribute('data-status', 'ready');
    await expect(region.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible();
    await expect(status).toHaveCount(0);
  });
}
