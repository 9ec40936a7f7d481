import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** The OTA remote on its own standalone page (http://localhost:3004), as QA tests it in isolation. */

test.describe('OTA Finance landing, standalone', () => {
  test('shows the hero, the published offer, the FAQ accordion and the way into the questionnaire', async ({ page }) => {
    await page.goto('/en_us/OTAFinance');
    await expect(page.getByRole('heading', { level: 1, name: 'Working capital for online travel agencies' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('definition')).toHaveText(['Up to USD 50 million', 'Up to 120 days', 'From 10% p.a.', 'About 5 business days']);
    await expect(page.getByRole('heading', { level: 2, name: 'A multi-platform online travel agency' })).toBeVisible();

    const question = page.getByRole('button', { name: 'How long does the review take?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Our internal review takes about 5 business days.')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Is the limit shown after the questionnaire an offer?' })).toBeFocused();

    const start = page.getByRole('link', { name: 'Get your indicative limit' });
    await expect(start).toHaveAttribute('href', '/en_us/Questionnaire1');
    await start.click();
    await expect(page).toHaveURL(/\/en_us\/Questionnaire1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
  });

  test('follows the language of the page: Traditional Chinese', async ({ page }) => {
    await page.goto('/zh_hk/OTAFinance');
    await expect(page.getByRole('heading', { level: 1, name: '為網上旅行社提供營運資金' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('最高 5000萬美元');
    await expect(page.getByRole('link', { name: '取得預計額度' })).toHaveAttribute('href', '/zh_hk/Questionnaire1');
  });

  test('has no serious or critical accessibility violation, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en_us/OTAFinance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});
