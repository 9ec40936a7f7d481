import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * QA previews a candidate build of one remote on the real site, in their own browser only: the
 * candidate is published beside the live build on the remote's origin, as a team publishes one
 * (`pnpm deploy:remote publish`, docs/deployment.md; here a copy of the marketing build whose Home
 * headline differs), asked for on the address, confirmed by the tester on the page that shows,
 * shown with a banner, and gone on Reset. Another browser sees the live build throughout; an
 * address the site does not allow is refused; a link or a form on another site sets nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIVE_DIST = path.join(root, 'remote-marketing/dist');
/** The environment `npm start` serves, where the candidate is published. */
const SITE_ENV = path.resolve(root, process.env.SITE_ENV ?? '.site-env/local');
let candidateDir = '';
/** The candidate's mf-manifest.json, as the publish command names it. */
let candidateUrl = '';
const LIVE_HEADLINE = 'Cross-border payments, FX and trade finance';
const CANDIDATE_HEADLINE = 'Cross-border payments, FX and trade finance in one account';

/** Copies the live build (its plain files: the server would prefer a stale .br) with the headline changed. */
function publishCandidate(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      publishCandidate(source, target);
    } else if (!/\.(br|gz|map)$/.test(entry.name)) {
      const text = fs.readFileSync(source);
      fs.writeFileSync(target, /\.(js|html|json)$/.test(entry.name) ? text.toString('utf8').split(LIVE_HEADLINE).join(CANDIDATE_HEADLINE) : text);
    }
  }
}

// One worker publishes the candidate and removes it: the tests share it.
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  candidateDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preview-e2e-')), 'dist');
  fs.mkdirSync(candidateDir);
  publishCandidate(LIVE_DIST, candidateDir);
  const published = spawnSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), 'publish', 'marketing', '--dist', candidateDir], { cwd: root, encoding: 'utf8' });
  candidateUrl = /(http:\/\/\S+\/releases\/[0-9a-f]{12}\/mf-manifest\.json)/.exec(published.stdout)?.[1] ?? '';
  if (!candidateUrl) throw new Error(`the candidate was not published:\n${published.stdout}${published.stderr}`);
});
test.afterAll(() => {
  // The candidate's release (never live) and the build it was made from.
  const version = /\/releases\/([0-9a-f]{12})\//.exec(candidateUrl)?.[1];
  if (version) fs.rmSync(path.join(SITE_ENV, 'releases/marketing', version), { recursive: true, force: true });
  if (candidateDir) fs.rmSync(path.dirname(candidateDir), { recursive: true, force: true });
});

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /Preview|preview/ });
const headline = (page: Page) => page.getByRole('heading', { level: 1 }).first();
/** The address that asks for the candidate, as the publish command prints it. */
const askingFor = (url: string) => `/en_us?site-preview=${encodeURIComponent(`marketing:${url}`)}`;
const versionOf = (url: string) => /\/releases\/([0-9a-f]{12})\//.exec(url)?.[1] ?? '';

/** Waits until the shell and the page's remote are live (hydrated), so what is checked is what a visitor keeps. */
async function started(page: Page): Promise<void> {
  // The page's region (a region it embeds, Home's rates, is one more).
  await expect(page.locator('main [data-remote$="/Pages"][data-status="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

test('a tester previews a candidate in their own browser, and another browser still sees the live build', async ({ browser }) => {
  const tester = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();

  // The link only asks: the page names the part of the site and the release, and the tester confirms it.
  await tester.goto(askingFor(candidateUrl));
  await expect(tester.getByRole('heading', { level: 1 })).toHaveText('Preview a candidate release?');
  await expect(tester.getByText(`the part of the site called “marketing” from its candidate release ${versionOf(candidateUrl)}`)).toBeVisible();
  await tester.getByRole('button', { name: `Preview release ${versionOf(candidateUrl)}` }).click();
  await expect(tester).toHaveURL(/\/en_us$/);
  await started(tester);
  await expect(banner(tester)).toContainText('marketing');
  await expect(headline(tester)).toHaveText(CANDIDATE_HEADLINE);
  // The candidate's own scripts run the page: its chunks come from the release, not the live build.
  const scripts = await tester.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.some((name) => name.startsWith(new URL('.', candidateUrl).href))).toBe(true);

  // Another page of the tester's visit is previewed too, in any language.
  await tester.goto('/zh_cn');
  await expect(banner(tester).or(tester.getByRole('status').filter({ hasText: '预览' }))).toBeVisible();

  await visitor.goto('/en_us');
  await started(visitor);
  await expect(headline(visitor)).toHaveText(LIVE_HEADLINE);
  await expect(visitor.getByRole('status').filter({ hasText: /preview/i })).toHaveCount(0);

  // Reset: back to the live site.
  await tester.goto('/en_us');
  await started(tester);
  await tester.getByRole('button', { name: 'Back to the live site' }).click();
  await expect(tester).toHaveURL(/\/en_us$/);
  await started(tester);
  await expect(headline(tester)).toHaveText(LIVE_HEADLINE);
  await expect(banner(tester)).toHaveCount(0);
});

test('an address on an origin the site does not allow is refused, and nothing is loaded from it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') asked.push(request.url());
  });
  await page.goto(`/en_us?site-preview=${encodeURIComponent('marketing:https://evil.example/mf-manifest.json')}`);
  await started(page);
  await expect(page.getByRole('status').filter({ hasText: 'not one the site allows' })).toBeVisible();
  await expect(headline(page)).toHaveText(LIVE_HEADLINE);
  expect(asked).toEqual([]);
  // In Chinese too.
  await page.goto(`/zh_hk?site-preview=${encodeURIComponent('marketing:https://evil.example/mf-manifest.json')}`);
  await expect(page.getByRole('status').filter({ hasText: '網站不允許此預覽地址' })).toBeVisible();
});

test('a link or a form on another site cannot set a preview in a browser', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const site = baseURL ?? '';
  const previewCookies = async () => (await context.cookies()).filter((cookie) => cookie.name === 'site_preview');
  // Another site (127.0.0.1 is another site than localhost), with a link to the preview's address and
  // a form that posts the confirmation for whoever presses its button.
  const elsewhere = 'http://127.0.0.1:3999/';
  await page.route(`${elsewhere}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="en"><head><title>Offers</title></head><body><p><a href="${site}${askingFor(candidateUrl)}">See the new home page</a></p>` +
        `<form method="post" action="${site}/en_us"><input type="hidden" name="_form" value="site-preview"><input type="hidden" name="site-preview" value="marketing:${candidateUrl}"><button>Claim your prize</button></form></body></html>`,
    }),
  );

  // The link shows the page to confirm it, and sets nothing.
  await page.goto(elsewhere);
  await page.getByRole('link', { name: 'See the new home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview a candidate release?');
  expect(await previewCookies()).toEqual([]);

  // The confirmation posted from the other site is refused.
  await page.goto(elsewhere);
  await page.getByRole('button', { name: 'Claim your prize' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form was not sent');
  expect(await previewCookies()).toEqual([]);

  // The site is the live one in that browser.
  await page.goto('/en_us');
  await started(page);
  await expect(headline(page)).toHaveText(LIVE_HEADLINE);
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});
