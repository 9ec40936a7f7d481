import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import { parseDrawdownTemplate, templateCsv, templateTable, templateXlsx } from './drawdown-template';

const template = parseDrawdownTemplate(JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/data/drawdown-template.json'), 'utf8')));

/** The upload template's fields and their M/O, as the product publishes them. */
const SPEC_3_7 = [
  ['Doc Ref. No.', 'M'],
  ['Document Type', 'M'],
  ['Buyer', 'M'],
  ['Supplier', 'M'],
  ['PO No.', 'O'],
  ['PO Issue Date', 'O'],
  ['Invoice Issue Date', 'O'],
  ['Currency', 'M'],
  ['Document Amount', 'M'],
  ['Invoice Adjustment Amount', 'O'],
  ['Acceptance Date', 'O'],
  ['Acceptance Amount', 'O'],
  ['Acceptance Maturity Date', 'O'],
  ['Proposed Payment Ref No.', 'O'],
  ['Expected Payment Date', 'O'],
];

describe('drawdown template', () => {
  it('holds exactly the published fields with their M/O', () => {
    expect(template.fields.map((field) => [field.name, field.mandatory ? 'M' : 'O'])).toEqual(SPEC_3_7);
  });

  it('writes the CSV header row from the field list', () => {
    expect(templateCsv(template)).toBe(`${SPEC_3_7.map(([name]) => name).join(',')}\r\n`);
  });

  it('writes an XLSX whose first row is the field list, mandatory columns bold, byte for byte stable', () => {
    const xlsx = templateXlsx(template);
    const files = unzipSync(xlsx);
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect([...sheet.matchAll(/<t>([^<]*)<\/t>/g)].map((m) => m[1]?.replaceAll('&amp;', '&'))).toEqual(SPEC_3_7.map(([name]) => name));
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1">');
    expect(sheet).toContain('<c r="E1" t="inlineStr" s="0">');
    expect(Array.from(templateXlsx(template))).toEqual(Array.from(xlsx));
  });

  it('renders the article table in each language with Field/Mandatory headers and M/O values', () => {
    const cells = (lang: 'en' | 'zh-CN' | 'zh-HK') =>
      templateTable(template, lang).children.map((row) => row.children.map((cell) => (cell.children[0] as { value: string }).value));
    expect(cells('en')[0]).toEqual(['Field', 'Mandatory']);
    expect(cells('en').slice(1)).toEqual(SPEC_3_7);
    expect(cells('zh-CN')[0]).toEqual(['字段', '必填']);
    expect(cells('zh-CN')[1]).toEqual(['Doc Ref. No.（单据参考号）', 'M']);
    expect(cells('zh-HK')[5]).toEqual(['PO No.（採購訂單號）', 'O']);
  });
});
