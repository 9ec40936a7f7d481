import { expect, test, type Page } from '@playwright/test';
import { failRemoteRequests, hangRemoteRequests, holdRemoteRequests, shortenRemoteTimeouts, stopRemote } from '../../support/remote-faults';

/**
 * A remote that is down, slow, broken or missing its CSS costs only its own region: header,
 * footer and language switch keep working, and Retry loads the remote once it is back
 * (spec 8; ARCHITECTURE, Federation).
 */
const region = (page: Page) => page.getByRole('main');
const failure = (page: Page) => region(page).getByRole('alert');

async function expectRestOfPageWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Company' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function retryAndExpectRecovered(page: Page) {
  await failure(page).getByRole('button', { name: 'Try again' }).click();
  await expect(failure(page)).toHaveCount(0);
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('a remote that is not running shows a localized error with Retry, and recovers', async ({ page }) => {
  const restart = await stopRemote(page, 'marketing');
  await page.goto('/en_us/Contact');
  await expect(failure(page)).toContainText('This part of the page could not be loaded.');
  await expectRestOfPageWorks(page);

  // The language switch still works, and the error speaks the new language.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh_cn\/Contact$/);
  await expect(failure(page)).toContainText('页面的这一部分未能加载');

  await restart();
  await failure(page).getByRole('button', { name: '重试' }).click();
  await expect(failure(page)).toHaveCount(0);
  await expect(region(page).getByRole('heading', { level: 1 })).toBeVisible();
});

test('an aborted remote entry script is a region error, and Retry recovers', async ({ page }) => {
  const restore = await failRemoteRequests(page, 'ota', /remoteEntry\.js/);
  await page.goto('/en_us/OTAFinance');
  await expect(failure(page)).toBeVisible();
  await expectRestOfPageWorks(page);
  await restore();
  await retryAndExpectRecovered(page);
});

test('an aborted chunk (ChunkLoadError) is a region error, and Retry recovers', async ({ page }) => {
  // Everything but the entry and manifest: the exposed module's own chunks.
  const restore = await failRemoteRequests(page, 'marketing', /\/(?!remoteEntry)[\w.-]+\.js(\?|$)/);
  await page.goto('/en_us/About');
  await expect(failure(page)).toBeVisible();
  await expectRestOfPageWorks(page);
  await restore();
  await retryAndExpectRecovered(page);
});

test('a remote CSS file that fails is a region error, and Retry recovers', async ({ page }) => {
  const restore = await failRemoteRequests(page, 'marketing', /\.css(\?|$)/);
  await page.goto('/en_us/Contact');
  await expect(failure(page)).toBeVisible();
  await expectRestOfPageWorks(page);
  await restore();
  await retryAndExpectRecovered(page);
});

test('a manifest that never answers times out into a region error, and Retry recovers', async ({ page }) => {
  await shortenRemoteTimeouts(page);
  const release = await hangRemoteRequests(page, 'marketing', /mf-manifest\.json/);
  await page.goto('/en_us/Contact');
  await expect(failure(page)).toBeVisible({ timeout: 15_000 });
  await expectRestOfPageWorks(page);
  await release();
  await retryAndExpectRecovered(page);
});

test('a remote entry that never answers times out into a region error, and Retry recovers', async ({ page }) => {
  await shortenRemoteTimeouts(page);
  const release = await hangRemoteRequests(page, 'ota', /remoteEntry\.js/);
  await page.goto('/en_us/OTAFinance');
  await expect(failure(page)).toBeVisible({ timeout: 15_000 });
  await release();
  await retryAndExpectRecovered(page);
});

test('a remote whose code throws when it runs shows the error in its region only, and Retry recovers', async ({ page }) => {
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
  await expect(failure(page)).toBeVisible();
  await expectRestOfPageWorks(page);
  await page.evaluate(() => Object.assign(window, { __failRemote: false }));
  await retryAndExpectRecovered(page);
});

test('an invalid remotes.json is reported on the console and every region offers Retry', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  let broken = true;
  await page.route('**/remotes.json', async (route) =>
    broken ? route.fulfill({ json: { remotes: { marketing: 42 } } }) : route.continue(),
  );
  await page.goto('/en_us/Contact');
  await expect(failure(page)).toBeVisible();
  expect(messages.some((text) => text.includes('[remotes.json] invalid') && text.includes('remotes.marketing'))).toBe(true);
  broken = false;
  await retryAndExpectRecovered(page);
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
