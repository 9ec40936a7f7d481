import type { Browser } from '@playwright/test';
import { waitUntilHydrated } from '../support/hydration';
import { median } from './lib/stats';

/**
 * The exchange-rate widget marks `fx:data` when its response arrives and `fx:rendered` when
 * the data is on screen (remote-fx README); the difference is its render time. The first view's
 * rates come with the page (rendered by the site's server), so the load measured is the one a
 * visitor makes: another window of days, once the widget has hydrated.
 */
export async function measureFxRender(browser: Browser, baseUrl: string, runs: number): Promise<{ medianMs: number; samples: number[] }> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en_us`, { waitUntil: 'load' });
    // Home mounts the widget only when its section nears the viewport: scroll down until it exists.
    const widget = page.locator('[data-remote="fx/RateWidget"]');
    for (let step = 0; step < 30 && (await widget.count()) === 0; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await widget.scrollIntoViewIfNeeded({ timeout: 30_000 });
    // Hydrated: React owns the window buttons (served HTML carries no React properties).
    const week = widget.getByRole('button', { name: '7 days' });
    await waitUntilHydrated(week);
    await week.click();
    await page.waitForFunction(() => performance.getEntriesByName('fx:rendered').length > 0 && performance.getEntriesByName('fx:data').length > 0, undefined, { timeout: 30_000 });
    samples.push(
      await page.evaluate(() => {
        const data = performance.getEntriesByName('fx:data').at(-1);
        const rendered = performance.getEntriesByName('fx:rendered').at(-1);
        return (rendered?.startTime ?? Number.NaN) - (data?.startTime ?? Number.NaN);
      }),
    );
    await context.close();
  }
  return { medianMs: median(samples), samples };
}
