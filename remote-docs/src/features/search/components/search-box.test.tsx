import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n';
import { createIndex } from '../../../lib/search/search';
import { renderWithI18n } from '../../../test/render';
import { SearchBox } from './search-box';

const loadSearchIndexJson = jest.fn();
jest.mock('../../../lib/content/client', () => ({ loadSearchIndexJson: (...args: unknown[]) => loadSearchIndexJson(...args) }));

const index = JSON.stringify(
  createIndex([
    { id: 'create-a-payout', title: '创建付款', headings: '', text: '提交后，您可以在交易记录中按日期或状态查看付款状态。', tags: '', categories: '用户指南 / 付款' },
    { id: 'convert-currency', title: 'Convert currency', headings: '', text: 'Confirm before the 25-second countdown ends.', tags: '', categories: 'User Guide / Payment' },
    { id: 'payment-status', title: '付款状态', headings: '', text: '每笔付款的状态：待审批、已批准或已支付。', tags: '', categories: '用户指南 / 付款' },
  ]),
);

describe('SearchBox', () => {
  beforeEach(() => loadSearchIndexJson.mockReset().mockResolvedValue(index));

  it('loads the index only when first focused', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SearchBox lang="en_us" navigate={jest.fn()} />);
    const box = await screen.findByRole('combobox', { name: 'Search the help centre' });
    expect(loadSearchIndexJson).not.toHaveBeenCalled();
    await user.click(box);
    expect(loadSearchIndexJson).toHaveBeenCalledWith('en');
  });

  it('loads the index as the box comes alive when the reader focused it in the served page', async () => {
    // The served HTML's box had focus before React owned it: React saw no focus event.
    jest.spyOn(document, 'activeElement', 'get').mockImplementation(() => document.querySelector('input[role="combobox"]') ?? document.body);
    // A language whose index no other test has loaded (loaded indexes are kept for the page's life).
    renderWithI18n(<SearchBox lang="zh_cn" navigate={jest.fn()} />);
    await screen.findByRole('combobox', { name: 'Search the help centre' });
    expect(loadSearchIndexJson).toHaveBeenCalledWith('zh-CN');
    jest.restoreAllMocks();
  });

  it('loads the index on the first keystroke when the box was focused before the page was interactive', async () => {
    // A language whose index no other test has loaded (loaded indexes are kept for the page's life).
    renderWithI18n(<SearchBox lang="zh_hk" navigate={jest.fn()} />);
    const box = await screen.findByRole('combobox', { name: 'Search the help centre' });
    fireEvent.change(box, { target: { value: 'countdown' } });
    expect(loadSearchIndexJson).toHaveBeenCalledWith('zh-HK');
    expect(await screen.findByRole('option')).toHaveTextContent('Convert currency');
  });

  it('shows results with a highlighted snippet and opens one from the keyboard', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    renderWithI18n(<SearchBox lang="en_us" navigate={navigate} />);
    const box = await screen.findByRole('combobox', { name: 'Search the help centre' });
    await user.click(box);
    await user.type(box, '交易记录');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const option = within(listbox).getByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(option.querySelector('mark')?.textContent).toBe('交易记录');
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/docs/create-a-payout');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the query as text, never as HTML, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SearchBox lang="en_us" navigate={jest.fn()} />);
    const box = await screen.findByRole('combobox', { name: 'Search the help centre' });
    await user.click(box);
    await user.type(box, '<img src=x onerror=alert(1)>');
    expect(await screen.findByText('No article matches your search.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});

describe('SearchBox result count', () => {
  beforeEach(() => loadSearchIndexJson.mockReset().mockResolvedValue(index));
  afterEach(async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it.each([
    ['en_us', '1 article found.', '2 articles found.'],
    ['zh_cn', '找到 1 篇文章。', '找到 2 篇文章。'],
    ['zh_hk', '找到 1 篇文章。', '找到 2 篇文章。'],
  ] as const)('counts the articles found in words that fit one or two (%s)', async (lang, one, two) => {
    const user = userEvent.setup();
    renderWithI18n(<SearchBox lang={lang} navigate={jest.fn()} />, { lang });
    const box = await screen.findByRole('combobox');
    await user.click(box);
    await user.type(box, '交易记录');
    expect(await screen.findByRole('status')).toHaveTextContent(one);
    await user.clear(box);
    await user.type(box, '状态');
    expect(await screen.findByText(two, { exact: false })).toBeInTheDocument();
  });
});
