import { expect, test, type Page } from '@playwright/test';
import { failRemoteRequests, hangRemoteRequests, shortenRemoteTimeouts, stopRemote } from '../../support/remote-faults';

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
    const response = await route.fetch();
    const body = `if (self.__failRemote) throw new Error('failure injected by the test');\n${await response.text()}`;
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
