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

/**
 * Where each visible h1 and h2 of the page breaks its lines badly: inside a word (Intl.Segmenter's
 * Chinese words), or inside one of the phrases the site cut it into. Each finding names the heading
 * and the two halves.
 */
const badBreaks = (page: Page) =>
  page.evaluate(() => {
    const words = new Intl.Segmenter('zh', { granularity: 'word' });
    const found: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2')) {
      if (heading.getClientRects().length === 0) continue;
      // Each character with the top of its line box.
      const chars: { char: string; top: number; phrase: Element | null }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A phrase the site cut is a span that does not wrap.
        const parent = node.parentElement;
        const phrase = parent && parent !== heading && getComputedStyle(parent).textWrapMode === 'nowrap' ? parent : null;
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (box && box.width > 0) chars.push({ char: text[index] ?? '', top: box.top, phrase });
        }
      }
      const text = chars.map((entry) => entry.char).join('');
      // Where a word starts, by the characters' offsets in the heading.
      const wordStarts = new Set([...words.segment(text)].map((segment) => segment.index));
      for (let index = 1; index < chars.length; index += 1) {
        const before = chars[index - 1];
        const after = chars[index];
        if (!before || !after || Math.abs(after.top - before.top) < 2) continue;
        const insideWord = !wordStarts.has(index) && /\p{Script=Han}/u.test(before.char + after.char);
        const insidePhrase = before.phrase !== null && before.phrase === after.phrase;
        if (insideWord || insidePhrase) found.push(`${text.slice(0, index)}|${text.slice(index)}`);
      }
    }
    return found;
  });

test.describe('every Chinese h1 and h2 of the site', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const lang of ['zh_cn', 'zh_hk'] as const) {
    test(`${lang}: at 390, 1080 and 1366 px no heading breaks inside a word or a phrase`, async ({ page, request }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
        .map((match) => match[1] ?? '')
        .filter((path) => path.startsWith(`/${lang}`) || (lang === 'zh_cn' && path.startsWith('/exportdrawback')));
      expect(paths.length).toBeGreaterThan(10);
      const findings: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto(path);
        for (const width of WIDTHS) {
          await atWidth(page, width);
          findings.push(...(await badBreaks(page)).map((found) => `${path} at ${width}: ${found}`));
        }
      }
      expect(findings).toEqual([]);
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
