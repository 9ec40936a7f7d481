import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n';
import { renderWithI18n } from '../../../test/render';
import { CopyMarkdown } from './copy-markdown';

const loadMarkdown = jest.fn();
jest.mock('../../../lib/content/client', () => ({ loadMarkdown: (...args: unknown[]) => loadMarkdown(...args) }));

describe('Copy as Markdown (issue 16)', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('puts the article\'s Markdown on the clipboard and announces it', async () => {
    const user = userEvent.setup();
    loadMarkdown.mockResolvedValue('# Create a payout\n\nSteps.\n');
    renderWithI18n(<CopyMarkdown lang="en_us" name="create-a-payout" />);
    await user.click(await screen.findByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The article is copied as Markdown.');
    expect(loadMarkdown).toHaveBeenCalledWith('en', 'create-a-payout');
    expect(await navigator.clipboard.readText()).toBe('# Create a payout\n\nSteps.\n');
  });

  it('offers the Markdown to open when copying fails, in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-HK'));
    const user = userEvent.setup();
    loadMarkdown.mockRejectedValue(new Error('offline'));
    renderWithI18n(<CopyMarkdown lang="zh_hk" name="create-a-payout" />);
    await user.click(await screen.findByRole('button', { name: '複製為 Markdown' }));
    expect(await screen.findByRole('status')).toHaveTextContent('無法複製文章。');
    expect(screen.getByRole('link', { name: '開啟 Markdown 版本' })).toHaveAttribute('href', '/zh_hk/docs/create-a-payout.md');
  });
});
