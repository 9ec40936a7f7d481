import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface TemplateCheckFigures {
  rows: number;
  issues: number;
  bytes: number;
  runs: number;
  medianMs: number;
  maxMs: number;
}

/**
 * The drawdown template checker on a 5,000-row CSV, measured by the docs remote's own script
 * (remote-docs/scripts/measure-template-check.ts) with the parser and rules the browser runs.
 */
export function measureTemplateCheck(rows: number): TemplateCheckFigures {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync('pnpm', ['--filter', '@site/remote-docs', 'exec', 'tsx', 'scripts/measure-template-check.ts', '--rows', String(rows)], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`template check measurement failed: ${result.stderr.slice(0, 300)}`);
  return JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as TemplateCheckFigures;
}
