import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '../../../i18n';
import { renderWithI18n } from '../../../test/render';
import ApiOperations from './api-operations';

const TEXT = readFileSync(path.join(__dirname, '../../../../../api/openapi.yaml'), 'utf8');

async function show(lang: 'en' | 'zh-CN' | 'zh-HK') {
  await act(() => i18n.changeLanguage(lang));
  await act(async () => {
    renderWithI18n(<ApiOperations text={TEXT} lang={lang} />);
  });
}

describe('ApiOperations: the API reference, rendered by the site', () => {
  it('shows Chinese section names and operations on a Simplified Chinese page, and no internal call', async () => {
    await show('zh-CN');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['查询列表与演示申请', '国家/地区与电话区号', '国际贸易咨询', 'OTA 融资问卷', '汇率', '出口退税']);
    expect(screen.getByText('提交演示申请')).toBeInTheDocument();
    for (const internal of ['/api/health', 'feedback', 'csp-report']) expect(document.body.textContent).not.toContain(internal);
  });

  it('opens an operation to its fields, example and answers, labelled in the page language', async () => {
    await show('zh-HK');
    const row = screen.getByText('提交示範申請').closest('summary');
    expect(row).not.toBeNull();
    await userEvent.click(row as HTMLElement);
    const detail = (row as HTMLElement).parentElement as HTMLElement;
    expect(within(detail).getByRole('heading', { name: '請求主體（JSON）' })).toBeVisible();
    expect(within(detail).getByRole('columnheader', { name: '欄位' })).toBeVisible();
    expect(within(detail).getByRole('cell', { name: 'businessEmail' })).toBeVisible();
    expect(within(detail).getByRole('heading', { name: '返回結果' })).toBeVisible();
    expect(within(detail).getByRole('cell', { name: /該地址提交過於頻繁/ })).toBeVisible();
    expect(within(detail).getByText('請求示例')).toBeVisible();
  });

  it('names sections in words in English', async () => {
    await show('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Lookup lists and demo requests' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'official' })).not.toBeInTheDocument();
  });
});
