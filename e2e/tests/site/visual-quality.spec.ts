import AxeBuilder from '@axe-core/playwright';
import { hydrated } from '../../support/hydration';
import { expect, test, type Page } from '@playwright/test';

/*
 * What a visitor sees, measured in the browser (boxes, opacity, computed styles), not compared by
 * eye: the banner's slides never overprint, figures and links keep to their boxes at every width,
 * no seam above the footer, tap targets, landmark names, and the API reference page.
 */

const WIDTHS = [320, 390, 768, 1080, 1366, 1920] as const;
const LANGS = ['en_us', 'zh_cn', 'zh_hk'] as const;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // Two frames: layout and any resize observers have settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('Home banner', () => {
  for (const width of [390, 1366]) {
    for (const lang of ['en_us', 'zh_cn'] as const) {
      test(`${lang} at ${width} px: at most one slide's text is visible at any moment, in one cell of fixed height`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}`);
        // The mouse stays off the banner: hovering would pause it.
        await expect(page.locator('[aria-roledescription] [role="group"]')).toHaveCount(4);
        await expect(page.getByRole('button', { name: /^(Pause|暂停)/ })).toBeVisible();
        // Sample in the page, every frame, across at least two changes of slide (3 s apart).
        const samples = await page.evaluate(
          () =>
            new Promise<{ visible: number; height: number; active: number }[]>((resolve) => {
              const groups = [...document.querySelectorAll<HTMLElement>('[aria-roledescription] [role="group"]')];
              const container = groups[0]?.parentElement;
              const out: { visible: number; height: number; active: number }[] = [];
              const start = performance.now();
              const tick = () => {
                const opacities = groups.map((group) => Number(getComputedStyle(group).opacity));
                out.push({
                  visible: opacities.filter((value) => value > 0.05).length,
                  height: container?.getBoundingClientRect().height ?? 0,
                  active: groups.findIndex((group) => group.getAttribute('aria-hidden') === 'false'),
                });
                if (performance.now() - start < 7000) requestAnimationFrame(tick);
                else resolve(out);
              };
              requestAnimationFrame(tick);
            }),
        );
        expect(samples.length).toBeGreaterThan(100);
        // The banner did change slides while we watched.
        expect(new Set(samples.map((sample) => sample.active)).size).toBeGreaterThanOrEqual(2);
        expect(Math.max(...samples.map((sample) => sample.visible))).toBe(1);
        const heights = samples.map((sample) => sample.height);
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
      });
    }
  }
});

test.describe('export-refund company strength', () => {
  test('each figure keeps its own box, inside its item, from 320 to 1920 px', async ({ page }) => {
    await page.goto('/exportdrawback');
    const counts = page.getByTestId('strength-count');
    await counts.first().scrollIntoViewIfNeeded();
    // Counted up: the last figure shows its final value.
    await expect(counts.nth(2)).toHaveText('210,000+');
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const items = await counts.first().evaluate((count) => {
        const list = count.closest('ul');
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        return [...(list?.children ?? [])].map((item) => ({
          item: box(item),
          // The visible pieces of the figure: the number and its unit.
          parts: [...item.querySelectorAll('[data-testid="strength-count"], p > span:last-child')].map(box),
          text: item.textContent ?? '',
        }));
      });
      expect(items).toHaveLength(6);
      for (const [i, { item, parts, text }] of items.entries()) {
        for (const part of parts) {
          expect(part.left, `${text} at ${width} px`).toBeGreaterThanOrEqual(item.left - 0.5);
          expect(part.right, `${text} at ${width} px`).toBeLessThanOrEqual(item.right + 0.5);
        }
        for (const other of items.slice(i + 1)) expect(overlaps(item, other.item), `${text} / ${other.text} at ${width} px`).toBe(false);
      }
      // Tabular figures: every digit the same width while counting.
      expect(await counts.first().evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain('tabular-nums');
    }
  });
});

test.describe('card links stay in their cards', () => {
  for (const path of ['', '/About']) {
    for (const lang of LANGS) {
      test(`${lang}${path || '/'}: no link or text leaves its card from 320 to 1920 px`, async ({ page }) => {
        await page.goto(`/${lang}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        for (const width of WIDTHS) {
          await atWidth(page, width);
          const escapes = await page.evaluate(() => {
            const out: string[] = [];
            // Cards: list items with their own h3, in the page (not the header or footer).
            const cards = [...document.querySelectorAll('main li')].filter((li) => li.querySelector(':scope > h3'));
            for (const card of cards) {
              const c = card.getBoundingClientRect();
              if (c.width === 0) continue;
              for (const el of card.querySelectorAll('a, h3, p, button')) {
                for (const r of el.getClientRects()) {
                  if (r.left < c.left - 0.5 || r.right > c.right + 0.5) out.push(`${(el.textContent ?? '').trim().slice(0, 40)} (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(c.left)}-${Math.round(c.right)})`);
                }
              }
            }
            return { count: cards.length, out };
          });
          expect(escapes.count, `cards at ${width} px`).toBeGreaterThan(0);
          expect(escapes.out, `at ${width} px`).toEqual([]);
        }
      });
    }
  }
});

test.describe('footer', () => {
  for (const path of ['', '/About', '/amazon', '/OTAFinance', '/Contact']) {
    test(`${path || '/'}: no seam between the page and the footer`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/en_us${path}`);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const gap = await footer.evaluate((el) => {
        const above = el.previousElementSibling;
        return above ? el.getBoundingClientRect().top - above.getBoundingClientRect().bottom : 0;
      });
      expect(Math.abs(gap)).toBeLessThan(1);
      // Right above the footer is the page's last section, not a white band.
      const seam = await footer.evaluate((el) => {
        const top = el.getBoundingClientRect().top;
        let node: Element | null = document.elementFromPoint(20, top - 2);
        while (node) {
          const background = getComputedStyle(node).backgroundColor;
          if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return { background, inFooter: el.contains(node) };
          node = node.parentElement;
        }
        return { background: 'none', inFooter: false };
      });
      expect(seam.inFooter).toBe(false);
      if (path === '') expect(seam.background).not.toBe('rgb(255, 255, 255)');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer shows its own chevrons, not the browser disclosure markers', async ({ page }) => {
    await page.goto('/en_us');
    // Hydrated: before, the menu opens as the panel below the header (as without JavaScript).
    const menu = page.getByRole('banner').locator('summary:visible', { hasText: 'Open menu' });
    await expect.poll(() => hydrated(menu)).toBe(true);
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const summaries = drawer.locator('summary');
    await expect(summaries.first()).toBeVisible();
    const styles = await summaries.evaluateAll((els) =>
      els.map((el) => ({ display: getComputedStyle(el).display, listStyle: getComputedStyle(el).listStyleType, chevron: getComputedStyle(el, '::after').content })),
    );
    expect(styles.length).toBeGreaterThanOrEqual(4);
    for (const style of styles) {
      expect(style.display).not.toBe('list-item');
      expect(style.chevron).not.toBe('none');
    }
  });

  test('the rate chart legend buttons are at least 24 px tall', async ({ page }) => {
    await page.goto('/en_us');
    await page.getByRole('heading', { level: 2, name: 'Exchange rates' }).scrollIntoViewIfNeeded();
    const fx = page.locator('section[data-fx-status]');
    await fx.scrollIntoViewIfNeeded();
    // The interactive chart takes the drawing's place when the visitor reaches for it.
    await expect.poll(() => hydrated(fx.getByRole('combobox', { name: 'From' }))).toBe(true);
    await fx.locator('svg[role="img"]').first().hover();
    await expect(fx.locator('.highcharts-legend-item').first()).toBeVisible({ timeout: 20_000 });
    const legend = fx.locator('.highcharts-a11y-proxy-element');
    await expect(legend.first()).toBeAttached();
    const boxes = await legend.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height })));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
  });

  for (const lang of LANGS) {
    test(`${lang} About: every tab is in view, none cut off at the edge`, async ({ page }) => {
      await page.goto(`/${lang}/About`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const list = page.getByRole('tablist');
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    });
  }
});

test.describe('Home landmarks', () => {
  for (const lang of LANGS) {
    test(`${lang}: no two landmarks of a kind share a name`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const landmarks = await page.evaluate(() => {
        const nameOf = (el: Element) => {
          const label = el.getAttribute('aria-label');
          if (label) return label.trim();
          const ids = el.getAttribute('aria-labelledby');
          return ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ') : '';
        };
        const roleOf = (el: Element) => el.getAttribute('role') ?? ({ SECTION: 'region', NAV: 'navigation', ASIDE: 'complementary', FORM: 'form' } as Record<string, string>)[el.tagName] ?? '';
        return [...document.querySelectorAll('section, nav, aside, form, [role="region"], [role="navigation"]')]
          .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"], [inert]'))
          .map((el) => ({ role: roleOf(el), name: nameOf(el) }))
          .filter((landmark) => landmark.name !== '');
      });
      expect(landmarks.length).toBeGreaterThan(3);
      const keys = landmarks.map((landmark) => `${landmark.role}: ${landmark.name}`);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    });
  }
});

test.describe('Home actions', () => {
  test('the banner says where it goes, and Home offers a demo in view', async ({ page }) => {
    await page.goto('/en_us');
    const carousel = page.getByRole('region', { name: 'Business highlights' });
    await expect(carousel.getByRole('link', { name: /^Get started with Payment & FX.*\(opens in a new tab\)/ })).toBeVisible();
    await expect(carousel.getByRole('link', { name: /Learn more/ })).toHaveCount(0);
    const demo = page.getByRole('main').getByRole('button', { name: 'Watch a demo' }).first();
    await expect(demo).toBeInViewport();
    await demo.click();
    const drawer = page.getByRole('dialog', { name: 'Watch a demo' });
    await expect(drawer.getByText('We use these details only to arrange your demo and contact you about it.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Read our privacy policy/ })).toHaveAttribute('href', '/en_us/policy');
  });
});

test.describe('product names', () => {
  const CODES = /\b(DOC_EX|DOC_GEN|DOC_CHECK|GO_EARLY|IDD|DIGIPO)\b/;
  for (const lang of LANGS) {
    test(`${lang}: no internal product code in the text of the product pages`, async ({ page }) => {
      for (const path of ['/DigitalTrade', '/DigitalFinance', '/DTTWhitePaper', '/About?id=4']) {
        await page.goto(`/${lang}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.locator('main').innerText(), path).not.toMatch(CODES);
        expect(await page.locator('head meta[name="description"]').getAttribute('content'), path).not.toMatch(CODES);
      }
    });
  }
});

test.describe('fonts', () => {
  test('each Chinese script gets its own fonts first', async ({ page }) => {
    await page.goto('/zh_hk');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"PingFang HK", "Microsoft JhengHei", "Noto Sans CJK TC"/);
    await page.goto('/zh_cn');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC"/);
  });
});

test.describe('API reference page', () => {
  const TITLES = { en_us: 'API reference', zh_cn: 'API 参考', zh_hk: 'API 參考' } as const;
  for (const lang of LANGS) {
    test(`${lang}: speaks to its readers, points at this site only, no serious axe finding`, async ({ page }) => {
      await page.goto(`/${lang}/developerTools`);
      await expect(page.getByRole('heading', { level: 1, name: TITLES[lang] })).toBeVisible();
      await expect(page.getByRole('main').locator('details').first()).toBeVisible({ timeout: 20_000 });
      // Opened, so that axe reads an operation's tables and examples too.
      await page.getByRole('main').locator('summary').first().click();
      const text = await page.locator('#main').innerText();
      expect(text).not.toMatch(/\bspec\b|pnpm|shared\/src|localhost|:\d{4}\b|\b(300[0-5]|3100)\b/i);
      // No server picker: the only server is this site.
      await expect(page.getByRole('combobox', { name: /server/i })).toHaveCount(0);
      await expect(page.getByRole('main')).toHaveCount(1);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('says in the page language when the description cannot be loaded, and loads it on retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/openapi.yaml', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    // Served, the page comes with the description; reached from the help centre, the browser reads it.
    await page.goto('/zh_cn/docs');
    const link = page.getByRole('main').getByRole('link', { name: '打开 API 参考' });
    await expect.poll(() => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/zh_cn\/developerTools$/);
    await expect(page.getByRole('alert')).toContainText('API 参考未能加载。');
    fail = false;
    await page.getByRole('alert').getByRole('button').click();
    await expect(page.getByRole('main').locator('details').first()).toBeVisible({ timeout: 20_000 });
  });
});
