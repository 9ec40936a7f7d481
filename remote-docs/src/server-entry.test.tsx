/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers';
import { screen, within } from '@testing-library/react';
import type * as React from 'react';
import type { Root } from 'react-dom/client';
import type { RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import type * as contentClient from './lib/content/client';
import { resetContentCache, setContentSource } from './lib/content/client';
import { fileContentSource } from './lib/content/file-source';
import type { LatestPointer } from './lib/content/types';
import remote from './server-entry';

/** The data a page's HTML carries for the browser's router (its data script), parsed. */
function readServerDataOf(html: string): unknown {
  const host = document.createElement('div');
  host.innerHTML = html;
  const script = host.querySelector('script[data-server-data]');
  return script ? JSON.parse(script.textContent ?? 'null') : undefined;
}
import { buildContentFixture } from './test/content-fixture';

/*
 * The build-time render (server-entry.tsx) with React's Node renderer, as the prerender step runs
 * it, then the browser's hydration of the same HTML on a fresh page. One file does both, so it
 * runs in the project's jsdom (whose setup file needs a window) with Node's export conditions
 * (react-dom/server is the Node renderer); the real build (`pnpm run build`) is what proves the
 * render needs no DOM.
 */

// The API viewer: the build's render never loads it (the description comes from the api); a render
// per request with the api does.
const mockViewerLoaded = jest.fn();
jest.mock('./features/api-reference/components/api-operations', () => {
  mockViewerLoaded();
  return { __esModule: true, default: ({ text }: { text: string }) => `API viewer for ${text.split('\n')[0] ?? ''}` };
});

const BASE = 'http://docs.example/content/';
let out = '';
let version = '';
const warn = jest.spyOn(console, 'warn');
const error = jest.spyOn(console, 'error');

beforeAll(() => {
  // React's Node renderer schedules its work with setImmediate, which jsdom does not have.
  Object.assign(globalThis, { setImmediate });
  out = buildContentFixture();
  version = (JSON.parse(fs.readFileSync(path.join(out, 'latest.json'), 'utf8')) as LatestPointer).version;
  setContentSource(fileContentSource(out, BASE));
}, 60_000);

afterEach(() => {
  // A region left to the browser is a warning of the render; a hydration mismatch an error.
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
  document.body.innerHTML = '';
  resetContentCache();
});

describe('the docs server entry (issue 13)', () => {
  it('renders an article whole for a reader without JavaScript: title, body, navigation and contents', async () => {
    const { html } = await remote.render('en_us', '/docs/create-a-payout');
    expect(html).toMatch(/<h1[^<>]*>Create a payout<\/h1>/);
    expect(html).toContain('A payout sends money from one of your funding accounts to a recipient.');
    expect(html).toContain('You need your payment password, which is separate from your login password.');
    expect(html).toContain(`src="${BASE}${version}/assets/flow.svg"`);
    expect(html).toMatch(/<nav[^>]*aria-label="Help centre articles"/);
    expect(html).toContain('href="/en_us/docs/convert-currency"');
    expect(html).toMatch(/<a href="#before-you-start"[^>]*>Before you start<\/a>/);
    expect(html).toContain(`data-content-version="${version}"`);
  });

  it('renders each language from its own text: Simplified and Traditional Chinese', async () => {
    const zhCN = (await remote.render('zh_cn', '/docs/create-a-payout')).html;
    expect(zhCN).toMatch(/<h1[^<>]*>创建付款<\/h1>/);
    expect(zhCN).toContain('付款将资金从您的付款账户发送给收款人。');
    expect(zhCN).toContain('href="/zh_cn/docs/convert-currency"');

    const zhHK = (await remote.render('zh_hk', '/docs/create-a-payout')).html;
    expect(zhHK).toMatch(/<h1[^<>]*>建立付款<\/h1>/);
    expect(zhHK).toContain('付款會將資金從您的付款賬戶發送給收款人。');
    // An article without a Traditional text shows the English one (not the Simplified), and says so.
    const fallback = (await remote.render('zh_hk', '/docs/convert-currency')).html;
    expect(fallback).toContain('Get a quote and confirm it before the countdown ends.');
    expect(fallback).not.toContain('获取报价');
    expect(fallback).toContain('本文暫未提供繁體中文版本，以下為英文版本。');
  });

  it('renders the help centre home with every article listed', async () => {
    const en = (await remote.render('en_us', '/docs')).html;
    expect(en).toMatch(/<h1[^<>]*>Help centre<\/h1>/);
    expect(en).toContain('>Create a payout</a>');
    expect(en).toContain('>Convert currency</a>');
    const zh = (await remote.render('zh_cn', '/docs')).html;
    expect(zh).toMatch(/<h1[^<>]*>帮助中心<\/h1>/);
    expect(zh).toContain('>货币兑换</a>');
  });

  it('renders the API reference page with its viewer as a sized loading state', async () => {
    const { html } = await remote.render('en_us', '/developerTools');
    expect(html).toMatch(/<h1[^<>]*>API reference<\/h1>/);
    // The page's own loading state, in its language, the same as the browser's first render.
    expect(html).toMatch(/<div[^>]*role="status"[^>]*>.*Loading the API reference…/);
    expect(mockViewerLoaded).not.toHaveBeenCalled();
  });

  it("renders the API reference per request with the api's description, for a reader without JavaScript", async () => {
    const fetchBefore = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = (async (url: string) => {
      asked.push(url);
      return { ok: true, status: 200, text: async () => 'openapi: 3.1.0\ninfo: {}' };
    }) as unknown as typeof fetch;
    try {
      const { html } = await remote.render('zh_cn', '/developerTools', { apiUrl: 'http://api.example' });
      expect(asked).toEqual(['http://api.example/api/openapi.yaml']);
      expect(html).toContain('API viewer for openapi: 3.1.0');
      expect(html).not.toContain('role="status"');
      expect(html).toContain('data-server-data');
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it.each(['/docs/a/b', '/docs/Create-A-Payout', '/docs/no-such-article', `/docs/${encodeURIComponent('<script>alert(1)</script>')}`])(
    'shows "Article not found" inside the frame at %s, without echoing the address',
    async (pagePath) => {
      const { html } = await remote.render('en_us', pagePath);
      expect(html).toMatch(/<h1[^<>]*>Article not found<\/h1>/);
      expect(html).toContain('role="search"');
      expect(html).not.toContain('script>alert');
      expect(html).not.toMatch(/no-such-article|Create-A-Payout/);
    },
  );

  it('shows "Article not found" inside the frame at an address that does not decode', async () => {
    const { html } = await remote.render('en_us', '/docs/%E0%A4%A');
    expect(html).toMatch(/<h1[^<>]*>Article not found<\/h1>/);
    // React Router's own line about the address, not a region left to the browser.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
    warn.mockClear();
  });

  it('lists every article of a language as a page with its title, summary and date', async () => {
    const pages = await remote.pages('en_us');
    expect(pages).toEqual([
      { path: 'docs/create-a-payout', title: 'Create a payout', description: 'Send money to a recipient, approved by a maker and a checker.', lastmod: '2025-03-01' },
      { path: 'docs/convert-currency', title: 'Convert currency', description: 'Get a quote and confirm it before the countdown ends.', lastmod: '2025-02-10' },
    ]);
    // convert-currency has no Traditional file: the English article stands in for it.
    expect((await remote.pages('zh_hk')).map((page) => page.title)).toEqual(['建立付款', 'Convert currency']);
  });

  it('serves each page with the content its first render reads, so the browser reads none of it again', async () => {
    const article = readServerDataOf((await remote.render('en_us', '/docs/create-a-payout')).html);
    expect(JSON.stringify(article)).toContain('create-a-payout');
    expect(JSON.stringify(article)).toContain('<h2');
    // The API reference carries none of the content.
    expect(JSON.stringify(readServerDataOf((await remote.render('en_us', '/developerTools')).html))).not.toContain('create-a-payout');
  });

  it('has the site serve its llms.txt and Markdown from the live content version', () => {
    expect(remote.files.map(({ at, from, version: pointer }) => [at, from, pointer])).toEqual([
      ['/llms.txt', 'content/{version}/llms.txt', 'content/latest.json'],
      ['/{lang}/llms.txt', 'content/{version}/{i18nLang}/llms.txt', 'content/latest.json'],
      ['/{lang}/docs/{name}.md', 'content/{version}/{i18nLang}/articles/{name}.md', 'content/latest.json'],
    ]);
    // The files the content build writes are where the declarations say.
    expect(fs.existsSync(path.join(out, version, 'llms.txt'))).toBe(true);
    expect(fs.existsSync(path.join(out, version, 'zh-HK', 'llms.txt'))).toBe(true);
    expect(fs.existsSync(path.join(out, version, 'en', 'articles', 'create-a-payout.md'))).toBe(true);
  });

  it('publishes the docs and API reference routes, and its not-found page, with their titles in each language', async () => {
    expect((await remote.listRoutes()).map((route) => route.path)).toEqual(['docs', 'developerTools', 'docs/404']);
    expect((await remote.listRoutes()).filter((route) => route.notFound).map((route) => route.path)).toEqual(['docs/404']);
    expect(await remote.meta('zh_cn', { key: 'notFound' })).toEqual({ title: '未找到文章', description: expect.stringContaining('帮助文章') });
    // The not-found page is the help centre's frame, search and article list included, around the message.
    const { html } = await remote.render('zh_hk', '/docs/404');
    expect(html).toContain('找不到文章');
    expect(html).toContain('role="search"');
    expect(html).toContain('href="/zh_hk/docs/create-a-payout"');
    expect(await remote.meta('en_us', { key: 'docs' })).toEqual({ title: 'User Guide', description: expect.stringContaining('Step-by-step guides') });
    expect((await remote.meta('zh_hk', { key: 'developerTools' })).title).toBe('開發者工具');
  });
});

describe('hydrating the server HTML (issue 13)', () => {
  const latestFile = () => path.join(out, 'latest.json');

  interface Page {
    act: typeof React.act;
    content: typeof contentClient;
    /** Hydrates the host as the exposed parcel does when it holds the fragment of its page: from the data it was rendered with. */
    hydrate: (host: HTMLElement, props: RemoteProps, onRecoverableError: (reason: unknown) => void) => Root;
    /** The parcel at other props, as the shell's next address gives them (a move within the site). */
    rerender: (root: Root, props: RemoteProps) => void;
    /** Mounts the parcel in an empty host, as the shell does after a move within the site (no served HTML). */
    mount: (host: HTMLElement, props: RemoteProps) => Root;
  }

  /**
   * A fresh page in a browser: its own copy of every module (React, the parcel, the content
   * client with nothing loaded). Lazy chunks load inside it too, so the whole visit runs in it.
   */
  async function inFreshPage(visit: (page: Page) => Promise<void>): Promise<void> {
    // The shared parcel module loads single-spa, which marks the window; a fresh page has no mark yet.
    delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
    await jest.isolateModulesAsync(async () => {
      const [{ act }, { createRoot, hydrateRoot }, { parcelElement, readServerData }, { takeServedPhrases }, { parcelDefinition }, content] = await Promise.all([
        import('react'),
        import('react-dom/client'),
        import('@site/shared/parcel'),
        import('@site/shared/ui'),
        import('./app/parcel'),
        import('./lib/content/client'),
      ]);
      // The browser fetches the artefact; this page reads the same files.
      content.setContentSource(fileContentSource(out, BASE));
      // As the parcel does: the headings' phrases the server sent come out of the HTML first.
      const hydrate: Page['hydrate'] = (host, props, onRecoverableError) => {
        const served = readServerData(host);
        const phrases = { served: takeServedPhrases(host) };
        return hydrateRoot(host, parcelElement(parcelDefinition, props, served ? { served, phrases } : { phrases }), { onRecoverableError });
      };
      const rerender: Page['rerender'] = (root, props) => root.render(parcelElement(parcelDefinition, props));
      const mount: Page['mount'] = (host, props) => {
        const root = createRoot(host);
        root.render(parcelElement(parcelDefinition, props));
        return root;
      };
      await visit({ act, content, hydrate, rerender, mount });
    });
  }

  /**
   * Renders a page as the build does, publishes newer content (latest.json moves on: its version
   * has no files, so a page that read it would fail), then hydrates the HTML on a fresh page, from
   * the data the HTML carries.
   */
  async function serveAndHydrate(lang: RouteLang, pagePath: string, then: (page: Page, root: Root, recoverable: unknown[], props: RemoteProps) => Promise<void>) {
    const { html } = await remote.render(lang, pagePath);
    const published = fs.readFileSync(latestFile(), 'utf8');
    fs.writeFileSync(latestFile(), JSON.stringify({ version: 'f00dfeedf00d', builtAt: '2026-01-01T00:00:00.000Z' } satisfies LatestPointer));
    document.body.innerHTML = `<div id="host">${html}</div>`;
    const host = document.getElementById('host') as HTMLElement;
    const props = { lang, path: pagePath, query: {}, navigate: jest.fn(), setTitle: jest.fn() } as unknown as RemoteProps;
    try {
      await inFreshPage(async (page) => {
        const recoverable: unknown[] = [];
        let root: Root | undefined;
        await page.act(async () => {
          root = page.hydrate(host, props, (reason) => recoverable.push(reason));
        });
        await then(page, root as Root, recoverable, props);
        page.act(() => (root as Root).unmount());
      });
    } finally {
      fs.writeFileSync(latestFile(), published);
    }
  }

  it.each([
    ['en_us', '/docs/create-a-payout', 'Payment'],
    ['zh_hk', '/docs/create-a-payout', '支付'],
    ['zh_cn', '/docs', '用户指南'],
  ] as const)('hydrates %s %s without a mismatch, from the content version it was rendered with', async (lang, pagePath, group) => {
    await serveAndHydrate(lang, pagePath, async (page, _root, recoverable) => {
      expect(recoverable).toEqual([]);
      // Hydrated: the navigation answers clicks.
      const button = screen.getByRole('button', { name: group });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      page.act(() => button.click());
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('moves to the next article within the site from the content version the page was rendered with, the frame kept', async () => {
    await serveAndHydrate('en_us', '/docs/create-a-payout', async (page, root, recoverable, props) => {
      expect(recoverable).toEqual([]);
      const search = screen.getByRole('search');
      await page.act(async () => page.rerender(root, { ...props, path: '/docs/convert-currency' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Convert currency' })).toBeInTheDocument();
      expect(screen.getByText('Get a quote and confirm it before the countdown ends.')).toBeInTheDocument();
      expect(screen.getByRole('search')).toBe(search);
      // An address that is no article: the message inside the same frame.
      await page.act(async () => page.rerender(root, { ...props, path: '/docs/no-such-article' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
      expect(screen.getByRole('search')).toBe(search);
    });
  });

  it('shows Retry where the page goes when its content does not load, and reads it again on Retry', async () => {
    await inFreshPage(async (page) => {
      const files = fileContentSource(out, BASE);
      let offline = true;
      page.content.setContentSource({
        urlOf: (file) => files.urlOf(file),
        readText: async (file) => {
          if (offline) throw new page.content.ContentLoadError(file);
          return files.readText(file);
        },
      });
      const host = document.createElement('div');
      document.body.append(host);
      const props = { lang: 'en_us', path: '/docs/create-a-payout', query: {}, navigate: jest.fn(), setTitle: jest.fn() } as unknown as RemoteProps;
      let root: Root | undefined;
      await page.act(async () => {
        root = page.mount(host, props);
      });
      const failed = await screen.findByRole('alert');
      offline = false;
      await page.act(async () => within(failed).getByRole('button', { name: 'Try again' }).click());
      expect(await screen.findByRole('heading', { level: 1, name: 'Create a payout' })).toBeInTheDocument();
      page.act(() => (root as Root).unmount());
    });
  });

  it('shows the API reference at a docs path containing open-ai, under that address', async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async () => ({ ok: true, status: 200, text: async () => 'openapi: 3.1.0\ninfo: {}' })) as unknown as typeof fetch;
    try {
      const { html } = await remote.render('en_us', '/docs/guides/Open-AI-reference');
      expect(html).toMatch(/<h1[^<>]*>API reference<\/h1>/);
      expect(html).not.toContain('role="search"');
      await serveAndHydrate('en_us', '/docs/open-ai', async (page, _root, recoverable, props) => {
        expect(recoverable).toEqual([]);
        expect(await screen.findByText('API viewer for openapi: 3.1.0')).toBeInTheDocument();
        await page.act(async () => undefined);
        expect(props.navigate).not.toHaveBeenCalled();
      });
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it('hydrates the API reference and only then loads the description and the viewer', async () => {
    // Built without the description (no api at build time), the page hydrates its loading state and
    // then fetches it from the site's /api (jsdom has no fetch of its own).
    const fetched: string[] = [];
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, text: async () => 'openapi: 3.1.0\ninfo: {}' };
    }) as unknown as typeof fetch;
    try {
      await serveAndHydrate('en_us', '/developerTools', async (page, _root, recoverable) => {
        expect(recoverable).toEqual([]);
        await page.act(async () => undefined);
        expect(await screen.findByText('API viewer for openapi: 3.1.0')).toBeInTheDocument();
        // (twice in this development build: StrictMode runs effects twice)
        expect([...new Set(fetched)]).toEqual(['/api/openapi.yaml']);
        expect(mockViewerLoaded).toHaveBeenCalled();
      });
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });
});
