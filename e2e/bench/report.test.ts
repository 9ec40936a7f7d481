import { atLeast, atMost, formatTable } from './report';

describe('bench report', () => {
  it('marks budgets met, missed, or failed when nothing was measured', () => {
    expect(atMost(150, 170)).toBe('met');
    expect(atMost(171, 170)).toBe('missed');
    expect(atLeast(89, 90)).toBe('missed');
    expect(atLeast(Number.NaN, 90)).toBe('failed');
  });

  it('aligns the table and shows missed budgets loudly', () => {
    const table = formatTable([
      { section: 'lighthouse', subject: '/en_us', metric: 'performance', value: '88', budget: '>= 90', status: 'missed', benchmarkIndex: 1500.4 },
      { section: 'api', subject: 'lead insert', metric: 'requests/s', value: '2100', budget: '>= 1500', status: 'met' },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('MISSED');
    expect(lines[2]).toContain('1500');
    expect(lines[3]).toMatch(/api\s+lead insert\s+requests\/s\s+2100\s+>= 1500\s+met/);
  });
});
