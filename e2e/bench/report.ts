export type Status = 'met' | 'missed' | 'info' | 'failed';

export interface Row {
  section: string;
  subject: string;
  metric: string;
  value: string;
  budget: string;
  status: Status;
  /** Lighthouse's benchmark index of the machine while it measured, where it applies. */
  benchmarkIndex?: number;
}

const MARK: Record<Status, string> = { met: 'met', missed: 'MISSED', info: '-', failed: 'FAILED' };

/** One plain-text table, aligned, that a newcomer can read at a glance. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['section', 'subject', 'metric', 'value', 'budget', 'status', 'bench index'];
  const lines = rows.map((row) => [row.section, row.subject, row.metric, row.value, row.budget, MARK[row.status], row.benchmarkIndex ? String(Math.round(row.benchmarkIndex)) : '']);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const render = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;

/** 'met' when the value is on the right side of the budget. */
export const atMost = (value: number, budget: number): Status => (Number.isFinite(value) ? (value <= budget ? 'met' : 'missed') : 'failed');
export const atLeast = (value: number, budget: number): Status => (Number.isFinite(value) ? (value >= budget ? 'met' : 'missed') : 'failed');
