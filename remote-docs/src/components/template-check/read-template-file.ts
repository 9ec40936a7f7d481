/** The file is neither a CSV nor an XLSX workbook. */
export class UnsupportedFileError extends Error {
  constructor() {
    super('unsupported file type');
    this.name = 'UnsupportedFileError';
  }
}

export type Sheet = unknown[][];

/** Papa Parse on CSV text (a leading byte-order mark dropped, blank lines skipped). */
export async function parseCsv(text: string): Promise<Sheet> {
  const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
}

/**
 * Reads the visitor's file in the browser: CSV with Papa Parse, XLSX (the first sheet) with
 * read-excel-file. Each library is its own chunk, fetched the first time a file of its kind is
 * picked. Nothing is uploaded.
 */
export async function readTemplateFile(file: File): Promise<Sheet> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return parseCsv(await file.text());
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import(/* webpackChunkName: "read-excel-file" */ 'read-excel-file/browser');
    return (await readSheet(file)) as Sheet;
  }
  throw new UnsupportedFileError();
}

/** The report as CSV text (Papa Parse quotes what needs quoting, so a cell can never become a formula column shift). */
export async function toCsv(rows: string[][]): Promise<string> {
  const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
  // A leading = + - @ would be run as a formula by a spreadsheet: Papa's escapeFormulae quotes it.
  return Papa.unparse(rows, { escapeFormulae: true });
}
