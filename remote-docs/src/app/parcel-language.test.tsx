import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as op from '@site/shared/api/operations';
import type { RemoteProps } from '@site/shared/parcel';
import { answer, languagesAsked, setupFakeApi } from '@site/shared/testing/api';
import { mountParcel } from '@site/shared/testing/parcel-language';
import { ArticleFeedback } from '../features/article/components/article-feedback';
import { i18n } from '../i18n';

/*
 * One language channel (docs/composition.md): an article's "Was this helpful?" answer goes to the
 * api in its parcel's `lang`, whatever the site store says. They agree on the site; here they
 * disagree, so a call that took the store's language would be seen. The real client makes the
 * request; the fake api records its Accept-Language.
 */

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const api = setupFakeApi(answer(op.submitArticleFeedback, ({ body }) => ({ ...body, id: 'x', createTime: '2026-11-22T03:00:00.000Z' })));

/** The parcel's root as at the end of an article: the question, with the parcel's `lang` (as ArticlePage passes it). */
const ArticleRoot = ({ lang }: RemoteProps) => <ArticleFeedback lang={lang} name="create-a-payout" />;

beforeEach(() => window.localStorage.clear());
describe('an article asks the api in its parcel’s language, not the site store’s', () => {
  it.each([
    ['zh_hk', 'en_us', '沒有幫助', '提交意見', '感謝您的意見。', 'zh-HK'],
    ['zh_cn', 'zh_hk', '没有帮助', '提交反馈', '感谢您的反馈。', 'zh-CN'],
    ['en_us', 'zh_cn', 'No', 'Send feedback', 'Thank you for your feedback.', 'en'],
  ] as const)('in %s while the store says %s, the answer is sent in its language', async (lang, storeLang, no, submit, thanks, asked) => {
    const user = userEvent.setup();
    await mountParcel({ Root: ArticleRoot, i18n }, { lang, storeLang, path: '/docs/create-a-payout' });
    await user.click(await screen.findByRole('button', { name: no }));
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    expect(api.callsTo(op.submitArticleFeedback).map((call) => call.body.lang)).toEqual([lang]);
    expect(languagesAsked(api.calls)).toEqual([asked]);
  });
});
