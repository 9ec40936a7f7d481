import { checkDrawdown, fieldLabel, isValidDate, parseAmount, TEMPLATE_FIELDS } from './check-drawdown';

const HEADINGS = TEMPLATE_FIELDS.map((field) => field.name);
/** A complete, valid row; `change` overrides cells by field name. */
function row(change: Record<string, unknown> = {}): unknown[] {
  const base: Record<string, unknown> = {
    'Doc Ref. No.': 'INV-001',
    'Document Type': 'Invoice',
    Buyer: 'Harbour Retail Ltd',
    Supplier: 'Ningbo Lighting Co',
    'PO No.': 'PO-77',
    'PO Issue Date': '2025-01-05',
    'Invoice Issue Date': '2025-01-10',
    Currency: 'USD',
    'Document Amount': '12,500.00',
    'Invoice Adjustment Amount': '500',
    'Acceptance Date': '',
    'Acceptance Amount': '',
    'Acceptance Maturity Date': '',
    'Proposed Payment Ref No.': '',
    'Expected Payment Date': '2025-03-10',
  };
  return HEADINGS.map((name) => (name in change ? change[name] : base[name]));
}
const problems = (report: ReturnType<typeof checkDrawdown>) => report.issues.map(({ row: r, field, problem }) => `${r} ${field}: ${problem}`);

describe('checkDrawdown', () => {
  it('has the 15 fields of the template, six of them mandatory', () => {
    expect(TEMPLATE_FIELDS).toHaveLength(15);
    expect(TEMPLATE_FIELDS.filter((field) => field.mandatory).map((field) => field.name)).toEqual(['Doc Ref. No.', 'Document Type', 'Buyer', 'Supplier', 'Currency', 'Document Amount']);
  });

  it('passes a complete file, skipping blank rows', () => {
    expect(checkDrawdown([HEADINGS, row(), HEADINGS.map(() => ''), row({ 'Invoice Adjustment Amount': '12500' })])).toEqual({ rows: 2, validRows: 2, fileProblems: [], issues: [] });
  });

  it('reports each broken rule on the row and field, numbered as the spreadsheet shows it', () => {
    const report = checkDrawdown([
      HEADINGS,
      row({ Buyer: '  ', Currency: 'XYZ' }),
      row({ 'PO Issue Date': '2025-02-30', 'Expected Payment Date': '10/03/2025' }),
      row({ 'Document Amount': '0', 'Acceptance Amount': 'twelve' }),
      row({ 'Document Amount': '100', 'Invoice Adjustment Amount': '100.01' }),
      row({ 'Document Amount': '-5' }),
    ]);
    expect(problems(report)).toEqual([
      '2 Buyer: required',
      '2 Currency: currency',
      '3 PO Issue Date: date',
      '3 Expected Payment Date: date',
      '4 Document Amount: positive',
      '4 Acceptance Amount: amount',
      '5 Invoice Adjustment Amount: adjustment',
      '6 Document Amount: positive',
    ]);
    expect(report).toMatchObject({ rows: 5, validRows: 0 });
  });

  it('reads spreadsheet cells: dates, numbers and lower-case currency codes', () => {
    const report = checkDrawdown([HEADINGS, row({ 'PO Issue Date': new Date(Date.UTC(2024, 1, 29)), 'Document Amount': 800, Currency: 'cny', 'Invoice Adjustment Amount': 800 })]);
    expect(report.issues).toEqual([]);
  });

  it('names missing and unknown columns once for the file, and an empty file', () => {
    const headings = HEADINGS.filter((name) => name !== 'Currency' && name !== 'PO No.').concat('Notes');
    const report = checkDrawdown([headings, headings.map((name) => (name === 'Notes' ? 'x' : name === 'Document Amount' ? '1' : 'a'))]);
    expect(report.fileProblems).toEqual([
      { problem: 'missingColumns', columns: ['PO No.', 'Currency'] },
      { problem: 'unknownColumns', columns: ['Notes'] },
    ]);
    expect(checkDrawdown([HEADINGS]).fileProblems).toEqual([{ problem: 'empty', columns: [] }]);
    expect(checkDrawdown([]).fileProblems.map((p) => p.problem)).toEqual(['missingColumns', 'empty']);
  });
});

describe('fieldLabel', () => {
  it('names a field in the reader’s language, with the template heading beside it in Chinese', () => {
    expect(fieldLabel('Currency', 'en')).toBe('Currency');
    expect(fieldLabel('Currency', 'zh-CN')).toBe('币种（Currency）');
    expect(fieldLabel('Doc Ref. No.', 'zh-HK')).toBe('單據參考號（Doc Ref. No.）');
  });
});

describe('cell rules', () => {
  it.each(['2024-02-29', '2025/1/5', '2025-12-31'])('accepts the date %p', (text) => expect(isValidDate(text)).toBe(true));
  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '31/12/2025', '20250101', ''])('refuses the date %p', (text) => expect(isValidDate(text)).toBe(false));
  it.each([
    ['1,200.50', 1200.5],
    ['0.01', 0.01],
    ['-3', -3],
  ])('reads the amount %p', (text, value) => expect(parseAmount(text)).toBe(value));
  it.each(['1,20', '12a', '1.2.3', 'USD 5', '1e5', ''])('refuses the amount %p', (text) => expect(parseAmount(text)).toBeUndefined());
});
