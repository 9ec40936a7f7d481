import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as op from '@site/shared/api/operations';
import { answer, networkError, setupFakeApi } from '@site/shared/testing/api';
import { i18n } from '../../../i18n';
import { renderWithI18n } from '../../../test/render';
import { VOTER_KEY } from '../utils/voter-id';
import { ArticleFeedback } from './article-feedback';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const api = setupFakeApi(answer(op.submitArticleFeedback, ({ body }) => ({ ...body, id: 'x', createTime: '2026-11-22T03:00:00.000Z' })));

describe('ArticleFeedback: "Was this helpful?" (issue 16)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('sends no with a comment, thanks the reader and does not ask again in this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<ArticleFeedback lang="en_us" name="create-a-payout" />);
    const group = await screen.findByRole('group', { name: 'Was this helpful?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), '  Where is the reset link?  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(api.calls).toEqual([
      {
        operation: 'submitArticleFeedback',
        path: '/api/docs/feedback/submit',
        body: { article: 'create-a-payout', lang: 'en_us', voter: expect.stringMatching(UUID_V4), helpful: false, comment: 'Where is the reset link?' },
        lang: 'en',
      },
    ]);
    expect(window.localStorage.getItem('docs-feedback:create-a-payout')).toBe('no');
    expect(window.localStorage.getItem(VOTER_KEY)).toBe((api.calls[0]?.body as { voter: string }).voter);

    unmount();
    renderWithI18n(<ArticleFeedback lang="en_us" name="create-a-payout" />);
    expect(await screen.findByText('You have already answered for this article. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('keeps a comment to 500 characters and says so, in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    const user = userEvent.setup();
    renderWithI18n(<ArticleFeedback lang="zh_cn" name="convert-currency" />);
    await user.click(await screen.findByRole('button', { name: '有帮助' }));
    const box = screen.getByRole('textbox', { name: '补充说明（选填）' });
    await user.click(box);
    await user.paste('字'.repeat(501));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('补充说明最多 500 个字符。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交反馈' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('says when the answer could not be sent, and lets the reader try again', async () => {
    api.use(answer(op.submitArticleFeedback, () => networkError, { once: true }));
    const user = userEvent.setup();
    renderWithI18n(<ArticleFeedback lang="en_us" name="role-management" />);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent. Please try again.');
    expect(window.localStorage.getItem('docs-feedback:role-management')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    // The retry is the same browser: the api sees one voter and keeps one answer.
    const voters = api.calls.map((call) => (call.body as { voter: string }).voter);
    expect(new Set(voters).size).toBe(1);
  });

  it('sends the same anonymous voter id for every article from this browser, and a fresh one after the data is cleared', async () => {
    const user = userEvent.setup();
    const answerOn = async (name: string) => {
      const { unmount } = renderWithI18n(<ArticleFeedback lang="en_us" name={name} />);
      await user.click(await screen.findByRole('button', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Send feedback' }));
      await screen.findByRole('status');
      unmount();
    };
    await answerOn('create-a-payout');
    await answerOn('convert-currency');
    window.localStorage.clear();
    await answerOn('create-a-payout');
    const voters = api.calls.map((call) => (call.body as { voter: string }).voter);
    expect(voters).toHaveLength(3);
    for (const voter of voters) expect(voter).toMatch(UUID_V4);
    expect(voters[1]).toBe(voters[0]);
    expect(voters[2]).not.toBe(voters[0]);
  });
});
