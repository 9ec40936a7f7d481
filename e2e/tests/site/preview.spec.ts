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
 * headline differs), set from the address, shown with a banner, and gone on Reset.
 * Another browser sees the live build throughout; an address the site does not allow is refused.
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

// One worker publishes the candidate and removes it: the two tests share it.
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

/** Waits until the shell and the page's remote are live (hydrated), so what is checked is what a visitor keeps. */
async function started(page: Page): Promise<void> {
  // The page's region (a region it embeds, Home's rates, is one more).
  await expect(page.locator('main [data-remote$="/Pages"][data-status="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

test('a tester previews a candidate in their own browser, and another browser still sees the live build', async ({ browser }) => {
  const tester = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();

  await tester.goto(`/en_us?site-preview=${encodeURIComponent(`marketing:${candidateUrl}`)}`);
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
  await tester.getByRole('link', { name: 'Back to the live site' }).click();
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
