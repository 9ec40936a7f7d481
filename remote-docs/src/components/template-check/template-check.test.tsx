import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n';
import { renderWithI18n } from '../../test/render';
import { TEMPLATE_FIELDS } from './check-drawdown';
import { splitAfterTemplateDownload, TemplateCheckSlot } from './template-check-slot';

const HEADING = TEMPLATE_FIELDS.map((field) => field.name).join(',');
const GOOD = 'INV-1,Invoice,Harbour Retail,Ningbo Lighting,,,2025-01-10,USD,"12,500.00",500,,,,,2025-03-10';
const BAD = 'INV-2,Invoice,,Ningbo Lighting,,2025-02-30,,XYZ,100,200,,,,,';
/** One problem: a currency that is not a currency code. */
const ONE_PROBLEM = 'INV-3,Invoice,Harbour Retail,Ningbo Lighting,,,2025-01-10,XYZ,"12,500.00",500,,,,,2025-03-10';
/** Three problems: no buyer, a date that does not exist, a currency that is not a currency code. */
const THREE_PROBLEMS = 'INV-4,Invoice,,Ningbo Lighting,,2025-02-30,2025-01-10,XYZ,"12,500.00",500,,,,,2025-03-10';

const csvFile = (text: string, name = 'drawdown.csv') => {
  const file = new File([text], name, { type: 'text/csv' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
};

const OPEN = { en_us: 'Check a filled-in template', zh_cn: '检查已填写的模板', zh_hk: '檢查已填寫的範本' } as const;
const PICK = { en_us: 'Choose your filled-in template (CSV or XLSX)', zh_cn: '选择已填写的模板（CSV 或 XLSX）', zh_hk: '選擇已填寫的範本（CSV 或 XLSX）' } as const;

async function openChecker(lang: keyof typeof OPEN = 'en_us') {
  const user = userEvent.setup();
  renderWithI18n(<TemplateCheckSlot />, lang === 'en_us' ? {} : { lang });
  await user.click(await screen.findByRole('button', { name: OPEN[lang] }));
  const input = await screen.findByLabelText(PICK[lang]);
  expect(input).toHaveFocus();
  return { user, input };
}

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('TemplateCheckSlot', () => {
  it('says a clean file is ready to upload', async () => {
    const { user, input } = await openChecker();
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n`));
    expect(await screen.findByText('drawdown.csv: its one row is ready to upload.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each problem by row and field, and offers the report as CSV', async () => {
    const { user, input } = await openChecker();
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n${BAD}\n`));
    expect(await screen.findByRole('status')).toHaveTextContent('drawdown.csv: 4 problems to correct. Rows ready to upload: 1 of 2.');
    const rows = within(screen.getByRole('table', { name: 'Problems by row' })).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '3BuyerMandatory: fill it in',
      '3PO Issue DateNot a valid date: write it as YYYY-MM-DD2025-02-30',
      '3CurrencyNot a currency code: use the three-letter code, such as USD or CNYXYZ',
      '3Invoice Adjustment AmountLarger than the Document Amount200',
    ]);
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download the report (CSV)' }));
    await screen.findByRole('button', { name: 'Download the report (CSV)' });
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Row,Field,Problem,Value in your file',
      '3,Buyer,Mandatory: fill it in,',
      '3,PO Issue Date,Not a valid date: write it as YYYY-MM-DD,2025-02-30',
      '3,Currency,"Not a currency code: use the three-letter code, such as USD or CNY",XYZ',
      '3,Invoice Adjustment Amount,Larger than the Document Amount,200',
    ]);
    click.mockRestore();
  });

  it.each([
    ['en_us', 'drawdown.csv: its one row is ready to upload.', 'drawdown.csv: all 3 rows are ready to upload.'],
    ['zh_cn', 'drawdown.csv：共 1 行，全部可上传。', 'drawdown.csv：共 3 行，全部可上传。'],
    ['zh_hk', 'drawdown.csv：共 1 行，全部可上載。', 'drawdown.csv：共 3 行，全部可上載。'],
  ] as const)('counts the rows of a clean file in words that fit one or three (%s)', async (lang, one, three) => {
    const { user, input } = await openChecker(lang);
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n`));
    expect(await screen.findByRole('status')).toHaveTextContent(one);
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n${GOOD}\n${GOOD}\n`));
    expect(await screen.findByText(three)).toBeInTheDocument();
  });

  it.each([
    ['en_us', 'drawdown.csv: 1 problem to correct. Rows ready to upload: 1 of 2.', 'drawdown.csv: 3 problems to correct. Rows ready to upload: 0 of 1.'],
    ['zh_cn', 'drawdown.csv：有 1 个问题需要更正。2 行中有 1 行可上传。', 'drawdown.csv：有 3 个问题需要更正。1 行中有 0 行可上传。'],
    ['zh_hk', 'drawdown.csv：有 1 個問題需要更正。2 行中有 1 行可上載。', 'drawdown.csv：有 3 個問題需要更正。1 行中有 0 行可上載。'],
  ] as const)('counts one problem and three problems in words that fit (%s)', async (lang, one, three) => {
    const { user, input } = await openChecker(lang);
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n${ONE_PROBLEM}\n`));
    expect(await screen.findByRole('status')).toHaveTextContent(one);
    await user.upload(input, csvFile(`${HEADING}\n${THREE_PROBLEMS}\n`));
    expect(await screen.findByText(three)).toBeInTheDocument();
  });

  it('names a wrong currency in plain words, without citing a standard, in every language', async () => {
    for (const [lang, text] of [
      ['en_us', 'Not a currency code: use the three-letter code, such as USD or CNY'],
      ['zh_cn', '不是有效的币种代码：请填写三位字母代码，例如 USD 或 CNY'],
      ['zh_hk', '不是有效的幣種代碼：請填寫三位字母代碼，例如 USD 或 CNY'],
    ] as const) {
      const { user, input } = await openChecker(lang);
      expect(document.body).not.toHaveTextContent(/ISO|4217/);
      await user.upload(input, csvFile(`${HEADING}\n${ONE_PROBLEM}\n`));
      expect(await within(await screen.findByRole('table')).findByText(text)).toBeInTheDocument();
      cleanup();
    }
  });

  it('refuses a file that is neither CSV nor XLSX, in Chinese', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh-CN');
    });
    // A visitor can pick any file through "All files"; the accept list only filters the dialog.
    const user = userEvent.setup({ applyAccept: false });
    renderWithI18n(<TemplateCheckSlot />);
    await user.click(await screen.findByRole('button', { name: '检查已填写的模板' }));
    const input = await screen.findByLabelText('选择已填写的模板（CSV 或 XLSX）');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('status')).toHaveTextContent('notes.txt 不是 CSV 或 XLSX 文件。');
  });
});

describe('splitAfterTemplateDownload', () => {
  it('cuts right after the list that links the XLSX template', () => {
    const html = '<p>a</p><ul><li><a href="templates/drawdown-template.xlsx">x</a></li></ul><h2>next</h2>';
    expect(splitAfterTemplateDownload(html)).toEqual(['<p>a</p><ul><li><a href="templates/drawdown-template.xlsx">x</a></li></ul>', '<h2>next</h2>']);
    expect(splitAfterTemplateDownload('<p>no template here</p>')).toBeNull();
  });
});
