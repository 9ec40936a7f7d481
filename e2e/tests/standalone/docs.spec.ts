import { expect, test } from '@playwright/test';

// The docs remote on its own standalone page (http://localhost:3002), content from /content/ beside it.
test('the docs home works standalone and leads to an article', async ({ page }) => {
  await page.goto('/en_us/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Users and Permissions' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Help centre articles' }).getByRole('button', { name: 'Users and Permissions' }).click();
  await page.getByRole('navigation', { name: 'Help centre articles' }).getByRole('link', { name: 'Manage users' }).click();
  await expect(page).toHaveURL(/\/en_us\/docs\/user-management$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
});
