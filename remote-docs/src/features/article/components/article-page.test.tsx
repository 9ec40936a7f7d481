import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { i18n } from '../../../i18n';
import type { ArticleEntry, Manifest } from '../../../lib/content/types';
import { renderWithI18n } from '../../../test/render';
import { ArticlePage } from './article-page';

const entry = (name: string, extra: Partial<ArticleEntry> = {}): ArticleEntry => ({
  name,
  title: 'Create a payout',
  date: '2025-03-01',
  updated: '2025-03-14',
  tags: [],
  categories: ['User Guide', 'Payment'],
  categoryKeys: ['User Guide', 'Payment'],
  pinned: false,
  headings: [{ depth: 2, id: 'steps', text: 'Steps' }],
  sourceLang: 'en',
  ...extra,
});

const HTML =
  '<p>See <a href="/en_us/docs/user-management#roles">roles</a> and <a href="https://example.com/">a site</a>.</p><h2 id="steps">Steps<a class="heading-anchor" aria-label="Link to this section: Steps" href="#steps"><span aria-hidden="true">#</span></a></h2>';

/** Shows `current` as the only article of its language's manifest, on a page in that language. */
async function showArticle(current: ArticleEntry, lang: RouteLang, body: string) {
  await act(() => i18n.changeLanguage(toI18nLang(lang)));
  await act(async () => {
    renderWithI18n(<ArticlePage entry={current} html={body} manifest={{ lang: toI18nLang(lang), tree: [], articles: [current] }} lang={lang} navigate={jest.fn()} setTitle={jest.fn()} />);
  });
}

describe('ArticlePage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the article with its title, last update, heading links, table of contents and prev/next', async () => {
    const setTitle = jest.fn();
    const navigate = jest.fn();
    const current = entry('create-a-payout', { prev: 'user-management' });
    const manifest: Manifest = { lang: 'en', tree: [], articles: [entry('user-management', { title: 'Manage users', next: 'create-a-payout' }), current] };
    await act(async () => {
      renderWithI18n(<ArticlePage entry={current} html={HTML} manifest={manifest} lang="en_us" navigate={navigate} setTitle={setTitle} />);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create a payout' })).toBeInTheDocument();
    expect(setTitle).toHaveBeenCalledWith('Create a payout');
    // The front matter date, the sitemap's lastmod too (an older manifest's `updated` may differ).
    expect(screen.getByText('March 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
    expect(screen.queryByText('March 14, 2025')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link to this section: Steps' })).toHaveAttribute('href', '#steps');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'More articles' })).toHaveTextContent('PreviousManage users');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'roles' }));
    expect(navigate).toHaveBeenCalledWith('/docs/user-management#roles');
  });

  it('shows the date the content build wrote, building no date format in the browser', async () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await showArticle(entry('create-a-payout', { dateText: 'March 1, 2025 (as built)' }), 'en_us', '<p>Steps.</p>');
      expect(await screen.findByText('March 1, 2025 (as built)')).toHaveAttribute('datetime', '2025-03-01');
      expect(DateTimeFormat).not.toHaveBeenCalled();
    } finally {
      DateTimeFormat.mockRestore();
    }
  });

  it('shows the English text with a Traditional Chinese notice when an article has no Traditional file', async () => {
    await showArticle(entry('create-a-payout', { sourceLang: 'en' }), 'zh_hk', '<p>Steps.</p>');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('本文暫未提供繁體中文版本，以下為英文版本。');
    expect(notice).toHaveAttribute('lang', 'zh-HK');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/最後更新/)).toBeInTheDocument();
  });

  // Content versions built before English became the only fallback may still name zh-CN as the source.
  it('says so when a Traditional Chinese page shows the Simplified Chinese text', async () => {
    await showArticle(entry('create-a-payout', { title: '创建付款', sourceLang: 'zh-CN' }), 'zh_hk', '<p>付款说明。</p>');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('本文暫未提供繁體中文版本，以下為簡體中文版本。');
    expect(notice).toHaveAttribute('lang', 'zh-HK');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'zh-CN');
  });

  // The entry has no `dateText` (a manifest built before it): the page formats the date itself.
  it('shows the English text with a Chinese notice when an article has no Chinese file, dated the Chinese way', async () => {
    await showArticle(entry('create-a-payout', { sourceLang: 'en' }), 'zh_cn', '<p>Steps.</p>');
    expect(await screen.findByRole('note')).toHaveTextContent('本文暂无简体中文版本，以下为英文版本。');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('2025年3月1日')).toHaveAttribute('datetime', '2025-03-01');
    expect(screen.getByText(/最后更新/)).toBeInTheDocument();
  });
});
