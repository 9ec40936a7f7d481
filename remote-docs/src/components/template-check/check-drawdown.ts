import { codes as iso4217Codes } from 'currency-codes';
import template from '../../../content/data/drawdown-template.json';

/** The 15 fields of the drawdown upload template, from the file the template is built from. */
export const TEMPLATE_FIELDS: readonly { name: string; mandatory: boolean }[] = template.fields.map(({ name, mandatory }) => ({ name, mandatory }));

const LABELS = new Map(template.fields.map((field) => [field.name, { 'zh-CN': field['zh-CN'], 'zh-HK': field['zh-HK'] }]));

/** A field as the reader's language names it; Chinese keeps the template's heading beside it. */
export function fieldLabel(name: string, language: string | undefined): string {
  const label = language === 'zh-CN' || language === 'zh-HK' ? LABELS.get(name)?.[language] : undefined;
  return label ? `${label}（${name}）` : name;
}

const DATE_FIELDS = new Set(['PO Issue Date', 'Invoice Issue Date', 'Acceptance Date', 'Acceptance Maturity Date', 'Expected Payment Date']);
const AMOUNT_FIELDS = new Set(['Document Amount', 'Invoice Adjustment Amount', 'Acceptance Amount']);
const CURRENCY_FIELD = 'Currency';
const DOCUMENT_AMOUNT = 'Document Amount';
const ADJUSTMENT = 'Invoice Adjustment Amount';

/** ISO 4217 codes, from a maintained list (currency-codes). */
const CURRENCIES: ReadonlySet<string> = new Set(iso4217Codes());

export type RowProblem = 'required' | 'date' | 'currency' | 'amount' | 'positive' | 'adjustment';
export type FileProblem = 'empty' | 'missingColumns' | 'unknownColumns';

export interface RowIssue {
  /** The row's number in the file, heading row = 1, as a spreadsheet shows it. */
  row: number;
  field: string;
  problem: RowProblem;
  /** What the cell holds, for the report (text only; never rendered as HTML). */
  value: string;
}

export interface DrawdownReport {
  /** Data rows read (blank rows are skipped). */
  rows: number;
  /** Data rows with no problem. */
  validRows: number;
  fileProblems: { problem: FileProblem; columns: string[] }[];
  issues: RowIssue[];
}

/** A cell as text: spreadsheet dates become yyyy-mm-dd, numbers keep their digits. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const normalise = (heading: string) => heading.trim().replace(/\s+/g, ' ').toLowerCase();

/** yyyy-mm-dd or yyyy/mm/dd, a real calendar day. */
export function isValidDate(text: string): boolean {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A plain decimal with optional thousands commas: 1200, 1,200.50. Undefined when not a number. */
export function parseAmount(text: string): number | undefined {
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Checks a drawdown template row by row: the heading row must hold the template's
 * columns; every mandatory field filled; dates real calendar dates; the currency an ISO 4217
 * code; amounts numbers greater than zero; the invoice adjustment not above the document amount.
 */
export function checkDrawdown(sheet: readonly (readonly unknown[])[]): DrawdownReport {
  const [headingRow = [], ...body] = sheet;
  const headings = headingRow.map((cell) => normalise(cellText(cell)));
  const columnOf = new Map<string, number>();
  for (const field of TEMPLATE_FIELDS) {
    const index = headings.indexOf(normalise(field.name));
    if (index >= 0) columnOf.set(field.name, index);
  }
  const known = new Set(TEMPLATE_FIELDS.map((field) => normalise(field.name)));
  const fileProblems: DrawdownReport['fileProblems'] = [];
  const missing = TEMPLATE_FIELDS.filter((field) => !columnOf.has(field.name)).map((field) => field.name);
  if (missing.length > 0) fileProblems.push({ problem: 'missingColumns', columns: missing });
  const unknown = headingRow.map(cellText).filter((heading) => heading !== '' && !known.has(normalise(heading)));
  if (unknown.length > 0) fileProblems.push({ problem: 'unknownColumns', columns: unknown });

  const issues: RowIssue[] = [];
  let rows = 0;
  let validRows = 0;
  body.forEach((cells, index) => {
    const texts = cells.map(cellText);
    if (texts.every((text) => text === '')) return;
    rows += 1;
    const rowNumber = index + 2;
    const before = issues.length;
    const value = (name: string) => {
      const column = columnOf.get(name);
      return column === undefined ? '' : (texts[column] ?? '');
    };
    const amounts = new Map<string, number>();
    for (const field of TEMPLATE_FIELDS) {
      // A missing column is reported once for the file, not once per row.
      if (!columnOf.has(field.name)) continue;
      const text = value(field.name);
      const add = (problem: RowProblem) => issues.push({ row: rowNumber, field: field.name, problem, value: text });
      if (text === '') {
        if (field.mandatory) add('required');
        continue;
      }
      if (DATE_FIELDS.has(field.name) && !isValidDate(text)) add('date');
      else if (field.name === CURRENCY_FIELD && !CURRENCIES.has(text.toUpperCase())) add('currency');
      else if (AMOUNT_FIELDS.has(field.name)) {
        const amount = parseAmount(text);
        if (amount === undefined) add('amount');
        else if (amount <= 0) add('positive');
        else amounts.set(field.name, amount);
      }
    }
    const adjustment = amounts.get(ADJUSTMENT);
    const documentAmount = amounts.get(DOCUMENT_AMOUNT);
    if (adjustment !== undefined && documentAmount !== undefined && adjustment > documentAmount) issues.push({ row: rowNumber, field: ADJUSTMENT, problem: 'adjustment', value: value(ADJUSTMENT) });
    if (issues.length === before) validRows += 1;
  });
  if (rows === 0) fileProblems.push({ problem: 'empty', columns: [] });
  return { rows, validRows, fileProblems, issues };
}
