/**
 * `pnpm --filter @site/remote-docs exec tsx scripts/measure-template-check.ts`: times the
 * drawdown template checker (Papa Parse + the row rules the browser runs) on a generated CSV of
 * 5,000 rows, one in ten with a problem, and prints { rows, issues, runs, medianMs, maxMs } as JSON
 * for the bench (issue 19: under one second).
 */
import { parseArgs } from 'node:util';
import { checkDrawdown, TEMPLATE_FIELDS } from '../src/components/template-check/check-drawdown';
import { parseCsv } from '../src/components/template-check/read-template-file';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' }, runs: { type: 'string', default: '7' } } });
const rowCount = Number(values.rows);

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const lines = [TEMPLATE_FIELDS.map((field) => quote(field.name)).join(',')];
for (let i = 0; i < rowCount; i += 1) {
  const bad = i % 10 === 9;
  const day = String((i % 28) + 1).padStart(2, '0');
  lines.push(
    [
      `INV-${i}`,
      'Invoice',
      `Buyer ${i % 40}`,
      bad ? '' : `Supplier ${i % 25}`,
      `PO-${i}`,
      `2025-01-${day}`,
      bad ? '2025-02-30' : `2025-02-${day}`,
      bad ? 'XYZ' : ['USD', 'CNY', 'HKD', 'EUR'][i % 4],
      quote(`${(1000 + i).toLocaleString('en-US')}.50`),
      bad ? '999999' : '100',
      '',
      '',
      '',
      `PAY-${i}`,
      `2025-03-${day}`,
    ]
      .map(String)
      .join(','),
  );
}
const csv = `${lines.join('\n')}\n`;

const times: number[] = [];
let issues = 0;
let rows = 0;
for (let run = 0; run < Number(values.runs) + 1; run += 1) {
  const start = performance.now();
  const report = checkDrawdown(await parseCsv(csv));
  const elapsed = performance.now() - start;
  // The first run warms the module cache (the browser fetches the chunk once too).
  if (run > 0) times.push(elapsed);
  issues = report.issues.length;
  rows = report.rows;
}
times.sort((a, b) => a - b);
const round1 = (ms: number) => Math.round(ms * 10) / 10;
process.stdout.write(`${JSON.stringify({ rows, issues, bytes: csv.length, runs: times.length, medianMs: round1(times[Math.floor(times.length / 2)] ?? 0), maxMs: round1(times.at(-1) ?? 0) })}\n`);
