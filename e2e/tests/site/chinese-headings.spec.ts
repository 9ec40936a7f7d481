import { expect, test, type Page } from '@playwright/test';

/*
 * Chinese headings break between phrases, never inside a word (从单证到到 / 账 was the defect), and
 * the micro-site's logo sits on its content column: measured in the browser, from the line boxes
 * of each character and the boxes of the logo and the headline.
 */

const WIDTHS = [390, 1080, 1366] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The text of each line of `selector`'s first match, from the boxes of its characters. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const line = lines.find((candidate) => Math.abs(candidate.top - box.top) < box.height / 2);
        if (line) line.text += text[index];
        else lines.push({ top: box.top, text: text[index] ?? '' });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text.trim());
  });

test.describe('Chinese headings', () => {
  for (const width of WIDTHS) {
    test(`the micro-site's headline at ${width} px never breaks inside 到账`, async ({ page }) => {
      await page.goto('/exportdrawback');
      await atWidth(page, width);
      const lines = await linesOf(page, 'h1');
      expect(lines.join('')).toBe('出口退税，从单证到到账一站办理');
      // It breaks after its comma or between its halves: 出口退税，/ 从单证到到账 / 一站办理.
      for (const line of lines) expect(line.startsWith('账') || line.startsWith('到')).toBe(false);
    });
  }

  for (const [lang, path] of [
    ['zh_cn', '/exportdrawback'],
    ['zh_cn', '/zh_cn/OTAFinance'],
    ['zh_hk', '/zh_hk/OTAFinance'],
    ['zh_cn', '/zh_cn'],
    ['zh_hk', '/zh_hk/DigitalFinance'],
  ] as const) {
    test(`${lang} ${path}: no phrase of an h1 or h2 is split across two lines at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      const split = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2')]
          .filter((heading) => heading.getClientRects().length > 0)
          .flatMap((heading) => [...heading.querySelectorAll(':scope > span')])
          .filter((phrase) => phrase.getClientRects().length > 1)
          .map((phrase) => phrase.textContent),
      );
      expect(split).toEqual([]);
    });
  }
});

test.describe('the micro-site header', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px its logo starts where its content column does`, async ({ page }) => {
      await page.goto('/exportdrawback');
      await atWidth(page, width);
      const logo = await page.getByRole('link', { name: '信风出口退税首页' }).boundingBox();
      const headline = await page.locator('h1').first().boundingBox();
      expect(logo && headline).toBeTruthy();
      expect(Math.abs((logo?.x ?? 0) - (headline?.x ?? 0))).toBeLessThanOrEqual(1);
    });
  }
});
