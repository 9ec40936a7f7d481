import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Smoke test of the production topology (docs/deployment.md) in each language: Home, a help
 * article and the Watch-a-Demo form, served by nginx (files) and the composition server (pages),
 * the lead stored by one of the api instances on PostgreSQL.
 */

const LOCALES = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' } as const;

interface DemoStrings {
  title: string;
  submit: string;
  success: string;
  fields: Record<'firstName' | 'lastName' | 'jobTitle' | 'businessEmail' | 'areaCode' | 'contactNo' | 'companyName' | 'businessType' | 'country', { label: string }>;
}

/** The marketing remote's strings in that language, so the test reads the page as a visitor of that language does. */
const strings = <T>(locale: string, file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../remote-marketing/src/locales', locale, file), 'utf8')) as T;
const demoStrings = (locale: string) => strings<{ demo: DemoStrings }>(locale, 'forms.json').demo;
const demoButton = (locale: string) => strings<{ demo: { watch: string } }>(locale, 'marketing.json').demo.watch;

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

for (const [lang, locale] of Object.entries(LOCALES)) {
  test.describe(`${lang} through nginx`, () => {
    test('Home arrives rendered from the composition server, its files from nginx with long caching', async ({ page }) => {
      const errors = collectErrors(page);
      const files: { url: string; cacheControl: string | undefined; server: string | undefined }[] = [];
      page.on('response', (response) => {
        if (/\.[0-9a-f]{8}\.js$/.test(response.url())) files.push({ url: response.url(), cacheControl: response.headers()['cache-control'], server: response.headers().server });
      });
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers().server).toBe('nginx');
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Code from the shell's and the remotes' origins, each content-hashed file cached for a year.
      expect(new Set(files.map((file) => new URL(file.url).port)).size).toBeGreaterThan(1);
      for (const file of files) {
        expect(file.server, file.url).toBe('nginx');
        expect(file.cacheControl, file.url).toBe('public, max-age=31536000, immutable');
      }
      expect(errors).toEqual([]);
    });

    test('a help article arrives with its heading and table of contents', async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(`/${lang}/docs/create-a-payout`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(1);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('the Watch-a-Demo form sends a lead that an api instance stores', async ({ page }) => {
      const demo = demoStrings(locale);
      await page.goto(`/${lang}/InternationalTrade`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').getByRole('button', { name: demoButton(locale), exact: true }).first().click();
      const box = page.getByRole('dialog', { name: demo.title });
      const field = (name: keyof DemoStrings['fields']) => box.getByRole('textbox', { name: label(demo.fields[name].label) });
      const choice = (name: keyof DemoStrings['fields']) => box.getByRole('combobox', { name: label(demo.fields[name].label) });
      await expect(field('firstName')).toBeVisible();
      await field('firstName').fill('Anna');
      await field('lastName').fill('Smith');
      await choice('jobTitle').selectOption({ index: 1 });
      await field('businessEmail').fill('anna.smith@example.co.uk');
      await choice('areaCode').fill('+44');
      await box.getByRole('option', { name: /\+44/ }).first().click();
      await field('contactNo').fill('2071234567');
      await field('companyName').fill(`Smoke ${lang} ${Date.now()}`);
      await choice('businessType').selectOption({ index: 1 });
      await choice('country').selectOption({ index: 1 });
      const answered = page.waitForResponse((response) => response.url().endsWith('/potentialCust/newInsert'));
      await box.getByRole('button', { name: demo.submit }).click();
      const response = await answered;
      expect(response.headers().server).toBe('nginx');
      expect((await response.json()).code).toBe('200');
      await expect(box.getByText(demo.success)).toBeVisible();
    });
  });
}
