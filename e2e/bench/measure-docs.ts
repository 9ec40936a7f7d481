import type { Browser } from '@playwright/test';

/** Matches the request of a serialized search index (remote-docs content build). */
const SEARCH_INDEX = /search[-_.]?index|search\.json/i;

/** issue 6: the search index of a language loads only when the search box is first focused. */
export async function searchIndexLoadsOnFocusOnly(browser: Browser, baseUrl: string, route: string): Promise<{ ok: boolean; detail: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(request.url())) indexRequests.push(request.url());
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('[data-remote][data-status="ready"]').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const beforeFocus = indexRequests.length;
  await page.getByRole('combobox').first().focus();
  await page.waitForLoadState('networkidle');
  const afterFocus = indexRequests.length;
  await context.close();
  return {
    ok: beforeFocus === 0 && afterFocus > 0,
    detail: `index requests before focus: ${beforeFocus}, after: ${afterFocus}`,
  };
}
