import { strToU8, zipSync } from 'fflate';
import type { Table, TableRow } from 'mdast';
import { z } from 'zod';
import type { ContentLang } from '../../src/lib/content/types';

/** The marker an article puts where the template's field table goes; the build fills it in. */
export const TABLE_MARKER = '<!-- drawdown-template-table -->';
/** Template files the articles may link to (`templates/<file>`). */
export const TEMPLATE_FILES = ['drawdown-template.csv', 'drawdown-template.xlsx'] as const;

const templateSchema = z.object({
  sheetName: z.string().min(1).max(31),
  fields: z
    .array(z.object({ name: z.string().min(1), mandatory: z.boolean(), 'zh-CN': z.string().min(1), 'zh-HK': z.string().min(1) }))
    .min(1),
});

export type DrawdownTemplate = z.infer<typeof templateSchema>;

export function parseDrawdownTemplate(json: unknown): DrawdownTemplate {
  return templateSchema.parse(json);
}

/** The CSV: one header row of the field names (RFC 4180, CRLF). */
export function templateCsv(template: DrawdownTemplate): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${template.fields.map((field) => cell(field.name)).join(',')}\r\n`;
}

const xml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * The XLSX: a minimal Office Open XML workbook with the header row (mandatory columns bold) and
 * the header frozen. Written by hand with a fixed timestamp, so the same field list gives the
 * same bytes and the content version only changes when the content does.
 */
export function templateXlsx(template: DrawdownTemplate): Uint8Array {
  const header = template.fields
    .map((field, i) => `<c r="${columnName(i)}1" t="inlineStr" s="${field.mandatory ? 1 : 0}"><is><t>${xml(field.name)}</t></is></c>`)
    .join('');
  const cols = template.fields.map((field, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, field.name.length + 4)}" customWidth="1"/>`).join('');
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(template.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    'xl/styles.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row></sheetData></worksheet>`,
  };
  const mtime = new Date('2025-01-01T00:00:00Z');
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])), { level: 6 });
}

const HEADINGS: Record<ContentLang, [string, string]> = {
  en: ['Field', 'Mandatory'],
  'zh-CN': ['字段', '必填'],
  'zh-HK': ['字段', '必填'],
};

/** The field table (M/O: mandatory or optional) in the article's language, as an mdast table for the marker. */
export function templateTable(template: DrawdownTemplate, lang: ContentLang): Table {
  const text = (value: string) => ({ type: 'tableCell' as const, children: [{ type: 'text' as const, value }] });
  const row = (cells: string[]): TableRow => ({ type: 'tableRow', children: cells.map(text) });
  return {
    type: 'table',
    align: [null, 'center'],
    children: [
      row(HEADINGS[lang]),
      ...template.fields.map((field) => row([lang === 'en' ? field.name : `${field.name}（${field[lang]}）`, field.mandatory ? 'M' : 'O'])),
    ],
  };
}
