import { expect, test } from '@playwright/test';

// The marketing remote on its own QA page (http://localhost:3001), without the shell.
test.describe('marketing standalone', () => {
  test('Home renders its banner and sections', async ({ page }) => {
    await page.goto('/en_us');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border payments, FX and trade finance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Business highlights' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our business' })).toBeVisible();
  });

  test('Contact renders the offices, phone, hours and mailbox', async ({ page }) => {
    await page.goto('/en_us/Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    for (const city of ['Hong Kong', 'Singapore', 'Shenzhen']) await expect(page.getByRole('heading', { level: 3, name: city })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@tradewind.example', exact: true })).toHaveAttribute('href', 'mailto:contact@tradewind.example');
    await expect(page.getByText('Monday to Friday, 09:00–17:30 (UTC+8)').first()).toBeVisible();
  });

  test('links navigate inside the standalone page', async ({ page }) => {
    await page.goto('/zh_cn');
    await page.getByRole('link', { name: '进一步了解数字贸易' }).click();
    await expect(page).toHaveURL(/\/zh_cn\/DigitalTrade$/);
    await expect(page.getByRole('heading', { level: 1, name: '数字贸易' })).toBeVisible();
  });
});
