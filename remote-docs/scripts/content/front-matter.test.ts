import { parseFrontMatter } from './front-matter';

const FILE = 'content/en/create-a-payout.md';
// The YAML starts on line 2 of the file (line 1 is the opening ---).
const parse = (yaml: string) => parseFrontMatter(FILE, yaml, 2);

describe('front matter', () => {
  it('accepts a valid block and fills the defaults', () => {
    const result = parse('title: Create a payout\ndate: 2025-03-01\ntags: [payout]\ncategories: [User Guide, Payment]\ncategories_zh: [用户指南, 付款]\norder: 2\n');
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Create a payout',
        date: '2025-03-01',
        draft: false,
        isPinned: false,
        tags: ['payout'],
        categories: ['User Guide', 'Payment'],
        categories_zh: ['用户指南', '付款'],
        order: 2,
      },
    });
  });

  it('names the file and the line of a wrong field', () => {
    const result = parse('title: Create a payout\ndate: 2025-02-30\ntags: [payout]\ncategories: [User Guide]\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([{ file: FILE, line: 3, message: 'front matter: date is not a real date', severity: 'error' }]);
  });

  it('reports a missing field at the opening line, and a wrong type at its own line', () => {
    const result = parse('date: 2025-03-01\ntags: payout\ncategories: [User Guide]\n');
    if (result.ok) throw new Error('expected errors');
    expect(result.issues.map((issue) => [issue.line, issue.message])).toEqual([
      [1, 'front matter: title is required (a string)'],
      [3, 'front matter: tags is required (a list of strings)'],
    ]);
  });

  it('rejects unknown fields (a typo would silently lose data) and mismatched categories_zh', () => {
    const result = parse('title: T\ndate: 2025-03-01\ntags: []\ncategories: [User Guide, Payment]\ncategories_zh: [用户指南]\ncatgories: [x]\n');
    if (result.ok) throw new Error('expected errors');
    expect(result.issues.map((issue) => issue.line).sort()).toEqual([6, 7]);
    expect(result.issues.map((issue) => issue.message).join('\n')).toMatch(/unknown field catgories/);
    expect(result.issues.map((issue) => issue.message).join('\n')).toMatch(/categories_zh must have as many entries as categories \(2\)/);
  });

  it('reports YAML syntax errors with their line', () => {
    const result = parse('title: T\ndate: [2025\n');
    if (result.ok) throw new Error('expected errors');
    expect(result.issues[0]?.message).toMatch(/not valid YAML/);
    expect(result.issues[0]?.line).toBeGreaterThanOrEqual(3);
  });
});
