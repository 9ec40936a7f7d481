import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n';
import { renderWithI18n } from '../../test/render';
import { TEMPLATE_FIELDS } from './check-drawdown';
import { splitAfterTemplateDownload, TemplateCheckSlot } from './template-check-slot';

const HEADING = TEMPLATE_FIELDS.map((field) => field.name).join(',');
const GOOD = 'INV-1,Invoice,Harbour Retail,Ningbo Lighting,,,2025-01-10,USD,"12,500.00",500,,,,,2025-03-10';
const BAD = 'INV-2,Invoice,,Ningbo Lighting,,2025-02-30,,XYZ,100,200,,,,,';

const csvFile = (text: string, name = 'drawdown.csv') => {
  const file = new File([text], name, { type: 'text/csv' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
};

async function openChecker() {
  const user = userEvent.setup();
  renderWithI18n(<TemplateCheckSlot />);
  await user.click(await screen.findByRole('button', { name: 'Check a filled-in template' }));
  const input = await screen.findByLabelText('Choose your filled-in template (CSV or XLSX)');
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
    expect(await screen.findByText('drawdown.csv: all 1 rows are ready to upload.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each problem by row and field, and offers the report as CSV', async () => {
    const { user, input } = await openChecker();
    await user.upload(input, csvFile(`${HEADING}\n${GOOD}\n${BAD}\n`));
    expect(await screen.findByRole('status')).toHaveTextContent('drawdown.csv: 1 of 2 rows are ready; 4 problems to correct.');
    const rows = within(screen.getByRole('table', { name: 'Problems by row' })).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '3BuyerMandatory: fill it in',
      '3PO Issue DateNot a valid date: write it as YYYY-MM-DD2025-02-30',
      '3CurrencyNot an ISO 4217 currency code, such as USD or CNYXYZ',
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
      '3,Currency,"Not an ISO 4217 currency code, such as USD or CNY",XYZ',
      '3,Invoice Adjustment Amount,Larger than the Document Amount,200',
    ]);
    click.mockRestore();
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
